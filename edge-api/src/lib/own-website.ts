// The caller's website: every owner query is scoped by this id in SQL. The store directory (CONTROL) answers.
import { findOwnWebsiteId } from '../db/websites';
import { websiteNotFound } from '../errors';
import type { Ctx } from '../env';

/** The signed-in merchant's website id, or 404 website_not_found. */
export async function requireWebsiteId(c: Ctx): Promise<number> {
  const id = await findOwnWebsiteId(c.env, c.get('user').id);
  if (id == null) throw websiteNotFound();
  return id;
}
