// The caller's website: every owner query is scoped by this id in SQL.
import { eq } from 'drizzle-orm';
import { websites } from '@app/db';
import { websiteNotFound } from '../errors';
import type { Ctx } from '../env';
import { getDb, type Db } from './db';

export async function findOwnWebsiteId(db: Db, userId: number): Promise<number | null> {
  const row = await db.select({ id: websites.id }).from(websites).where(eq(websites.ownerId, userId)).get();
  return row?.id ?? null;
}

/** The signed-in merchant's website id, or 404 website_not_found. */
export async function requireWebsiteId(c: Ctx): Promise<number> {
  const id = await findOwnWebsiteId(getDb(c.env), c.get('user').id);
  if (id == null) throw websiteNotFound();
  return id;
}
