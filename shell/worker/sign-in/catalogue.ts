// The words of the sign-in page in each language: the 'account' and 'shell' catalogues of packages/i18n (the same
// keys the dashboard uses), and the shared 'messages' catalogue the island translates rules and API codes with.
import { DEFAULT_LANGUAGE, isLanguage, languageFromCookie, type Language } from '@app/contracts';
import { DEFAULT_ERRORS, ERROR_TEXT } from '@app/contracts/errors';
import { VALIDATION_TEXT } from '@app/contracts/messages';
import amAccount from '@app/i18n/locales/am/account.json';
import amCommon from '@app/i18n/locales/am/common.json';
import amMessages from '@app/i18n/locales/am/messages.json';
import amShell from '@app/i18n/locales/am/shell.json';
import enAccount from '@app/i18n/locales/en/account.json';
import enCommon from '@app/i18n/locales/en/common.json';
import enShell from '@app/i18n/locales/en/shell.json';
import esAccount from '@app/i18n/locales/es/account.json';
import esCommon from '@app/i18n/locales/es/common.json';
import esMessages from '@app/i18n/locales/es/messages.json';
import esShell from '@app/i18n/locales/es/shell.json';

type Tree = { [key: string]: string | Tree };

/** English messages are the contracts' own tables (packages/i18n messages.ts does the same for the dashboard). */
const EN_MESSAGES = { validation: VALIDATION_TEXT, errors: ERROR_TEXT, defaults: DEFAULT_ERRORS } as unknown as Tree;

const CATALOGUES: Record<Language, { account: Tree; shell: Tree; common: Tree; messages: Tree }> = {
  en: { account: enAccount, shell: enShell, common: enCommon as Tree, messages: EN_MESSAGES },
  es: { account: esAccount, shell: esShell, common: esCommon as Tree, messages: esMessages as Tree },
  am: { account: amAccount, shell: amShell, common: amCommon as Tree, messages: amMessages as Tree },
};

/** The language of the page: ?lang= (the page's own picker), else the appLang cookie the dashboard writes. */
export function pageLanguage(url: URL, cookieHeader: string | null): Language {
  const asked = url.searchParams.get('lang');
  if (isLanguage(asked)) return asked;
  return languageFromCookie(cookieHeader) ?? DEFAULT_LANGUAGE;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** `{{name}}` placeholders, as i18next writes them in the catalogues. */
export const interpolate = (text: string, params: Record<string, string | number> = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** t('account:login.title'), t('shell:public.home'): the language's text, else English's, else the key. */
export function translator(lng: Language): Translate {
  return (key, params) => {
    const [ns, path] = key.split(':') as [keyof (typeof CATALOGUES)['en'], string];
    const text = lookup(CATALOGUES[lng][ns], path) ?? lookup(CATALOGUES.en[ns], path) ?? key;
    return interpolate(text, params);
  };
}

/** `over` on top of `base`: a key the language lacks keeps its English text. */
function merged(base: Tree, over: Tree | undefined): Tree {
  const out: Tree = { ...base };
  for (const [k, v] of Object.entries(over ?? {}))
    out[k] = typeof v === 'object' && typeof base[k] === 'object' ? merged(base[k] as Tree, v) : v;
  return out;
}

/** What the island translates in the browser: its messages and the account keys it shows after the first paint. */
export function islandCatalogue(lng: Language): { account: Tree; messages: Tree } {
  const [en, own] = [CATALOGUES.en, CATALOGUES[lng]];
  const pick = (k: string) => merged(en.account[k] as Tree, own.account[k] as Tree | undefined);
  return { account: { login: pick('login'), otp: pick('otp') }, messages: merged(en.messages, own.messages) };
}
