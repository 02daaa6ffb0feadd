// Stores written straight into D1 as edge-api would write them (the storefront only reads): the owner in CONTROL, the
// store's directory row in CONTROL, its own rows in its shard (createStore's `db`, shardOf for a store's id), and
// helpers to call the Worker through its own fetch.
import { SELF, env } from 'cloudflare:test';
import { contentHash, sha256Hex } from '@app/contracts';
import { placeStore, readStoreContent, signPreviewToken, snapshotKey, storeDb } from '@app/db';

let seq = 0;
/** Unique per call: D1 is not reset between the tests of one file. */
export const unique = (prefix = 's') => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}${Math.floor(Math.random() * 1e4)}`;

export const ORIGIN = 'https://app.test';

export interface StoreOptions {
  domain?: string;
  /** A verified custom hostname (#35 item 7): the store is served on this Host (an active custom_hostnames row). */
  customHost?: string;
  title?: string;
  description?: string;
  header?: { title: string; link: string }[] | null;
  footer?: { title: string; link: string }[] | null;
  hero?: { title: string; subtitle: string; imageKey: string; cta?: string } | null;
  pages?: {
    title: string;
    slug: string;
    published: boolean;
    metaTitle?: string;
    metaDescription?: string;
    sections?: { title: string; type: string; content: Record<string, string>; order?: number }[];
  }[];
  products?: ProductOptions[];
}
export interface ProductOptions {
  name?: string;
  description?: string;
  priceCents?: number;
  stock?: number;
  category?: string;
  rating?: number;
  images?: { key: string; width?: number; height?: number }[];
}
export interface Store {
  id: number;
  domain: string;
  productIds: number[];
  /** The store's shard: its rows are read and written there. */
  db: D1Database;
}

/** The shard holding a store (the directory's answer), for tests that write its rows. */
export async function shardOf(websiteId: number): Promise<D1Database> {
  const db = await storeDb(env, websiteId);
  if (!db) throw new Error(`store ${websiteId} is not in the directory`);
  return db;
}

export async function createStore(o: StoreOptions = {}): Promise<Store> {
  const username = unique('u');
  const user = await env.CONTROL.prepare(`INSERT INTO users (username, role_name, status) VALUES (?, 'user', 'active') RETURNING id`)
    .bind(username)
    .first<{ id: number }>();
  const domain = o.domain ?? unique('shop');
  // As the API creates one: its directory row in CONTROL first (id and shard), then its rows in that shard.
  const store = await placeStore(env, user!.id, domain);
  const { id, db } = store;
  await db
    .prepare('INSERT INTO websites (id, owner_id, domain, title, description) VALUES (?, ?, ?, ?, ?)')
    .bind(id, user!.id, domain, o.title ?? 'Fixture Shop', o.description ?? 'Things for testing.')
    .run();
  const stmts: D1PreparedStatement[] = [];
  const chrome = (place: string, navs: { title: string; link: string }[] | null | undefined) => {
    if (navs === null) return;
    stmts.push(
      db.prepare(`INSERT INTO chrome (website_id, place, html_content) VALUES (?, ?, ?)`).bind(id, place, '<b>never rendered</b>'),
    );
    (navs ?? [{ title: 'About', link: 'about-us' }]).forEach((n, i) =>
      stmts.push(
        db
          .prepare('INSERT INTO nav_items (website_id, place, position, title, link) VALUES (?, ?, ?, ?, ?)')
          .bind(id, place, i, n.title, n.link),
      ),
    );
  };
  chrome('header', o.header);
  chrome('footer', o.footer);
  if (o.hero) {
    stmts.push(
      db
        .prepare('INSERT INTO heroes (website_id, title, subtitle, image_key, call_to_action) VALUES (?, ?, ?, ?, ?)')
        .bind(id, o.hero.title, o.hero.subtitle, o.hero.imageKey, o.hero.cta ?? ''),
    );
  }
  if (stmts.length) await db.batch(stmts);
  for (const p of o.pages ?? []) {
    const page = await db
      .prepare(
        'INSERT INTO pages (website_id, title, slug, meta_title, meta_description, is_published) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
      )
      .bind(id, p.title, p.slug, p.metaTitle ?? 'Meta title', p.metaDescription ?? 'Meta description', p.published ? 1 : 0)
      .first<{ id: number }>();
    // A page shoppers see has something to show (an empty one is left out of the store): one text section unless told.
    for (const s of p.sections ?? [{ title: 'Hello', type: 'text', content: { text: 'Some words.' } }]) {
      await db
        .prepare('INSERT INTO sections (website_id, page_id, title, type, content, sort_order) VALUES (?, ?, ?, ?, ?, ?)')
        .bind(id, page!.id, s.title, s.type, JSON.stringify(s.content), s.order ?? 0)
        .run();
    }
  }
  const productIds: number[] = [];
  for (const p of o.products ?? []) productIds.push(await addProduct(id, p));
  if (o.customHost) await attachHost(id, o.customHost);
  return { id, domain, productIds, db };
}

export async function addProduct(websiteId: number, p: ProductOptions = {}): Promise<number> {
  const db = await shardOf(websiteId);
  const row = await db
    .prepare(
      'INSERT INTO products (website_id, name, description, price_cents, stock, category, rating) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
    )
    .bind(
      websiteId,
      p.name ?? unique('Product '),
      p.description ?? 'A fine product.',
      p.priceCents ?? 1250,
      p.stock ?? 5,
      p.category ?? 'General',
      p.rating ?? 4,
    )
    .first<{ id: number }>();
  for (const [i, img] of (p.images ?? []).entries()) {
    await db
      .prepare(
        'INSERT INTO product_images (product_id, website_id, key, content_type, width, height, position) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(row!.id, websiteId, img.key, 'image/jpeg', img.width ?? 640, img.height ?? 480, i)
      .run();
  }
  return row!.id;
}

/** What a merchant write does to the cache key (edge-api bumps it in the same batch as the write). */
/** The store's custom hostname as edge-api keeps it after Cloudflare's answers (`status` active: served). */
export async function attachHost(websiteId: number, hostname: string, status = 'active') {
  await env.CONTROL.prepare('INSERT INTO custom_hostnames (website_id, hostname, cf_id, status) VALUES (?, ?, ?, ?)')
    .bind(websiteId, hostname, crypto.randomUUID().replace(/-/g, ''), status)
    .run();
}

export async function edit(websiteId: number, sql: string, ...params: unknown[]) {
  const db = await shardOf(websiteId);
  await db.batch([
    db.prepare(sql).bind(...params),
    db.prepare('UPDATE websites SET content_version = content_version + 1 WHERE id = ?').bind(websiteId),
  ]);
}

export function get(path: string, init: RequestInit & { host?: string } = {}) {
  const url = init.host ? `https://${init.host}${path}` : `${ORIGIN}${path}`;
  return SELF.fetch(url, init);
}

export async function page(path: string, init: RequestInit & { host?: string } = {}) {
  const res = await get(path, init);
  return { res, html: await res.text() };
}

/** The preview secret the tests' Worker holds (vitest.config.ts). */
export const PREVIEW_SECRET = 'test-preview-secret';

/**
 * Publishes the store's draft as edge-api does (services/publishing.ts): the snapshot to R2 under its hash, then one
 * D1 batch inserting the publication and flipping the live pointer. Returns the publication's id and hash.
 */
export async function publish(websiteId: number): Promise<{ id: number; hash: string }> {
  const db = await shardOf(websiteId);
  const content = (await readStoreContent(db, websiteId))!;
  const hash = await contentHash(content);
  await env.MEDIA.put(snapshotKey(websiteId, hash), JSON.stringify(content));
  const [ins] = await db.batch([
    db.prepare(`INSERT INTO publications (website_id, hash, note) VALUES (?, ?, 'test')`).bind(websiteId, hash),
    db.prepare('UPDATE websites SET live_publication_id = last_insert_rowid() WHERE id = ?').bind(websiteId),
  ]);
  return { id: ins.meta.last_row_id, hash };
}

/** A rollback: makes an existing publication live again (edge-api db/publications.ts flipLive). */
export async function makeLive(websiteId: number, publicationId: number) {
  const db = await shardOf(websiteId);
  await db.prepare('UPDATE websites SET live_publication_id = ? WHERE id = ?').bind(publicationId, websiteId).run();
}

/** A preview link as edge-api hands it out (routes/preview-links.ts): the row with the token's hash, and the token. */
export async function previewToken(websiteId: number, opts: { ttlSeconds?: number; secret?: string } = {}) {
  const expires = Math.floor(Date.now() / 1000) + (opts.ttlSeconds ?? 3600);
  const db = await shardOf(websiteId);
  const link = await db
    .prepare(`INSERT INTO preview_links (website_id, token_hash, expires_at) VALUES (?, ?, ?) RETURNING id`)
    .bind(websiteId, unique('pending'), new Date(expires * 1000).toISOString())
    .first<{ id: number }>();
  const token = await signPreviewToken(opts.secret ?? PREVIEW_SECRET, { websiteId, linkId: link!.id, expires });
  await db
    .prepare('UPDATE preview_links SET token_hash = ? WHERE id = ?')
    .bind(await sha256Hex(token), link!.id)
    .run();
  return { token, linkId: link!.id, expires };
}
