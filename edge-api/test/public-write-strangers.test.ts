// #32 item 5, the same pattern beyond checkout: the newsletter, contact forms and cart pricing. Junk costs only the
// client that sends it; a store's budget counts only accepted (or valid) writes, and once spent it refuses only
// clients that already used theirs, so a genuine subscriber, writer or shopper from an address of their own gets in.
import { describe, expect, it } from 'vitest';
import {
  CART_PRICE_MAX_PER_STORE,
  CART_PRICE_PER_CLIENT_WHEN_BUSY,
  CONTACT_MAX_PER_HOUR_PER_STORE,
  NEWSLETTER_MAX_PER_HOUR_PER_CLIENT,
  NEWSLETTER_MAX_PER_HOUR_PER_STORE,
} from '@app/contracts';
import { api, env, unique } from './helpers';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { counterKeys } from '../src/services/counters';

const post = (path: string, ip: string, json: unknown) => api(path, { method: 'POST', json, headers: { 'CF-Connecting-IP': ip } });
const address = (group: number, n: number) => `192.0.${group}.${n}`;
const countOf = async (key: string) =>
  (await env.CONTROL.prepare('SELECT count FROM auth_counters WHERE key = ?').bind(key).first<number>('count')) ?? 0;
const fill = (key: string, count: number) =>
  env.CONTROL.prepare('INSERT OR REPLACE INTO auth_counters (key, count, window_start) VALUES (?, ?, ?)')
    .bind(key, count, new Date().toISOString())
    .run();

async function tallyOf(answers: Promise<Response>[]): Promise<Record<number, number>> {
  const tally: Record<number, number> = {};
  for (const res of await Promise.all(answers)) tally[res.status] = (tally[res.status] ?? 0) + 1;
  return tally;
}

describe('strangers against a store’s newsletter', () => {
  it('cannot keep a genuine subscriber out', { timeout: 180_000 }, async () => {
    const m = await merchantWithWebsiteFixture();
    const path = `/stores/${m.websiteId}/newsletter`;
    const storeKey = counterKeys.newsletterStore(m.websiteId);
    const all: Record<number, number> = {};
    const add = (t: Record<number, number>) => Object.entries(t).forEach(([s, n]) => (all[Number(s)] = (all[Number(s)] ?? 0) + n));

    // Malformed addresses from 5 addresses, each until refused: the store's budget is untouched.
    for (let n = 1; n <= 5; n++) {
      const tally = await tallyOf(
        Array.from({ length: NEWSLETTER_MAX_PER_HOUR_PER_CLIENT + 1 }, (_, i) => post(path, address(1, n), { email: `junk${i}@nowhere` })),
      );
      expect(tally).toEqual({ 400: NEWSLETTER_MAX_PER_HOUR_PER_CLIENT, 429: 1 });
      add(tally);
    }
    // One address repeated from 5 addresses: one subscriber, the repeats cost their senders only.
    for (let n = 1; n <= 5; n++)
      add(await tallyOf(Array.from({ length: 10 }, () => post(path, address(2, n), { email: 'same@example.com' }))));
    expect(await countOf(storeKey)).toBe(1);

    // New, well-formed junk from 31 addresses x 10: the store's budget of new subscribers fills up.
    for (let n = 1; n <= 31; n++) {
      add(await tallyOf(Array.from({ length: 10 }, () => post(path, address(3, n), { email: `${unique('bot')}@example.com` }))));
    }
    expect(await countOf(storeKey)).toBeGreaterThanOrEqual(NEWSLETTER_MAX_PER_HOUR_PER_STORE);
    // While it is full, a new stranger's first sign-up is taken and its second refused.
    expect((await post(path, address(4, 1), { email: `${unique('bot')}@example.com` })).status).toBe(200);
    expect((await post(path, address(4, 1), { email: `${unique('bot')}@example.com` })).status).toBe(429);
    add({ 200: 1, 429: 1 });

    const email = `${unique('reader')}@example.com`;
    const genuine = await post(path, address(5, 1), { email });
    const strangers = Object.values(all).reduce((a, b) => a + b, 0);
    console.log(
      `newsletter strangers: ${strangers} requests from 47 addresses (${JSON.stringify(all)} by status), store count ` +
        `${await countOf(storeKey)} (budget ${NEWSLETTER_MAX_PER_HOUR_PER_STORE}); genuine subscriber ${genuine.status}`,
    );
    expect(genuine.status).toBe(200);
    const row = await m.db
      .prepare('SELECT 1 AS ok FROM newsletter_subscribers WHERE website_id = ? AND email = ?')
      .bind(m.websiteId, email)
      .first('ok');
    expect(row).toBe(1);
  });
});

describe('strangers against a store’s contact form', () => {
  it('junk costs only its sender; a spent store budget refuses repeat writers, not a new one', async () => {
    const m = await merchantWithWebsiteFixture();
    const page = await m.db
      .prepare("SELECT id FROM pages WHERE website_id = ? AND slug = 'contact-us'")
      .bind(m.websiteId)
      .first<number>('id');
    const section = await m.db
      .prepare(
        `INSERT INTO sections (website_id, page_id, title, type, content) VALUES (?, ?, 'Write to us', 'form', '{"name":"Name"}') RETURNING id`,
      )
      .bind(m.websiteId, page)
      .first<number>('id');
    const path = `/stores/${m.websiteId}/contact`;
    const storeKey = counterKeys.contactStore(m.websiteId);
    for (const junk of [{}, { section_id: 999_999 }, { section_id: section, fields: { name: '' } }]) {
      expect((await post(path, address(6, 1), junk)).status).toBeGreaterThanOrEqual(400);
    }
    expect(await countOf(storeKey)).toBe(0);
    expect((await post(path, address(6, 2), { section_id: section, fields: { name: 'Ada' }, email: 'ada@example.com' })).status).toBe(201);
    expect(await countOf(storeKey)).toBe(1);
    await fill(storeKey, CONTACT_MAX_PER_HOUR_PER_STORE);
    expect((await post(path, address(6, 2), { section_id: section, fields: { name: 'Ada again' }, email: 'ada@example.com' })).status).toBe(
      429,
    );
    expect((await post(path, address(6, 3), { section_id: section, fields: { name: 'Grace' }, email: 'grace@example.com' })).status).toBe(
      201,
    );
  });
});

describe('strangers against a store’s cart pricing', () => {
  it('malformed carts cost only their sender; a spent store budget refuses busy clients, not a new one', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { stock: 5 });
    const path = `/stores/${m.websiteId}/cart/price`;
    const storeKey = counterKeys.cartPriceStore(m.websiteId);
    expect((await post(path, address(7, 1), { items: 'all' })).status).toBe(400);
    expect(await countOf(storeKey)).toBe(0);
    const cart = { items: [{ product_id: p, quantity: 1 }] };
    const busy = address(7, 2);
    for (let i = 0; i < CART_PRICE_PER_CLIENT_WHEN_BUSY; i++) expect((await post(path, busy, cart)).status).toBe(200);
    await fill(storeKey, CART_PRICE_MAX_PER_STORE);
    expect((await post(path, busy, cart)).status).toBe(429);
    expect((await post(path, address(7, 3), cart)).status).toBe(200);
  });
});
