// Seeds the demo merchant and store through the API itself (idempotent: safe on every start).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/runtime.mjs';
import { call, json } from './lib/api.mjs';

export const DEMO = {
  username: 'demo',
  password: 'demo-store-2026',
  phone: '+12025550100',
  email: 'demo@example.com',
  domain: 'demo',
};

const IMAGES = path.join(ROOT, 'scripts/demo-images');
const PRODUCTS = [
  ['Classic Mug', 'Stoneware coffee mug, 350 ml, dishwasher safe.', 12.5, 40, 'Kitchen', 5, 'mug.jpg'],
  ['Cotton T-Shirt', 'Soft organic cotton tee in a relaxed fit.', 19.99, 25, 'Apparel', 4, 'tshirt.jpg'],
  ['Potted Fern', 'Easy-care fern in a terracotta pot, 30 cm tall.', 24, 12, 'Home', 4, 'plant.jpg'],
  ['Wireless Headphones', 'Over-ear headphones with 30 hours of battery life.', 89.9, 8, 'Electronics', 5, 'headphones.jpg'],
  ['Lined Notebook', 'A5 notebook, 120 pages of 90 g paper.', 7.25, 60, 'Stationery', 4, 'notebook.jpg'],
  ['Trail Sneaker', 'Lightweight sneaker with a grippy sole.', 64, 15, 'Apparel', 4, 'sneaker.jpg'],
  ['Steel Water Bottle', 'Insulated bottle, keeps drinks cold for 24 hours.', 22, 30, 'Outdoor', 5, 'bottle.jpg'],
  ['Canvas Tote', 'Sturdy canvas tote bag with an inner pocket.', 15, 35, 'Accessories', 3, 'tote.jpg'],
  ['Wall Clock', 'Silent quartz wall clock, 30 cm.', 29.5, 10, 'Home', 4, 'clock.jpg'],
  ['Star Ornament', 'Hand-painted star ornament for any season.', 6.5, 50, 'Gifts', 4, 'candle.jpg'],
  ['Travel Pillow', 'Memory-foam neck pillow that packs small.', 18, 20, 'Outdoor', 3, 'pillow.jpg'],
  ['Apple Box', 'A box of six crisp seasonal apples.', 9.75, 3, 'Food', 5, 'apples.jpg'],
];

async function login(base) {
  const form = new URLSearchParams({ username: DEMO.username, password: DEMO.password, scope: '', client_id: '', client_secret: '' });
  return call(base, '/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form });
}

async function ensureMerchant(base) {
  let res = await login(base);
  if (res.status === 200) return res.body.access_token;
  const reg = await call(base, '/auth/register', json('POST', { ...DEMO, phone_number: DEMO.phone, role_name: 'user' }));
  if (reg.status !== 200) throw new Error(`register demo: ${reg.status} ${JSON.stringify(reg.body)}`);
  const sms = await call(base, `/__dev/sms?phone=${encodeURIComponent(DEMO.phone)}`);
  const code = sms.body?.messages?.[0]?.code;
  const verify = await call(base, '/auth/verify-phone', json('POST', { code, phone_number: DEMO.phone }));
  if (verify.status !== 200) throw new Error(`verify demo: ${verify.status} ${JSON.stringify(verify.body)}`);
  res = await login(base);
  if (res.status !== 200) throw new Error(`login demo: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token;
}

const imageBlob = (file) => new Blob([readFileSync(path.join(IMAGES, file))], { type: 'image/jpeg' });

export async function seedDemo(base) {
  const token = await ensureMerchant(base);
  let site = await call(base, '/website/', {}, token);
  if (site.status === 404) {
    const created = await call(
      base,
      '/website/',
      json('POST', {
        domain: DEMO.domain,
        title: 'Demo Store',
        description: 'Everyday goods, picked with care. Free shipping on every order.',
      }),
      token,
    );
    if (created.status !== 200) throw new Error(`create website: ${created.status} ${JSON.stringify(created.body)}`);
    site = await call(base, '/website/', {}, token);
  }
  const website = site.body;
  // A new store starts with a hero without an image (its title and description): the demo's gets its own.
  if (!website.hero?.background_image) {
    const form = new FormData();
    form.set('title', 'Welcome to the Demo Store');
    form.set('subtitle', 'Twelve everyday favourites, ready to ship.');
    form.set('call_to_action', 'Shop now');
    form.set('background_image', imageBlob('hero.jpg'), 'hero.jpg');
    const hero = await call(base, '/website/hero', { method: 'POST', body: form }, token);
    if (hero.status !== 200 && hero.status !== 201) throw new Error(`create hero: ${hero.status} ${JSON.stringify(hero.body)}`);
  }
  const list = await call(base, `/website/website/${website.id}/products?limit=100`);
  const have = new Set((list.body.items ?? []).map((p) => p.name));
  for (const [name, description, price, stock, category, rating, file] of PRODUCTS) {
    if (have.has(name)) continue;
    const form = new FormData();
    for (const [k, v] of Object.entries({ name, description, price, stock, category, rating })) form.set(k, String(v));
    form.append('images', imageBlob(file), file);
    const res = await call(base, `/website/${website.id}/products`, { method: 'POST', body: form }, token);
    if (res.status !== 200 && res.status !== 201) throw new Error(`create product ${name}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  await publishDemo(base, token);
  console.log(`Demo store "${DEMO.domain}" (store number ${website.id}) has ${PRODUCTS.length} products.`);
}

/**
 * Shoppers see the live publication (DESIGN §15), not the draft: publish what was seeded. Only when the draft differs
 * from it, so a restart adds no publication to the demo store's history.
 */
async function publishDemo(base, token) {
  const state = await call(base, '/website/publishing', {}, token);
  if (state.status !== 200) throw new Error(`publishing state: ${state.status} ${JSON.stringify(state.body)}`);
  if (!state.body.has_unpublished_changes) return;
  const res = await call(base, '/website/publish', json('POST', { note: 'Demo store seeded' }), token);
  if (res.status !== 201) throw new Error(`publish demo: ${res.status} ${JSON.stringify(res.body)}`);
}
