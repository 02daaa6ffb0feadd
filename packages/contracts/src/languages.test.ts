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
    expect(LANGUAGES).toEqual(LANGUAGE_LIST.map((l) => l.code));
    expect(LANGUAGE_NAMES).toEqual({ en: 'English', es: 'Español', am: 'አማርኛ' });
    expect(LANGUAGES.map(intlLocale)).toEqual(['en-US', 'es-ES', 'am-ET']);
    expect(languageInfo('am')).toMatchObject({ dir: 'ltr', font: 'ethiopic' });
    expect(LANGUAGE_LIST.filter((l) => l.font === null).map((l) => l.code)).toEqual(['en', 'es']);
    expect(LANGUAGES).toContain(DEFAULT_LANGUAGE);
  });

  it('answers the default language for a code it does not know', () => {
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(intlLocale('fr')).toBe('en-US');
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
