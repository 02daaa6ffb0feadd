// i18next is set up from the language list: every listed language is supported, nothing else is.
import { LANGUAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { changeLanguage, ensureNamespace, i18next, initI18n, provideCatalogues } from './index';

describe('initI18n', () => {
  it('supports exactly the languages of the list, English as the fallback', async () => {
    await initI18n();
    expect(i18next.options.supportedLngs).toEqual([...LANGUAGES, 'cimode']);
    expect(i18next.options.fallbackLng).toEqual(['en']);
  });

  it.each(LANGUAGES)('switches to %s with its common catalogue', async (lng) => {
    await changeLanguage(lng);
    expect(i18next.language).toBe(lng);
    expect(i18next.hasResourceBundle(lng, 'common')).toBe(true);
  });

  it('ignores a code that is not in the list', async () => {
    await changeLanguage('en');
    await changeLanguage('xx'); // no language's code, whichever languages are added
    expect(i18next.language).toBe('en');
  });
});

describe('a remote-provided catalogue', () => {
  it('is loaded from the loaders the remote handed over, not from this package', async () => {
    await changeLanguage('en');
    provideCatalogues({
      'en/shop': async () => ({ default: { title: 'Shop (release 2)' } }),
      'es/shop': async () => ({ default: { title: 'Tienda (versión 2)' } }),
    });
    await ensureNamespace('shop');
    expect(i18next.t('shop:title')).toBe('Shop (release 2)');
    await changeLanguage('es');
    expect(i18next.t('shop:title')).toBe('Tienda (versión 2)');
    await changeLanguage('en');
  });
  it("leaves the remotes' namespaces out of this package: they ship with each remote", async () => {
    await ensureNamespace('commerce');
    expect(i18next.hasResourceBundle('en', 'commerce')).toBe(false);
  });
});

describe('which catalogues are fetched', () => {
  it('a language with its own catalogue is fetched alone; English only when that language has none', async () => {
    const fetched: string[] = [];
    const loader = (id: string, title: string) => async () => {
      fetched.push(id);
      return { default: { title } };
    };
    provideCatalogues({
      'en/stall': loader('en/stall', 'Stall'),
      'am/stall': loader('am/stall', 'ሱቅ'),
      'en/kiosk': loader('en/kiosk', 'Kiosk'),
    });
    await changeLanguage('am');
    await ensureNamespace('stall');
    await ensureNamespace('kiosk');
    expect(fetched).toEqual(['am/stall', 'en/kiosk']);
    expect(i18next.t('stall:title')).toBe('ሱቅ');
    expect(i18next.t('kiosk:title')).toBe('Kiosk');
    await changeLanguage('en');
    expect(fetched).toContain('en/stall');
  });
});
