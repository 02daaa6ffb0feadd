// The caller's website: every owner query is scoped by this id in SQL.
import { eq, sql } from 'drizzle-orm';
import { websites } from '@app/db';
import { MESSAGES } from '@app/contracts';
import { ApiError } from '../errors';
import type { Ctx } from '../env';
import { getDb, type Db } from './db';
import { nowIso } from './time';

export async function findOwnWebsiteId(db: Db, userId: number): Promise<number | null> {
  const row = await db.select({ id: websites.id }).from(websites).where(eq(websites.ownerId, userId)).get();
  return row?.id ?? null;
}

/** The signed-in merchant's website id, or 404 website_not_found. */
export async function requireWebsiteId(c: Ctx): Promise<number> {
  const id = await findOwnWebsiteId(getDb(c.env), c.get('user').id);
  if (id == null) throw new ApiError(404, 'website_not_found', MESSAGES.websiteNotFound);
  return id;
}

/** Statement for a batch: every merchant write bumps content_version (the storefront cache key). */
export const bumpVersion = (db: Db, websiteId: number) =>
  db
    .update(websites)
    .set({ contentVersion: sql`${websites.contentVersion} + 1`, updatedAt: nowIso() })
    .where(eq(websites.id, websiteId));
