// /auth sign-in: POST /auth/login with a password (form or JSON, throttled) and sign-in by a code sent to the phone.
// Phone codes and their limits: auth.test.ts; sign-up: auth-register.test.ts; sessions and logout: profile.test.ts.
import { describe, expect, it } from 'vitest';
import { api, env, latestCode, unique, uniquePhone } from './helpers';
import { counterKeys } from '../src/services/counters';
import { activeUser, body, PASSWORD, post, regPayload, skipInterval } from './auth-helpers';

const formLogin = (username: string, password: string) =>
  api('/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, scope: '', client_id: 'string', client_secret: 'string' }).toString(),
  });

describe('POST /auth/login', () => {
  it('signs in with a form-encoded OAuth2-style body', async () => {
    const a = await activeUser();
    const res = await formLogin(a.username, PASSWORD);
    expect(res.status).toBe(200);
    const data = (await res.json()) as { access_token: string; token_type: string; user: Record<string, unknown> };
    expect(data.token_type).toBe('bearer');
    expect(data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toEqual({
      id: expect.any(Number),
      username: a.username,
      email: a.email,
      phone_number: a.phone_number,
      role_name: 'user',
      created_at: expect.any(String),
    });
    const me = await api('/protected/', { token: data.access_token });
    expect(me.status).toBe(200);
  });

  it('signs in with JSON too', async () => {
    const a = await activeUser();
    const res = await post('/auth/login', { username: a.username, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { username: string } }).user.username).toBe(a.username);
  });

  it('answers wrong password, unknown user and pending account the same way', async () => {
    const a = await activeUser();
    const pending = regPayload();
    await post('/auth/register', pending);
    for (const res of [
      await formLogin(a.username, 'Wrong-pass-phrase'),
      await formLogin(unique('ghost'), PASSWORD),
      await formLogin(pending.username, PASSWORD),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Incorrect username or password', code: 'invalid_credentials' });
    }
  });

  it('returns 429 with Retry-After after 10 failures, even for the right password', async () => {
    const a = await activeUser();
    for (let i = 0; i < 10; i++) expect((await formLogin(a.username, `Wrong-${i}-pass`)).status).toBe(401);
    const res = await formLogin(a.username, PASSWORD);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(800);
    expect((await body(res)).code).toBe('rate_limited');
    // Case does not buy a new budget.
    expect((await formLogin(a.username.toUpperCase(), PASSWORD)).status).toBe(429);
    // After the window the right password works and clears the counter.
    await env.CONTROL.prepare(`UPDATE auth_counters SET window_start = '2000-01-01T00:00:00.000Z' WHERE key = ?`)
      .bind(counterKeys.loginFailures(a.username))
      .run();
    expect((await formLogin(a.username, PASSWORD)).status).toBe(200);
  });

  it('counts parallel failures atomically: 15 concurrent wrong passwords give 10 x 401 and 5 x 429', async () => {
    const a = await activeUser();
    const statuses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => formLogin(a.username, `Wrong-${i}-pass`).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it.each([
    ['empty form', new URLSearchParams({}).toString(), 'application/x-www-form-urlencoded'],
    ['no password', new URLSearchParams({ username: 'someone' }).toString(), 'application/x-www-form-urlencoded'],
    ['text body', 'hello', 'text/plain'],
    ['bad JSON', '{', 'application/json'],
    ['JSON wrong types', JSON.stringify({ username: ['a'], password: { p: 1 } }), 'application/json'],
    ['huge username', new URLSearchParams({ username: 'u'.repeat(30_000), password: 'x' }).toString(), 'application/x-www-form-urlencoded'],
  ])('answers %s with 400', async (_name, raw, type) => {
    const res = await api('/auth/login', { method: 'POST', headers: { 'Content-Type': type }, body: raw });
    expect(res.status).toBe(400);
  });
});

describe('phone sign-in', () => {
  it('answers the same for a registered and an unknown phone, and sends only to the registered one', async () => {
    const a = await activeUser();
    await skipInterval(a.phone_number);
    const unknown = uniquePhone();
    const r1 = await post('/auth/login-with-phone', { phone_number: a.phone_number, role_name: 'user' });
    const r2 = await post('/auth/login-with-phone', { phone_number: unknown, role_name: 'user' });
    expect(r1.status).toBe(200);
    expect(r2.status).toBe(200);
    const b1 = await r1.json();
    expect(b1).toEqual(await r2.json());
    expect(b1).toMatchObject({ success: true, detail: expect.any(String), message: expect.any(String) });
    expect(await env.CONTROL.prepare('SELECT count(*) AS n FROM sms_outbox WHERE to_phone = ?').bind(unknown).first('n')).toBe(0);
    expect(
      await env.CONTROL.prepare(`SELECT count(*) AS n FROM otp_codes WHERE phone_number = ? AND purpose = 'login'`)
        .bind(a.phone_number)
        .first('n'),
    ).toBe(1);
  });

  it('verify-otp returns a working token; the code is single use', async () => {
    const a = await activeUser();
    await skipInterval(a.phone_number);
    await post('/auth/login-with-phone', { phone_number: a.phone_number, role_name: 'user' });
    const otp = await latestCode(a.phone_number);
    const res = await post('/auth/verify-otp', { otp, phone_number: a.phone_number, role_name: 'user' });
    expect(res.status).toBe(200);
    const data = (await res.json()) as { access_token: string; token_type: string; user: { username: string } };
    expect(data).toMatchObject({ token_type: 'bearer', user: { username: a.username } });
    const me = await api('/protected/', { token: data.access_token });
    expect(((await me.json()) as { user: { username: string } }).user.username).toBe(a.username);

    const again = await post('/auth/verify-otp', { otp, phone_number: a.phone_number, role_name: 'user' });
    expect(again.status).toBe(400);
    expect((await body(again)).code).toBe('otp_invalid');
  });

  it('a registration code does not sign in, and a code for an unknown phone is just wrong', async () => {
    const p = regPayload();
    await post('/auth/register', p);
    const code = await latestCode(p.phone_number);
    const res = await post('/auth/verify-otp', { otp: code, phone_number: p.phone_number });
    expect(res.status).toBe(400);
    expect((await body(res)).code).toBe('otp_invalid');
    const unknown = await post('/auth/verify-otp', { otp: '123456', phone_number: uniquePhone() });
    expect(unknown.status).toBe(400);
    expect(await body(unknown)).toMatchObject({ code: 'otp_invalid', message: 'Please enter the valid code' });
  });

  it('validates the phone', async () => {
    const empty = await post('/auth/login-with-phone', { phone_number: '', role_name: 'user' });
    expect(empty.status).toBe(400);
    expect((await body(empty)).message).toBe("Phone Number can't be empty");
    expect((await post('/auth/login-with-phone', { phone_number: 'call me maybe' })).status).toBe(400);
    expect((await post('/auth/verify-otp', { otp: 12, phone_number: '+12025550100' })).status).toBe(400);
  });
});
