// Shopper strings (namespace 'storefront' of packages/i18n) in en, es, am. The language comes from the appLang cookie
// (the device's choice, mirrored by the dashboard and by our language switch), else Accept-Language, else English.
// Which languages exist, their names and Intl locales: the one list in @app/contracts (languages.ts).
import { DEFAULT_LANGUAGE, intlLocale, isLanguage, languageFromCookie, type Language } from '@app/contracts/constants';
import { fill } from '@app/html';
import en from '@app/i18n/locales/en/storefront.json';
import { CATALOGUES as BUNDLED } from '../generated/catalogues';
import type { Strings } from '../shared/island';

export type Catalogue = typeof en;
/** Every language of the list, from packages/i18n/locales/<code>/storefront.json (bundled by scripts/build-assets.mjs). */
const CATALOGUES: Record<Language, Catalogue> = BUNDLED;

/** Dotted paths of the English catalogue: a typo in a key is a type error. */
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];
export type Key = Paths<Catalogue>;
export type Vars = Record<string, string | number>;
export type T = (key: Key, vars?: Vars) => string;

/** Accept-Language by quality, the first supported primary tag (es-MX counts as es). */
export function fromAcceptLanguage(header: string | null): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q[1]) : 1, i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked.map((x) => x.tag).find(isLanguage);
}

export function pickLanguage(req: Request): Language {
  return languageFromCookie(req.headers.get('Cookie')) ?? fromAcceptLanguage(req.headers.get('Accept-Language')) ?? DEFAULT_LANGUAGE;
}

function lookup(cat: unknown, key: string): string | undefined {
  let node: unknown = cat;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const interpolate = (s: string, vars?: Vars) => (vars ? fill(s, vars) : s);

// One translator per language for the isolate's life, each remembering the strings it has looked up: a page of 48
// cards asks for the same few keys hundreds of times.
const translators = new Map<Language, T>();

export function translator(lng: Language): T {
  let t = translators.get(lng);
  if (!t) {
    const cat = CATALOGUES[lng];
    const found = new Map<string, string>();
    t = (key, vars) => {
      let s = found.get(key);
      if (s === undefined) {
        s = lookup(cat, key) ?? lookup(en, key) ?? key;
        found.set(key, s);
      }
      return interpolate(s, vars);
    };
    translators.set(lng, t);
  }
  return t;
}

/** The sections of the catalogue an island needs, in the page's language. */
export function stringsFor(lng: Language, sections: (keyof Catalogue)[]): Strings {
  const cat = CATALOGUES[lng] as unknown as Strings;
  return Object.fromEntries(sections.map((s) => [s, cat[s]]));
}

const MAX_FORMATTERS = 200;
const formatters = new Map<string, (n: number) => string>();

/** Money in the store currency, written the shopper's way. A bad currency code falls back to a plain number. */
export function moneyFormatter(lng: Language, currency: string): (n: number) => string {
  // Building an Intl.NumberFormat loads locale data: once per language and currency, not once per request.
  const id = `${lng} ${currency}`;
  let format = formatters.get(id);
  if (!format) {
    try {
      const f = new Intl.NumberFormat(intlLocale(lng), { style: 'currency', currency });
      format = (n) => f.format(n);
    } catch {
      format = (n) => `${n.toFixed(2)} ${currency}`;
    }
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(id, format);
  }
  return format;
}
