// Shared page/section reads (edge-api and storefront-worker). They return the DTOs of @app/contracts.
import type { Page, PageWithSections, Section, SectionType } from '@app/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';
import * as schema from '../schema';
import { pages, sections } from '../schema';

/** Either Worker may hold a raw D1 binding or a drizzle instance; both are accepted. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Queryable = D1Database | DrizzleD1Database<any>;
// One drizzle instance per D1 binding: building one walks the whole schema, which every storefront request would
// otherwise pay for again on each read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const instances = new WeakMap<D1Database, DrizzleD1Database<any>>();
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function asDrizzle(db: Queryable): DrizzleD1Database<any> {
  if (typeof (db as { select?: unknown }).select === 'function') return db as DrizzleD1Database<typeof schema>;
  const binding = db as D1Database;
  let d = instances.get(binding);
  if (!d) {
    d = drizzle(binding, { schema });
    instances.set(binding, d);
  }
  return d;
}

export type PageRow = typeof pages.$inferSelect;
export type SectionRow = typeof sections.$inferSelect;

export const toPageDto = (p: PageRow): Page => ({
  id: p.id,
  title: p.title,
  slug: p.slug,
  meta_title: p.metaTitle,
  meta_description: p.metaDescription,
  is_published: Boolean(p.isPublished),
});

/** Content is a JSON text column; a damaged value must not break a storefront, so it reads as {}. */
export function parseContent(raw: string): Record<string, string> {
  try {
    const v: unknown = JSON.parse(raw);
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
    return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, x == null ? '' : String(x)]));
  } catch {
    return {};
  }
}

export const toSectionDto = (s: SectionRow): Section => ({
  id: s.id,
  page_id: s.pageId,
  title: s.title,
  type: s.type as SectionType,
  content: parseContent(s.content),
  order: s.order,
});

/** A page of the draft with its sections in display order (order, then id), or null: the owner's view (public reads
 * answer from the live publication, live-website.ts). */
export async function getPageWithSections(
  db: Queryable,
  websiteId: number,
  by: { id: number } | { slug: string },
): Promise<PageWithSections | null> {
  const d = asDrizzle(db);
  const conds = [eq(pages.websiteId, websiteId), 'id' in by ? eq(pages.id, by.id) : eq(pages.slug, by.slug)];
  // One round trip: the page and its sections in a left join (a page without sections gives one row).
  const rows = await d
    .select({ page: pages, section: sections })
    .from(pages)
    .leftJoin(sections, and(eq(sections.pageId, pages.id), eq(sections.websiteId, pages.websiteId)))
    .where(and(...conds))
    .orderBy(asc(sections.order), asc(sections.id))
    .all();
  if (!rows.length) return null;
  const list = rows.flatMap((r) => (r.section ? [toSectionDto(r.section)] : []));
  return { ...toPageDto(rows[0].page), sections: list };
}
