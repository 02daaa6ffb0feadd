// The device's language choice in the browser. The languages themselves (codes, names, Intl locales, direction,
// fonts, the appLang cookie) are the one list in @app/contracts (languages.ts); this file only keeps the choice.
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, languageCookie, type Language } from '@app/contracts';

export { isLanguage, LANGUAGE_LIST, LANGUAGE_NAMES, LANGUAGES, languageInfo, intlLocale } from '@app/contracts';

/** The device's choice (localStorage appLang), default English. */
export function storedLanguage(): Language {
  try {
    const v = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(v) ? v : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Keeps the choice on the device and mirrors it in a cookie so server-rendered storefronts can honour it. */
export function storeLanguage(lng: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // private mode: the choice lasts for this page only
  }
  if (typeof document !== 'undefined') document.cookie = languageCookie(lng);
}
