// What the page (page.ts) hands the island in <script id="si-data">: the language, where to go once signed in, and
// the catalogues to translate with; plus t() and say(), the island's i18next-free translation.
import { DEFAULT_LANGUAGE } from '@app/contracts/languages';
import type { RuleMessage, Shown } from '@app/contracts/messages';
import { fill } from '@app/html';

type Tree = { [key: string]: string | Tree };
interface PageData {
  lang: string;
  next: string;
  text: { account: Tree; common: Tree };
}

let data: PageData | null = null;
export function pageData(): PageData {
  data ??= JSON.parse(document.getElementById('si-data')?.textContent ?? '{}') as PageData;
  return data;
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** 'login.sendCode' (account) or 'common:validation.required'; the key itself when the catalogue lacks it. */
export function t(key: string, params?: Record<string, unknown>): string {
  const [ns, path] = key.includes(':') ? (key.split(':') as [string, string]) : ['account', key];
  const text = lookup(pageData().text[ns as 'account' | 'common'], path);
  return text === undefined ? key : fill(text, params);
}

const has = (key: string) => t(key) !== key;

/**
 * A message in the page's language, by the rules of @app/i18n messageText: a failed rule by its text, a key the
 * client chose by that key, an API answer by its code except in English (the server's own words), else its text.
 */
export function say(m: Shown | RuleMessage | string): string {
  if (typeof m === 'string') return m;
  if ('rule' in m && m.rule) return t(`common:validation.${m.rule}`, { ...m.params });
  const shown = m as Shown;
  if (shown.key) return t(shown.key, { ...shown.params });
  const codeKey = `common:errors.${shown.code}`;
  if (shown.code && pageData().lang !== DEFAULT_LANGUAGE && has(codeKey)) return t(codeKey);
  return shown.text;
}
