// Header and footer links that point at one of the store's own pages (issue #11 item 19): once that page is
// unpublished, shoppers following the link find nothing, so the builder says so where the merchant edits either.
import type { NavItem, Page } from '@app/contracts';

/** The page slug a nav link opens on the store ("about-us", "/about-us/"), or null for any other link. */
export function linkedSlug(link: string): string | null {
  const l = link.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(l) || l.startsWith('//')) return null;
  const path = l.split(/[?#]/)[0].replace(/^\/+|\/+$/g, '');
  return path && !path.includes('/') ? path.toLowerCase() : null;
}

/** The unpublished page a link opens, if any. */
export function unpublishedTarget(link: string, pages: readonly Page[]): Page | null {
  const slug = linkedSlug(link);
  return (slug && pages.find((p) => p.slug === slug && !p.is_published)) || null;
}

export interface PageLink {
  where: 'header' | 'footer';
  title: string;
}

/** The header and footer items that link to `slug`. */
type Navs = { readonly navs?: readonly NavItem[] } | null | undefined;
export function linksTo(slug: string, website: { readonly header?: Navs; readonly footer?: Navs } | null): PageLink[] {
  const from = (where: PageLink['where'], navs: readonly NavItem[] = []) =>
    navs.filter((n) => linkedSlug(n.link) === slug).map((n) => ({ where, title: n.title }));
  return [...from('header', website?.header?.navs), ...from('footer', website?.footer?.navs)];
}
