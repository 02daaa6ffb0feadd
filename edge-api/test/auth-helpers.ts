// Shared by the /auth tests: payloads, rows and shortcuts through the real routes.
import { expect } from 'vitest';
import { api, env, latestCode, unique, uniquePhone } from './helpers';
import { counterKeys } from '../src/services/counters';

export const PASSWORD = 'Str0ng-pass-phrase';
export type Body = Record<string, unknown> & { message: string; code: string };

export const post = (path: string, json: unknown, headers?: Record<string, string>) => api(path, { method: 'POST', json, headers });
export const body = async (res: Response) => (await res.json()) as Body;

export function regPayload(over: Record<string, unknown> = {}) {
  const username = unique('r');
  return { username, email: `${username}@example.com`, phone_number: uniquePhone(), password: PASSWORD, role_name: 'user', ...over };
}

export const userRow = (username: string) =>
  env.CONTROL.prepare('SELECT * FROM users WHERE username = ?').bind(username).first<Record<string, unknown>>();

/** Lets the next code be sent at once (the 30 s interval has "passed"). */
export const skipInterval = (phone: string) =>
  env.CONTROL.prepare(`UPDATE auth_counters SET window_start = '2000-01-01T00:00:00.000Z' WHERE key = ?`)
    .bind(counterKeys.smsInterval(phone))
    .run();

export async function activeUser() {
  const p = regPayload();
  expect((await post('/auth/register', p)).status).toBe(200);
  const code = await latestCode(p.phone_number);
  expect((await post('/auth/verify-phone', { code, phone_number: p.phone_number })).status).toBe(200);
  return p;
}

export const outbox = async (phone: string) =>
  (
    await env.CONTROL.prepare('SELECT body, code FROM sms_outbox WHERE to_phone = ? ORDER BY id')
      .bind(phone)
      .all<{ body: string; code: string | null }>()
  ).results;
