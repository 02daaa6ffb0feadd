// The store content (contracts StoreContent) read from the draft tables: what a publication snapshots and what a
// preview renders, with the store's languages and content translations (DESIGN §16). One D1 batch, so a concurrent save never yields half of one state and half of another.
import { STORE_CONTENT_VERSION, type StoreContent, type StoreContentPage, type StoreHeaderFooter } from '@app/contracts';
import { asc, eq } from 'drizzle-orm';
import { headerFooters, heroes, navItems, pages, sections, websites } from '../schema';
import { asDrizzle, toPageDto, toSectionDto, type Queryable } from './sections';
import { toContentTranslation, toStoreLocales, translationReads } from './translations';

function contentReads(db: Queryable, websiteId: number) {
  const d = asDrizzle(db);
  return [
    d
      .select({ id: websites.id, title: websites.title, description: websites.description })
      .from(websites)
      .where(eq(websites.id, websiteId)),
    d.select().from(headerFooters).where(eq(headerFooters.websiteId, websiteId)),
    d.select().from(navItems).where(eq(navItems.websiteId, websiteId)).orderBy(asc(navItems.position), asc(navItems.id)),
    d.select().from(heroes).where(eq(heroes.websiteId, websiteId)),
    d.select().from(pages).where(eq(pages.websiteId, websiteId)).orderBy(asc(pages.id)),
    d.select().from(sections).where(eq(sections.websiteId, websiteId)).orderBy(asc(sections.order), asc(sections.id)),
    ...translationReads(d, websiteId),
  ] as const;
}

/** The draft content of the website, or null when there is no such website. */
export async function readStoreContent(db: Queryable, websiteId: number): Promise<StoreContent | null> {
  const d = asDrizzle(db);
  const [siteRows, hfRows, navRows, heroRows, pageRows, sectionRows, defRows, localeRows, translationRows] = await d.batch(
    contentReads(d, websiteId),
  );
  const site = siteRows[0];
  if (!site) return null;
  const place = (p: 'header' | 'footer'): StoreHeaderFooter | null => {
    const row = hfRows.find((r) => r.place === p);
    if (!row) return null;
    // Nav items keep their ids: their translations name them.
    const navs = navRows.filter((n) => n.place === p).map((n) => ({ id: n.id, title: n.title, link: n.link }));
    return { html_content: row.htmlContent, navs };
  };
  const h = heroRows[0];
  const contentPages: StoreContentPage[] = pageRows.map((p) => ({
    ...toPageDto(p),
    sections: sectionRows.filter((s) => s.pageId === p.id).map(toSectionDto),
  }));
  return {
    version: STORE_CONTENT_VERSION,
    website: { id: site.id, title: site.title, description: site.description },
    header: place('header'),
    footer: place('footer'),
    hero: h ? { title: h.title, subtitle: h.subtitle, call_to_action: h.callToAction, image_key: h.imageKey } : null,
    pages: contentPages,
    locales: toStoreLocales(defRows[0]?.locale, localeRows),
    translations: translationRows.map(toContentTranslation),
  };
}
