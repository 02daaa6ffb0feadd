// Page writes and owner reads. Every query carries the caller's website id in SQL, so another merchant's
// page id simply finds nothing (404), and nothing of theirs can change.
import type { Page } from '@app/contracts';
import { pages, toPageDto } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { conflict } from '../errors';
import { getDb } from '../lib/db';
import { isUniqueViolation } from './d1-errors';

export interface PageInput {
  title: string;
  slug: string;
  meta_title: string;
  meta_description: string;
  is_published: boolean;
}

const columns = (input: PageInput) => ({
  title: input.title,
  slug: input.slug,
  metaTitle: input.meta_title,
  metaDescription: input.meta_description,
  isPublished: input.is_published,
});

export async function ownPageExists(d1: D1Database, websiteId: number, pageId: number): Promise<boolean> {
  const db = getDb(d1);
  const row = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.websiteId, websiteId)))
    .get();
  return row != null;
}

/**
 * Creating a slug the site already has updates that page instead (the builder's page form switches to update
 * mode by slug, and the three standard pages already exist server-side), so the call is idempotent.
 */
export async function upsertPageBySlug(d1: D1Database, websiteId: number, input: PageInput): Promise<Page> {
  const db = getDb(d1);
  const { slug: _slug, ...rest } = columns(input);
  const [rows] = await db.batch([
    db
      .insert(pages)
      .values({ websiteId, ...columns(input) })
      .onConflictDoUpdate({ target: [pages.websiteId, pages.slug], set: rest })
      .returning(),
  ]);
  return toPageDto(rows[0]);
}

/** Null when the page is not the caller's; 409 when the new slug belongs to another page of the site. */
export async function updatePage(d1: D1Database, websiteId: number, pageId: number, input: PageInput): Promise<Page | null> {
  const db = getDb(d1);
  if (!(await ownPageExists(d1, websiteId, pageId))) return null;
  try {
    const [rows] = await db.batch([
      db
        .update(pages)
        .set(columns(input))
        .where(and(eq(pages.id, pageId), eq(pages.websiteId, websiteId)))
        .returning(),
    ]);
    return rows[0] ? toPageDto(rows[0]) : null;
  } catch (err) {
    if (isUniqueViolation(err, 'pages.')) throw conflict('Another page already uses this slug');
    throw err;
  }
}
