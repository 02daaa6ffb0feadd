// The language switch's targets (DESIGN §16): a language the store shows leads to the same page in it (its default to
// the unprefixed URL); any other language changes only the UI strings, on the page's unprefixed URL (under a prefix
// the prefix would win over the shopper's choice).
import { LANGUAGE_LIST, type Language } from '@app/contracts/constants';
import { localeUrl } from '../lib/locale-urls';
import type { StoreContext } from './context';

export interface LanguageChoice {
  code: Language;
  name: string;
  /** Where choosing it leads (a path of this store). */
  href: string;
}

/** The page relative to its base ('' for the home page, '?page=2', '/cart'), from the path the cache key holds. */
export const relativePath = (ctx: StoreContext) => {
  const rel = ctx.path.slice(ctx.base.length);
  // A 404 for a language the store does not show has the store root as its base: the prefix is still in the path.
  const page = ctx.badLocale ? rel.replace(/^\/[^/?]+/, '') : rel;
  return page === '/' ? '' : page;
};

export function languageChoices(ctx: StoreContext): LanguageChoice[] {
  const rel = relativePath(ctx);
  const { locales } = ctx;
  return LANGUAGE_LIST.map((l) => ({
    code: l.code,
    name: l.name,
    href: localeUrl(ctx.root, locales, locales.enabled.includes(l.code) ? l.code : locales.default, rel),
  }));
}
