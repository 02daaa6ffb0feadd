// The words of the sign-in page in each language: the 'account' and 'shell' catalogues of packages/i18n (the same
// keys the dashboard uses), and the shared 'common' one, whose messages the island translates rules and API codes with.
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, languageFromCookie, type Language } from '@app/contracts';
import { DEFAULT_ERRORS, ERROR_TEXT } from '@app/contracts/errors';
import { VALIDATION_TEXT } from '@app/contracts/messages';
import { fill } from '@app/html';
import { account, common, shell } from '@app/i18n/server';

type Tree = { [key: string]: string | Tree };

/** English messages are the contracts' own tables (packages/i18n messages.ts does the same for the dashboard). */
const EN_MESSAGES = { validation: VALIDATION_TEXT, errors: ERROR_TEXT, defaults: DEFAULT_ERRORS } as unknown as Tree;
const MESSAGE_GROUPS = Object.keys(EN_MESSAGES);

type Catalogues = { account: Tree; shell: Tree; common: Tree };
/** Every language of the list (@app/i18n/server maps each namespace by language): no import per language here. */
const CATALOGUES = Object.fromEntries(
  LANGUAGES.map((lng): [Language, Catalogues] => [
    lng,
    {
      account: account[lng] as Tree,
      shell: shell[lng] as Tree,
      common: lng === DEFAULT_LANGUAGE ? { ...(common[lng] as Tree), ...EN_MESSAGES } : (common[lng] as Tree),
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

/** What the island translates in the browser: the messages and the account keys it shows after the first paint. */
export function islandCatalogue(lng: Language): { account: Tree; common: Tree } {
  const [en, own] = [CATALOGUES.en, CATALOGUES[lng]];
  const pick = (ns: 'account' | 'common', k: string) => merged(en[ns][k] as Tree, own[ns][k] as Tree | undefined);
  return {
    account: { login: pick('account', 'login'), otp: pick('account', 'otp') },
    common: Object.fromEntries(MESSAGE_GROUPS.map((k) => [k, pick('common', k)])),
  };
}
