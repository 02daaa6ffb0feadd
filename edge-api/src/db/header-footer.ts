// Header and footer writes: the row (table `chrome`) and its nav items are replaced together in one batch.
import type { HeaderFooter } from '@app/contracts';
import { headerFooters, navItems, type HeaderFooterPlace } from '@app/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '../lib/db';

/**
 * Create-or-replace: POST on an existing header updates it and PUT on a missing one creates it, so the client's
 * create-after-website calls (SPEC §4) stay valid and repeatable. Nav positions follow the array order.
 * The item at each position keeps its row (and id): its translations (DESIGN §16) name that id, so saving the header
 * must not wipe them; an edited title makes them outdated instead. Rows past the new length are deleted.
 */
export async function saveHeaderFooter(d1: D1Database, websiteId: number, place: HeaderFooterPlace, input: HeaderFooter): Promise<void> {
  const db = getDb(d1);
  const mine = and(eq(navItems.websiteId, websiteId), eq(navItems.place, place));
  const existing = await db.select({ id: navItems.id }).from(navItems).where(mine).orderBy(asc(navItems.position), asc(navItems.id));
  const upsert = db
    .insert(headerFooters)
    .values({ websiteId, place, htmlContent: input.html_content })
    .onConflictDoUpdate({ target: [headerFooters.websiteId, headerFooters.place], set: { htmlContent: input.html_content } });
  const writes = input.navs.map((n, position) => {
    const row = existing[position];
    const values = { title: n.title, link: n.link, position };
    return row
      ? db
          .update(navItems)
          .set(values)
          .where(and(mine, eq(navItems.id, row.id)))
      : db.insert(navItems).values({ websiteId, place, ...values });
  });
  const surplus = existing.slice(input.navs.length).map((r) => r.id);
  const clear = db.delete(navItems).where(and(mine, inArray(navItems.id, surplus.length ? surplus : [-1])));
  await db.batch([upsert, clear, ...writes]);
}
