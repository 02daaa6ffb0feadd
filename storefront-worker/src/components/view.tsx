// What every component of a store page reads: the store, the language, money formatting and the store's links.
import type { Language } from '@app/contracts/constants';
import type { Website } from '@app/contracts';
import { createContext, useContext } from 'react';
import type { T } from '../lib/i18n';
import type { Links } from '../routing';
import type { LanguageChoice } from '../routes/language-choices';

export interface View {
  site: Website;
  lang: Language;
  t: T;
  money: (n: number) => string;
  links: Links;
  /**
   * The merchant dashboard, only on a preview of the draft (the merchant's view): the "is missing" hints link there.
   * Shoppers never get a hint: what is empty is left out of their page (DESIGN §8).
   */
  dashboardUrl?: string;
  /** The request path, where the language switch returns to. */
  path: string;
  year: number;
  /** The language switch's entries: where each language leads from this page. */
  languages: LanguageChoice[];
  /** Set on a preview of the draft: where the preview bar's "Exit preview" leads. */
  exitPreviewUrl?: string;
  /** On a preview: whether the draft differs from what shoppers see (the preview bar says which). */
  previewHasChanges?: boolean;
}

const ViewContext = createContext<View | null>(null);
export const ViewProvider = ViewContext.Provider;

export function useView(): View {
  const v = useContext(ViewContext);
  if (!v) throw new Error('useView outside a store page');
  return v;
}

/** Slugs of the store's published pages (the public read holds only those): where relative nav links may lead. */
export const publishedSlugs = (site: Website): ReadonlySet<string> => new Set(site.pages.map((p) => p.slug.toLowerCase()));
