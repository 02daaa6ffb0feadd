// The one language list and what derives from it: Intl locales, names, the appLang cookie written and read back.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  intlLocale,
  isLanguage,
  LANGUAGE_LIST,
  LANGUAGE_NAMES,
  LANGUAGES,
  languageCookie,
  languageFromCookie,
  languageInfo,
} from './languages';
import { STORAGE_KEYS } from './constants';

describe('language list', () => {
  it('gives the codes, names, Intl locales, direction and fonts of every language', () => {
    // Derived from the list entry by entry; today's three as they are (a new language adds to these, changes none).
    expect(LANGUAGES).toEqual(LANGUAGE_LIST.map((l) => l.code));
    expect(LANGUAGE_NAMES).toEqual(Object.fromEntries(LANGUAGE_LIST.map((l) => [l.code, l.name])));
    expect(LANGUAGE_NAMES).toMatchObject({ en: 'English', es: 'Español', am: 'አማርኛ' });
    expect(LANGUAGES.map(intlLocale)).toEqual(LANGUAGE_LIST.map((l) => l.intl));
    expect((['en', 'es', 'am'] as const).map(intlLocale)).toEqual(['en-US', 'es-ES', 'am-ET']);
    expect(languageInfo('am')).toMatchObject({ dir: 'ltr', font: 'ethiopic' });
    expect([languageInfo('en').font, languageInfo('es').font]).toEqual([null, null]);
    expect(LANGUAGES).toContain(DEFAULT_LANGUAGE);
  });

  it('answers the default language for a code it does not know', () => {
    // 'xx' is no language's code (ISO 639 has none), so adding any real language keeps this true.
    expect(isLanguage('xx')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(intlLocale('xx')).toBe('en-US');
  });

  it.each(LANGUAGES)('writes the appLang cookie for %s and reads it back from a Cookie header', (lng) => {
    const cookie = languageCookie(lng);
    expect(cookie).toBe(`${STORAGE_KEYS.appLang}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(languageFromCookie(`other=1; ${cookie.split(';')[0]}; x=y`)).toBe(lng);
  });

  it('ignores a missing, unknown or look-alike appLang cookie', () => {
    expect(languageFromCookie(null)).toBeUndefined();
    expect(languageFromCookie('')).toBeUndefined();
    expect(languageFromCookie('appLang=xx')).toBeUndefined();
    expect(languageFromCookie('myappLang=es; appLangs=am')).toBeUndefined();
    expect(languageFromCookie('appLang=es=1')).toBeUndefined();
  });
});
