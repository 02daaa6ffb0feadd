// i18next is set up from the language list: every listed language is supported, nothing else is.
import { LANGUAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18next, initI18n } from './index';

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
    await changeLanguage('fr');
    expect(i18next.language).toBe('en');
  });
});
