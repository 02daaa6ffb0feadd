// Header and footer writes: the row (table `chrome`) and its nav items are replaced together in one batch.
import type { HeaderFooter } from '@app/contracts';
import { headerFooters, navItems, type HeaderFooterPlace } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { getDb } from '../lib/db';

/**
 * Create-or-replace: POST on an existing header updates it and PUT on a missing one creates it, so the client's
 * create-after-website calls (SPEC §4) stay valid and repeatable. Nav positions follow the array order.
 */
export async function saveHeaderFooter(d1: D1Database, websiteId: number, place: HeaderFooterPlace, input: HeaderFooter): Promise<void> {
  const db = getDb(d1);
  const upsert = db
    .insert(headerFooters)
    .values({ websiteId, place, htmlContent: input.html_content })
    .onConflictDoUpdate({ target: [headerFooters.websiteId, headerFooters.place], set: { htmlContent: input.html_content } });
  const clear = db.delete(navItems).where(and(eq(navItems.websiteId, websiteId), eq(navItems.place, place)));
  const rows = input.navs.map((n, position) => ({ websiteId, place, position, title: n.title, link: n.link }));
  if (rows.length) await db.batch([upsert, clear, db.insert(navItems).values(rows)]);
  else await db.batch([upsert, clear]);
}
