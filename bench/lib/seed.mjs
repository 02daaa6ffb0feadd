// Bench stores: merchants and websites through the API (register, SMS code from the dev outbox, verify, login, create
// website), products through the API's multipart endpoint with the demo images (real R2 objects and image rows), and
// the bulk of the 10,000-product store through one SQL statement (recursive CTE) with wrangler d1 execute.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, wranglerEnv } from '../../scripts/lib/runtime.mjs';
import { call, json } from '../../scripts/lib/api.mjs';

const IMAGES = path.join(ROOT, 'scripts/demo-images');
const imageFiles = readdirSync(IMAGES)
  .filter((f) => f.endsWith('.jpg') && f !== 'hero.jpg')
  .sort();
const CATEGORIES = ['Kitchen', 'Apparel', 'Home', 'Electronics', 'Stationery', 'Outdoor', 'Accessories', 'Gifts'];

const ok = (res, what) => {
  if (res.status !== 200 && res.status !== 201) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
};

/** A merchant, their website and its hero (`hero`: { bytes, name, type } instead of the demo hero), published. */
export async function createStore(api, { username, phone, domain, title, hero: heroFile }) {
  const password = 'bench-store-2026';
  ok(
    await call(
      api,
      '/auth/register',
      json('POST', { username, password, email: `${username}@example.com`, phone_number: phone, role_name: 'user' }),
    ),
    `register ${username}`,
  );
  const sms = await call(api, `/__dev/sms?phone=${encodeURIComponent(phone)}`);
  const code = sms.body?.messages?.[0]?.code;
  ok(await call(api, '/auth/verify-phone', json('POST', { code, phone_number: phone })), `verify ${username}`);
  const form = new URLSearchParams({ username, password, scope: '', client_id: '', client_secret: '' });
  const login = ok(
    await call(api, '/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form }),
    `login ${username}`,
  );
  const token = login.access_token;
  ok(
    await call(api, '/website/', json('POST', { domain, title, description: `${title}: a bench store with everyday goods.` }), token),
    `create website ${domain}`,
  );
  const site = ok(await call(api, '/website/', {}, token), `read website ${domain}`);
  const hero = new FormData();
  hero.set('title', `Welcome to ${title}`);
  hero.set('subtitle', 'Everyday favourites, ready to ship.');
  hero.set('call_to_action', 'Shop now');
  const file = heroFile ?? { bytes: readFileSync(path.join(IMAGES, 'hero.jpg')), name: 'hero.jpg', type: 'image/jpeg' };
  hero.set('background_image', new Blob([file.bytes], { type: file.type }), file.name);
  ok(await call(api, '/website/hero', { method: 'POST', body: hero }, token), `hero ${domain}`);
  // Shoppers see the last publication (DESIGN §15): the hero goes live with it. Products are live without one.
  ok(await call(api, '/website/publish', json('POST', { note: 'Bench store' }), token), `publish ${domain}`);
  return { id: site.id, domain, token };
}

/** n products through the API (multipart, one demo image each), `concurrency` at a time. */
export async function addProducts(api, store, n, { concurrency = 4, offset = 0 } = {}) {
  let next = 0;
  const one = async (i) => {
    const file = imageFiles[i % imageFiles.length];
    const form = new FormData();
    const fields = {
      name: `Product ${offset + i + 1}`,
      description: `A well-made ${file.replace('.jpg', '')} for every day. Bench item ${offset + i + 1}.`,
      price: (5 + ((i * 7) % 90) + 0.99).toFixed(2),
      stock: 5 + (i % 40),
      category: CATEGORIES[i % CATEGORIES.length],
      rating: 1 + (i % 5),
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
    form.append('images', new Blob([readFileSync(path.join(IMAGES, file))], { type: 'image/jpeg' }), file);
    ok(await call(api, `/website/${store.id}/products`, { method: 'POST', body: form }, store.token), `product ${i} of ${store.domain}`);
  };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) await one(next++);
    }),
  );
}

/** One SQL text against one database of the bench's local state: `binding` CONTROL or a shard (DESIGN §20). */
export function d1(stateDir, sql, { json = false, binding } = {}) {
  if (!binding) throw new Error('d1: name the database (CONTROL or a store shard: shardOfStore)');
  const out = execFileSync(
    path.join(ROOT, 'node_modules/.bin/wrangler'),
    [
      'd1',
      'execute',
      binding,
      '--local',
      '--persist-to',
      stateDir,
      '-c',
      'edge-api/wrangler.toml',
      ...(json ? ['--json'] : []),
      '--command',
      sql,
    ],
    { cwd: ROOT, env: wranglerEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 },
  );
  return json ? JSON.parse(out) : out;
}

/**
 * n products in one statement, older than anything the API creates (created_at in 2025), each with one image row.
 * The image keys are not in R2 (a browser would get 404 for them); the API-created newest products, which fill the
 * first grid page, have real images.
 */
/** The shard binding that holds a store's rows, from the store directory in CONTROL. */
export function shardOfStore(stateDir, websiteId) {
  const [{ results }] = d1(stateDir, `SELECT shard FROM stores WHERE id = ${Number(websiteId)}`, { json: true, binding: 'CONTROL' });
  if (!results[0]) throw new Error(`store ${websiteId} is not in the directory`);
  return results[0].shard;
}

export function bulkProducts(stateDir, websiteId, n) {
  const cats = CATEGORIES.map((c, i) => `WHEN ${i} THEN '${c}'`).join(' ');
  d1(
    stateDir,
    `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ${n})
     INSERT INTO products (website_id, name, description, price_cents, stock, category, rating, created_at, updated_at)
     SELECT ${websiteId}, 'Bulk product ' || i, 'Bulk bench product number ' || i || ', sturdy and simple.', 500 + (i * 37) % 9000, 1 + i % 50,
       CASE i % ${CATEGORIES.length} ${cats} END, i % 6,
       strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', '+' || i || ' minutes'), strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', '+' || i || ' minutes')
     FROM seq;
     INSERT INTO product_images (product_id, website_id, key, content_type, width, height, position)
     SELECT id, website_id, 'products/bench-bulk-' || id || '.jpg', 'image/jpeg', 800, 800, 0 FROM products
     WHERE website_id = ${websiteId} AND name LIKE 'Bulk product %';`,
    { binding: shardOfStore(stateDir, websiteId) },
  );
}
