// Shared by the checkout, orders, transactions and reports tests: orders are made through the real checkout route.
import type { CheckoutResponse } from '@app/contracts';
import { api, shardOf, unique } from './helpers';
import { shardHolding } from './shard-rows';

export const card = (last4 = '4242') => ({ method: 'card' as const, token: `tok_test_${last4}`, last4, exp_month: 12, exp_year: 2099 });

/** Where test orders ship (checkout requires an address since #17). */
export const ADDRESS = { line1: '1 Bole Road', line2: '', city: 'Addis Ababa', region: '', postal_code: '1000', country: 'ET' };

export const cart = (items: { product_id: number; quantity: number; [k: string]: unknown }[], last4 = '4242') => ({
  items,
  customer: { name: 'Ada Shopper', email: 'ada@example.com', locale: 'en' as const, shipping_address: ADDRESS },
  payment: card(last4),
});

export const newKey = () => unique('key-');

export function postCheckout(websiteId: number | string, body: unknown, key: string | null = newKey()) {
  const headers: Record<string, string> = {};
  if (key !== null) headers['Idempotency-Key'] = key;
  return api(`/stores/${websiteId}/checkout`, { method: 'POST', json: body, headers });
}

/** A paid (or, with last4 0002, declined) checkout that must succeed as such. */
export async function buy(websiteId: number, lines: [productId: number, quantity: number][], last4 = '4242') {
  const res = await postCheckout(
    websiteId,
    cart(
      lines.map(([product_id, quantity]) => ({ product_id, quantity })),
      last4,
    ),
  );
  const expected = last4 === '0002' ? 402 : 200;
  if (res.status !== expected) throw new Error(`checkout ${res.status} ${await res.text()}`);
  return (await res.json()) as CheckoutResponse;
}

export async function rowCount(table: 'orders' | 'order_items' | 'transactions', websiteId: number, where = '1 = 1') {
  const row = await (
    await shardOf(websiteId)
  )
    .prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE website_id = ? AND ${where}`)
    .bind(websiteId)
    .first<{ n: number }>();
  return row!.n;
}

export const stockOf = async (productId: number) =>
  (await (
    await shardHolding('products', productId)
  )
    .prepare('SELECT stock FROM products WHERE id = ?')
    .bind(productId)
    .first<{ stock: number }>())!.stock;

export type StockDetail = { loc: string[]; msg: string; product_id: number; requested: number; available: number };

export const keyRow = async (websiteId: number, key: string) =>
  (await shardOf(websiteId))
    .prepare('SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE website_id = ? AND key = ?')
    .bind(websiteId, key)
    .first<{ request_hash: string; response_status: number | null; response_body: string | null }>();
