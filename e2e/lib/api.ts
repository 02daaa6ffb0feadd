// The product's API as the browser tests drive it: a merchant with a store, products and checkouts, all made through
// the API (DEV_ROUTES is on locally, so SMS codes are read from the outbox).
import { buildPath, ops, type CheckoutResponse, type Language, type ResourceType } from '@app/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL, latestSmsCode, uniqueName, uniquePhone } from './browser';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const api = () => `${baseURL().replace('localhost', '127.0.0.1')}/api`;

/** Where API-made orders ship (checkout requires an address since #17). */
export const SHIP_TO = { line1: '1 Bole Road', city: 'Addis Ababa', postal_code: '1000', country: 'ET' };

export async function call<T>(
  path: string,
  init: { method?: string; token?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  let body: BodyInit | undefined = init.form;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const res = await fetch(`${api()}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}

export interface Merchant {
  username: string;
  password: string;
  phone: string;
  token: string;
  websiteId: number;
  domain: string;
}

/** Registers and verifies (code from the dev SMS outbox) a merchant, and signs in through the API: no website yet. */
export async function newMerchant(): Promise<Omit<Merchant, 'websiteId' | 'domain'>> {
  const username = uniqueName('shop');
  const password = 'copper-kettle-4471';
  const phone = uniquePhone();
  const reg = await call(buildPath(ops.register, {}), {
    json: { username, email: `${username}@example.com`, phone_number: phone, password, role_name: 'user' },
  });
  expect(reg.status).toBe(200);
  expect((await call(buildPath(ops.verifyPhone, {}), { json: { code: await latestSmsCode(phone), phone_number: phone } })).status).toBe(
    200,
  );
  const login = await call<{ access_token: string }>(buildPath(ops.login, {}), { json: { username, password } });
  expect(login.status).toBe(200);
  return { username, password, phone, token: login.body.access_token };
}

/** A new merchant (as above) with a website. */
export async function newMerchantWithStore(title: string, description = 'Test store for the commerce remote'): Promise<Merchant> {
  const m = await newMerchant();
  const domain = m.username.toLowerCase();
  const site = await call<{ id: number }>(buildPath(ops.websiteCreate, {}), {
    token: m.token,
    json: { domain, title, description },
  });
  expect([200, 201]).toContain(site.status);
  return { ...m, websiteId: site.body.id, domain };
}

/**
 * Publishes the store's draft (DESIGN §15): shoppers see the live publication, so a store whose content (pages,
 * sections, hero, header, footer) was set through the API needs this before its storefront shows it. Products,
 * prices and stock are live without it.
 */
export async function publishStore(token: string, note = 'e2e') {
  const res = await call(buildPath(ops.publish, {}), { token, json: { note } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

export async function addProduct(m: Merchant, name: string, price: string): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ name, description: `${name} for the test store`, price, stock: '1000', category: 'Kitchen' }))
    form.set(k, v);
  form.append('images', new Blob([PNG], { type: 'image/png' }), `${name}.png`);
  const res = await call<{ id: number }>(buildPath(ops.productCreate, { website_id: m.websiteId }), { token: m.token, form });
  expect([200, 201]).toContain(res.status);
  return res.body.id;
}

let seq = 0;
/** A shopper's checkout through the API; last4 0002 is declined by the test payment provider (402). */
export async function checkout(websiteId: number, lines: [number, number][], last4: string): Promise<CheckoutResponse> {
  const res = await call<CheckoutResponse>(buildPath(ops.checkout, { website_id: websiteId }), {
    headers: { 'Idempotency-Key': `e2e-commerce-${Date.now()}-${seq++}` },
    json: {
      items: lines.map(([product_id, quantity]) => ({ product_id, quantity })),
      customer: { name: `Shopper ${seq}`, email: 'shopper@example.com', shipping_address: SHIP_TO },
      payment: { method: 'card', token: `tok_test_${last4}`, last4, exp_month: 12, exp_year: 2099 },
    },
  });
  expect(res.status).toBe(last4 === '0002' ? 402 : 200);
  return res.body;
}

/** Signs in through the login screen (username and password tab) and lands on the dashboard. */
export async function signIn(page: Page, m: { username: string; password: string }) {
  await page.goto('/auth/login');
  await page.getByRole('tab', { name: 'Username and password' }).click();
  await page.getByLabel('Username', { exact: true }).fill(m.username);
  await page.getByLabel('Password', { exact: true }).fill(m.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

/** PUT /website/locales (DESIGN §16): the store's default language and the enabled ones. */
export async function setStoreLocales(token: string, def: Language, enabled: Language[]) {
  const res = await call(buildPath(ops.localesUpdate, {}), { method: 'PUT', token, json: { default: def, enabled } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/**
 * PUT /website/translations/{type}/{id}/{locale}: content translations go live with the next publish
 * (publishStore), product translations at once.
 */
export async function putTranslation(token: string, type: ResourceType, id: number, locale: Language, fields: Record<string, string>) {
  const res = await call(buildPath(ops.translationPut, { type, resource_id: id, locale }), { method: 'PUT', token, json: { fields } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A published custom page (no sections) through the API. */
export async function addPage(token: string, title: string, slug: string): Promise<number> {
  const res = await call<{ id: number }>(buildPath(ops.pageCreate, {}), { token, json: { title, slug, is_published: true } });
  expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
  return res.body.id;
}
