// The order status token handed to the shopper with a checkout answer: HMAC-SHA256 under a server secret over the
// store and order ids, base64url. Nothing is stored; whoever holds it may read that order's status, nobody else.
import type { Bindings } from '../env';
import { safeEqual } from './crypto';

const enc = new TextEncoder();
const base64url = (buf: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(buf)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export async function orderStatusToken(env: Bindings, websiteId: number, orderId: number): Promise<string> {
  // A label of its own, so that no other HMAC under the same secret can ever be a valid token.
  const key = await crypto.subtle.importKey(
    'raw',
    enc.encode(`order-status:${env.SESSION_SECRET}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return base64url(await crypto.subtle.sign('HMAC', key, enc.encode(`${websiteId}:${orderId}`)));
}

/** Constant-time check of a token from a query string. */
export async function isOrderStatusToken(env: Bindings, websiteId: number, orderId: number, token: string): Promise<boolean> {
  return safeEqual(await orderStatusToken(env, websiteId, orderId), token);
}
