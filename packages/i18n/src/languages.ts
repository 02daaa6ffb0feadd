import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@app/contracts';

// Each language is named in itself, so a reader finds their own language whatever is shown.
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', am: 'አማርኛ' };

export const isLanguage = (v: unknown): v is Language => (LANGUAGES as readonly string[]).includes(v as string);

/** The device's choice (localStorage appLang), default English. */
export function storedLanguage(): Language {
  try {
    const v = globalThis.localStorage?.getItem(STORAGE_KEYS.appLang);
    return isLanguage(v) ? v : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Keeps the choice on the device and mirrors it in a cookie so server-rendered storefronts can honour it. */
export function storeLanguage(lng: Language): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.appLang, lng);
  } catch {
    // private mode: the choice lasts for this page only
  }
  if (typeof document !== 'undefined') {
    document.cookie = `${STORAGE_KEYS.appLang}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
}
