// Login CSRF: a page on another site cannot sign a browser in, sign it up or verify a code for it. The refusal is
// decided before anything is read or written, so a refused request leaves no session, account, code or counter.
import { describe, expect, it } from 'vitest';
import { api, BASE, env, latestCode, uniquePhone } from './helpers';
import { activeUser, PASSWORD, regPayload } from './auth-helpers';

const form = (username: string, password: string) =>
  new URLSearchParams({ username, password, scope: '', client_id: '', client_secret: '' });
const postWith = (path: string, headers: Record<string, string>, body: unknown) =>
  api(path, body instanceof URLSearchParams ? { method: 'POST', headers, body } : { method: 'POST', headers, json: body });

const CROSS_SITE: Record<string, string>[] = [
  { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
  { 'Sec-Fetch-Site': 'same-site', Origin: 'https://other-store.api.test' },
  // A browser without Fetch Metadata still sends Origin on a cross-origin POST.
  { Origin: 'https://evil.example' },
  { Origin: 'null' },
];
const SAME_ORIGIN: Record<string, string>[] = [
  { 'Sec-Fetch-Site': 'same-origin', Origin: BASE },
  { 'Sec-Fetch-Site': 'none' },
  { Origin: BASE },
  // API clients that are not browsers send neither.
  {},
];

const sessionsOf = async (username: string) =>
  (await env.CONTROL.prepare('SELECT COUNT(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = ?')
    .bind(username)
    .first<{ n: number }>())!.n;

describe('cross-site posts to /auth', () => {
  it('refuses a cross-site form login (403, no session) and accepts the same post from this origin', async () => {
    const a = await activeUser();
    const before = await sessionsOf(a.username);
    for (const headers of CROSS_SITE) {
      const res = await postWith('/auth/login', headers, form(a.username, PASSWORD));
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(await res.json()).toMatchObject({ code: 'forbidden' });
    }
    expect(await sessionsOf(a.username)).toBe(before);
    for (const headers of SAME_ORIGIN) {
      const res = await postWith('/auth/login', headers, form(a.username, PASSWORD));
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
    expect(await sessionsOf(a.username)).toBe(before + SAME_ORIGIN.length);
  });

  it('refuses cross-site sign-up, code verification, phone sign-in codes and resends, writing nothing', async () => {
    const evil = CROSS_SITE[0];
    const p = regPayload();
    expect((await postWith('/auth/register', evil, p)).status).toBe(403);
    expect(await env.CONTROL.prepare('SELECT id FROM users WHERE username = ?').bind(p.username).first()).toBeNull();

    // A real pending sign-up: its code cannot be verified from another site, and stays usable from this one.
    expect((await postWith('/auth/register', {}, p)).status).toBe(200);
    const code = await latestCode(p.phone_number);
    expect((await postWith('/auth/verify-phone', evil, { code, phone_number: p.phone_number })).status).toBe(403);
    const phone = uniquePhone();
    for (const [path, json] of [
      ['/auth/login-with-phone', { phone_number: phone, role_name: 'user' }],
      ['/auth/verify-otp', { phone_number: phone, otp: '123456', role_name: 'user' }],
      ['/auth/resend-code', { phone_number: phone, purpose: 'login' }],
    ] as const)
      expect((await postWith(path, evil, json)).status, path).toBe(403);
    // Refused before the send limits were counted: nothing was sent or counted for that phone.
    expect(await env.CONTROL.prepare(`SELECT key FROM auth_counters WHERE key LIKE ?`).bind(`%${phone}`).first()).toBeNull();
    expect((await postWith('/auth/verify-phone', { 'Sec-Fetch-Site': 'same-origin' }, { code, phone_number: p.phone_number })).status).toBe(
      200,
    );
  });
});
