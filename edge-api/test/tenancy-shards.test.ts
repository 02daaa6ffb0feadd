// A store's data is read and written only on its own shard (DESIGN §20, #35 "Tests and figures"): a decoy store with
// the SAME ids (website, pages, product) sits on another shard, and nothing the owner or a shopper gets through the
// API ever shows it, nor does any owner write touch it.
import type { Paged, Product, Website } from '@app/contracts';
import { everyShard } from '@app/db';
import { describe, expect, it } from 'vitest';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { api, env } from './helpers';
import { publish } from './publishing-helpers';

const DECOY = 'DECOY';

/** Copies the store's website, pages and products onto `db` with the same ids, every text replaced by DECOY. */
async function plantDecoy(db: D1Database, websiteId: number, productId: number, domain: string) {
  await db.batch([
    db
      .prepare(`INSERT INTO websites (id, owner_id, domain, title, description) VALUES (?, 0, ?, ?, ?)`)
      .bind(websiteId, domain, DECOY, DECOY),
    db
      .prepare(
        `INSERT INTO pages (website_id, title, slug, meta_title, meta_description, is_published)
         VALUES (?1, ?2, 'about-us', ?2, ?2, 1), (?1, ?2, 'decoy-page', ?2, ?2, 1)`,
      )
      .bind(websiteId, DECOY),
    db
      .prepare(`INSERT INTO products (id, website_id, name, description, price_cents, stock, category) VALUES (?, ?, ?, ?, 1, 1, ?)`)
      .bind(productId, websiteId, DECOY, DECOY, DECOY),
  ]);
}

describe('stores on different shards', () => {
  it("a store's data comes only from its own shard, whatever another shard holds under the same ids", async () => {
    const [home, other] = everyShard(env);
    const m = await merchantWithWebsiteFixture({ shard: home!.shard });
    expect(m.db).toBe(home!.db);
    const productId = await productFixture(m.websiteId, { name: 'Real mug' });
    await plantDecoy(other!.db, m.websiteId, productId, m.domain);
    // A store of the other shard beside it: its own rows there are not the decoy's concern either.
    const neighbour = await merchantWithWebsiteFixture({ shard: other!.shard });
    expect(neighbour.db).toBe(other!.db);
    expect((await publish(m.token)).status).toBe(201);

    // The owner's reads.
    const own = (await (await api('/website/', { token: m.token })).json()) as Website;
    expect(own).toMatchObject({ id: m.websiteId, title: 'Fixture shop' });
    expect(own.pages.map((p) => p.slug)).not.toContain('decoy-page');
    // The public reads: by name, by number, a page's sections, the product list.
    for (const path of [`/website/domain/${m.domain}`, `/website/id/${m.websiteId}`]) {
      const site = (await (await api(path)).json()) as Website;
      expect(site.title, path).toBe('Fixture shop');
      expect(
        site.pages.map((p) => p.slug),
        path,
      ).not.toContain('decoy-page');
    }
    expect((await api(`/website/pages/public/website/${m.websiteId}/sections/decoy-page`)).status).toBe(404);
    const list = (await (await api(`/website/website/${m.websiteId}/products`)).json()) as Paged<Product>;
    expect(list.items.map((p) => [p.id, p.name])).toEqual([[productId, 'Real mug']]);

    // The owner's writes land on the store's shard and leave the decoy as it was.
    const renamed = await api('/website/', {
      method: 'PUT',
      token: m.token,
      json: { domain: m.domain, title: 'Renamed shop', description: 'A shop' },
    });
    expect(renamed.status).toBe(200);
    const gone = await api(`/website/website/${m.websiteId}/products/${productId}`, { method: 'DELETE', token: m.token });
    expect(gone.status).toBe(200);
    const titleOn = (db: D1Database) => db.prepare('SELECT title FROM websites WHERE id = ?').bind(m.websiteId).first('title');
    const productOn = (db: D1Database) => db.prepare('SELECT name FROM products WHERE id = ?').bind(productId).first('name');
    expect(await titleOn(home!.db)).toBe('Renamed shop');
    expect(await productOn(home!.db)).toBeNull();
    expect(await titleOn(other!.db)).toBe(DECOY);
    expect(await productOn(other!.db)).toBe(DECOY);
  });
});
