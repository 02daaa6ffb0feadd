// The words of the sign-in page in each language: the 'account' and 'shell' catalogues of packages/i18n (the same
// keys the dashboard uses), and the shared 'messages' catalogue the island translates rules and API codes with.
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, languageFromCookie, type Language } from '@app/contracts';
import { DEFAULT_ERRORS, ERROR_TEXT } from '@app/contracts/errors';
import { VALIDATION_TEXT } from '@app/contracts/messages';
import { fill } from '@app/html';
import { account, common, messages, shell } from '@app/i18n/server';

type Tree = { [key: string]: string | Tree };

/** English messages are the contracts' own tables (packages/i18n messages.ts does the same for the dashboard). */
const EN_MESSAGES = { validation: VALIDATION_TEXT, errors: ERROR_TEXT, defaults: DEFAULT_ERRORS } as unknown as Tree;

type Catalogues = { account: Tree; shell: Tree; common: Tree; messages: Tree };
/** Every language of the list (@app/i18n/server maps each namespace by language): no import per language here. */
const CATALOGUES = Object.fromEntries(
  LANGUAGES.map((lng): [Language, Catalogues] => [
    lng,
    {
      account: account[lng] as Tree,
      shell: shell[lng] as Tree,
      common: common[lng] as Tree,
      messages: lng === DEFAULT_LANGUAGE ? EN_MESSAGES : ((messages[lng] ?? {}) as Tree),
    },
  ]),
) as Record<Language, Catalogues>;

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

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** t('account:login.title'), t('shell:public.home'): the language's text, else English's, else the key. */
export function translator(lng: Language): Translate {
  return (key, params) => {
    const [ns, path] = key.split(':') as [keyof (typeof CATALOGUES)['en'], string];
    const text = lookup(CATALOGUES[lng][ns], path) ?? lookup(CATALOGUES.en[ns], path) ?? key;
    return fill(text, params);
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
