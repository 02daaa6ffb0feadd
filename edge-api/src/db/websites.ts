// Website writes. A new store first gets its row in the store directory (CONTROL, packages/db directory.ts: its id and
// shard), then one atomic D1 batch in its shard: the site, its header and footer with the standard navs, the three
// standard pages (DESIGN.md §5: the server does what SPEC §4 had the client do) and the starter content that makes a
// new store presentable to shoppers (services/starter-content.ts).
import { DEFAULT_META_DESCRIPTION, DEFAULT_META_TITLE, DOMAIN_REDIRECT_DAYS, type Language } from '@app/contracts';
import {
  domainRedirects,
  dropStore,
  headerFooters,
  heroes,
  navItems,
  pages,
  placeStore,
  sections,
  storeDb,
  storeIdByDomain,
  storeIdByOwner,
  stores,
  websites,
  type DataEnv,
} from '@app/db';
import { eq, sql } from 'drizzle-orm';
import { conflict } from '../errors';
import { getDb } from '../lib/db';
import { nowIso } from '../lib/time';
import { starterPages } from '../services/starter-content';
import { isUniqueViolation } from './d1-errors';

export interface WebsiteInput {
  domain: string;
  title: string;
  description: string;
}

const domainTaken = () => conflict('This domain is already taken', 'domain_taken');
const websiteExists = () => conflict('You already have a website', 'website_exists');

/** Two merchants racing for one domain both pass the pre-check; the unique index decides, mapped to 409. */
function mapUniqueErrors(err: unknown): never {
  if (isUniqueViolation(err, 'stores.domain') || isUniqueViolation(err, 'websites.domain')) throw domainTaken();
  if (isUniqueViolation(err, 'stores.owner_id') || isUniqueViolation(err, 'websites.owner_id')) throw websiteExists();
  throw err;
}

/** The id of the website this user owns, or null: the store directory answers (CONTROL), no shard is read. */
export async function findOwnWebsiteId(env: DataEnv, userId: number): Promise<number | null> {
  return storeIdByOwner(env, userId);
}

/** The id and domain of a website as its shard holds it, or null. */
export async function findWebsite(d1: D1Database, websiteId: number): Promise<{ id: number; domain: string } | null> {
  const row = await getDb(d1).select({ id: websites.id, domain: websites.domain }).from(websites).where(eq(websites.id, websiteId)).get();
  return row ?? null;
}

/** Whether another store has the name: the directory's domains span every shard. */
async function isDomainUsed(env: DataEnv, domain: string, exceptId?: number): Promise<boolean> {
  const id = await storeIdByDomain(env, domain);
  return id != null && id !== exceptId;
}

/** `lang`: the merchant's language, the store's default language and its starter content's. */
export async function createWebsite(env: DataEnv, ownerId: number, input: WebsiteInput, lang: Language = 'en'): Promise<void> {
  if ((await findOwnWebsiteId(env, ownerId)) != null) throw websiteExists();
  if (await isDomainUsed(env, input.domain)) throw domainTaken();
  // The directory row first: its unique indexes decide two requests racing for one owner's store or for one name.
  const store = await placeStore(env, ownerId, input.domain).catch(mapUniqueErrors);
  const siteId = store.id;
  const db = getDb(store.db);
  const pageId = (slug: string) =>
    sql<number>`(SELECT ${pages.id} FROM ${pages} WHERE ${pages.websiteId} = ${siteId} AND ${pages.slug} = ${slug})`;
  const places = ['header', 'footer'] as const;
  const starter = starterPages(lang, input.title);
  try {
    // A name another store left behind is this store's now: its redirect ends.
    await getDb(env.CONTROL).delete(domainRedirects).where(eq(domainRedirects.domain, input.domain));
    await db.batch([
      db
        .insert(websites)
        .values({ id: siteId, ownerId, domain: input.domain, title: input.title, description: input.description, defaultLocale: lang }),
      db.insert(headerFooters).values(places.map((place) => ({ websiteId: siteId, place, htmlContent: '' }))),
      db
        .insert(navItems)
        .values(
          places.flatMap((place) => starter.map((p, position) => ({ websiteId: siteId, place, position, title: p.nav, link: p.slug }))),
        ),
      db.insert(pages).values(
        starter.map((p) => ({
          websiteId: siteId,
          title: p.title,
          slug: p.slug,
          metaTitle: DEFAULT_META_TITLE,
          metaDescription: DEFAULT_META_DESCRIPTION,
          isPublished: true,
        })),
      ),
      db.insert(sections).values(
        starter.flatMap((p) =>
          p.sections.map((x, order) => ({
            websiteId: siteId,
            pageId: pageId(p.slug),
            title: x.title,
            type: x.type,
            content: JSON.stringify(x.content),
            order,
          })),
        ),
      ),
      // No image: the storefront shows a plain banner until the merchant uploads one.
      db.insert(heroes).values({ websiteId: siteId, title: input.title, subtitle: input.description, imageKey: '', callToAction: '' }),
    ]);
  } catch (err) {
    // The batch is atomic: nothing of the store is in its shard, so its directory row goes too.
    await dropStore(env, siteId);
    mapUniqueErrors(err);
  }
}

/**
 * Updates the merchant's website (a trigger bumps its content_version, migration 0004). A new domain keeps the old one
 * redirecting to the store for DOMAIN_REDIRECT_DAYS (domain_redirects); taking a name ends any redirect from it (the
 * store's own former name, or another store's: the name is this store's now).
 */
export async function updateWebsite(env: DataEnv, websiteId: number, input: WebsiteInput, now = new Date()): Promise<void> {
  if (await isDomainUsed(env, input.domain, websiteId)) throw domainTaken();
  const control = getDb(env.CONTROL);
  const db = getDb((await storeDb(env, websiteId))!);
  const old = await control.select({ domain: stores.domain }).from(stores).where(eq(stores.id, websiteId)).get();
  const moved = old != null && old.domain !== input.domain;
  const expiresAt = new Date(now.getTime() + DOMAIN_REDIRECT_DAYS * 86_400_000).toISOString();
  try {
    // The directory first (CONTROL: its unique index decides a race for the name, and it is what finds the store by
    // name), with the redirects; then the store's own row in its shard.
    await control.batch([
      control.delete(domainRedirects).where(eq(domainRedirects.domain, input.domain)),
      control.update(stores).set({ domain: input.domain }).where(eq(stores.id, websiteId)),
      ...(moved
        ? [
            control
              .insert(domainRedirects)
              .values({ domain: old.domain, websiteId, expiresAt })
              .onConflictDoUpdate({ target: domainRedirects.domain, set: { websiteId, expiresAt } }),
          ]
        : []),
    ]);
    await db.batch([
      db
        .update(websites)
        .set({
          domain: input.domain,
          title: input.title,
          description: input.description,
          updatedAt: nowIso(),
        })
        .where(eq(websites.id, websiteId)),
    ]);
  } catch (err) {
    mapUniqueErrors(err);
  }
}
