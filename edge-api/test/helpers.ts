// Test helpers: requests go through the worker's own fetch, against real local D1 and R2.
import { SELF, env } from 'cloudflare:test';
import type { TokenResponse } from '@app/contracts';
import { everyShard, storeDb, storeOfOwner as ownerStore } from '@app/db';

export const BASE = 'https://api.test';
let seq = 0;
/** Unique per call, so tests in one file never collide (D1 is not reset between tests). */
export const unique = (prefix = 'u') => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A fresh, valid US phone number (+1 555 01xx xxxx style numbers are "possible" for libphonenumber). */
export function uniquePhone(): string {
  const n = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return `+1202${n}`;
}

/** A client address of its own for each call unless one is given, as requests from the internet would carry. */
export const randomIp = () => `198.51.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

export function api(path: string, init: RequestInit & { token?: string; json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has('CF-Connecting-IP')) headers.set('CF-Connecting-IP', randomIp());
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return SELF.fetch(`${BASE}${path}`, { ...init, headers, body });
}

export async function latestCode(phone: string): Promise<string> {
  const res = await api(`/__dev/sms?phone=${encodeURIComponent(phone)}`);
  const data = (await res.json()) as { messages: { code: string }[] };
  return data.messages[0].code;
}

export interface Merchant {
  token: string;
  username: string;
  password: string;
  phone: string;
  userId: number;
}

/** Registers, verifies and signs in a merchant through the API. */
export async function newMerchant(): Promise<Merchant> {
  const username = unique('m');
  const password = 'Str0ng-pass-phrase';
  const phone = uniquePhone();
  const reg = await api('/auth/register', {
    method: 'POST',
    json: { username, email: `${username}@example.com`, phone_number: phone, password, role_name: 'user' },
  });
  if (reg.status !== 200) throw new Error(`register ${reg.status} ${await reg.text()}`);
  const verify = await api('/auth/verify-phone', { method: 'POST', json: { code: await latestCode(phone), phone_number: phone } });
  if (verify.status !== 200) throw new Error(`verify ${verify.status} ${await verify.text()}`);
  const login = await api('/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, scope: '', client_id: '', client_secret: '' }).toString(),
  });
  if (login.status !== 200) throw new Error(`login ${login.status} ${await login.text()}`);
  const data = (await login.json()) as TokenResponse;
  return { token: data.access_token, username, password, phone, userId: data.user.id };
}

/** The database of the shard holding a store (its directory row says which): tests read store tables through it. */
export async function shardOf(websiteId: number): Promise<D1Database> {
  const db = await storeDb(env, websiteId);
  if (!db) throw new Error(`store ${websiteId} is in no shard: the directory has no row for it`);
  return db;
}

/** The id and shard of the store a merchant owns (made through the API), or null without one. */
export const storeOfOwner = (userId: number) => ownerStore(env, userId);

/** `SELECT count(*) AS n ...` summed over every shard: a row written to any store's shard counts. */
export async function countEveryShard(sql: string, ...args: unknown[]): Promise<number> {
  const rows = await Promise.all(
    everyShard(env).map(({ db }) =>
      db
        .prepare(sql)
        .bind(...args)
        .first<{ n: number }>(),
    ),
  );
  return rows.reduce((sum, row) => sum + row!.n, 0);
}

export { env };
