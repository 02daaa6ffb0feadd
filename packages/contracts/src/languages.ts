// THE language list (README "Add a language"). Everything that knows a language derives from it: i18next's
// supportedLngs and the pickers (dashboard and storefront), the storefront's catalogues and html lang/dir, the Intl
// locales that write money and dates, the web fonts, the appLang cookie (writers and readers) and the catalogue tests.

/** A web font a script needs when the device may lack one (packages/i18n and the storefront know how to load each). */
export type FontNeed = 'ethiopic';

export interface LanguageInfo {
  /** The code used everywhere: catalogue folder packages/i18n/locales/<code>/, appLang value, html lang. */
  code: string;
  /** Named in itself, so a reader finds their own language whatever is shown. */
  name: string;
  /** BCP 47 locale for Intl (money, numbers, dates). */
  intl: string;
  dir: 'ltr' | 'rtl';
  /** The web font its script needs, or null when system fonts cover it. */
  font: FontNeed | null;
}

export const LANGUAGE_LIST = [
  { code: 'en', name: 'English', intl: 'en-US', dir: 'ltr', font: null },
  { code: 'es', name: 'Español', intl: 'es-ES', dir: 'ltr', font: null },
  { code: 'am', name: 'አማርኛ', intl: 'am-ET', dir: 'ltr', font: 'ethiopic' },
] as const satisfies readonly LanguageInfo[];

export type Language = (typeof LANGUAGE_LIST)[number]['code'];
/** The codes in the list's order; a non-empty tuple, so drizzle's text enums (the locale columns) can take it as is. */
export const LANGUAGES = /* @__PURE__ */ LANGUAGE_LIST.map((l) => l.code) as readonly Language[] as readonly [Language, ...Language[]];
export const DEFAULT_LANGUAGE: Language = 'en';

const BY_CODE = /* @__PURE__ */ new Map<string, LanguageInfo>(LANGUAGE_LIST.map((l) => [l.code, l]));

export const isLanguage = (v: unknown): v is Language => typeof v === 'string' && BY_CODE.has(v);

/** The list's entry for a language (the default language's for anything else). */
export const languageInfo = (lng: string): LanguageInfo => BY_CODE.get(lng) ?? BY_CODE.get(DEFAULT_LANGUAGE)!;

export const LANGUAGE_NAMES = /* @__PURE__ */ Object.fromEntries(LANGUAGE_LIST.map((l) => [l.code, l.name])) as Record<Language, string>;

/** The locale Intl formats with for a language. */
export const intlLocale = (lng: string): string => languageInfo(lng).intl;

/** Where the device keeps its choice: localStorage and the cookie of the same name (STORAGE_KEYS.appLang). */
export const LANGUAGE_STORAGE_KEY = 'appLang';

/** One year: the device's choice outlives any session. */
const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;

/** The appLang cookie as the dashboard, the storefront island and POST /_sf/lang all write it. */
export const languageCookie = (lng: Language): string =>
  `${LANGUAGE_STORAGE_KEY}=${lng}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;

/** The language an appLang cookie in a Cookie header (or document.cookie) names, when it is one of ours. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === LANGUAGE_STORAGE_KEY) {
      const value = v.join('=');
      return isLanguage(value) ? value : undefined;
    }
  }
  return undefined;
}
