// POST /auth/verify-phone signs the new merchant in; POST /auth/resend-code sends another code within the limits,
// with the same answer whether or not the phone is known.
import { describe, expect, it } from 'vitest';
import type { ResendCodeResponse, TokenResponse } from '@app/contracts';
import { api, env, latestCode, uniquePhone } from './helpers';
import { activeUser, body, outbox, post, regPayload, skipInterval } from './auth-helpers';
import { counterKeys } from '../src/services/counters';
import { sha256Hex } from '../src/lib/crypto';
import { xsrfFor } from '../src/middleware/auth';

const cookie = (res: Response, name: string) => {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return line ? { value: decodeURIComponent(line.slice(name.length + 1).split(';')[0]), line } : null;
};
const resend = (phone_number: string, purpose: unknown) => post('/auth/resend-code', { phone_number, purpose });

describe('POST /auth/verify-phone signs in', () => {
  it('answers like POST /auth/login, with a working token and the same cookies', async () => {
    const p = regPayload();
    expect((await post('/auth/register', p)).status).toBe(200);
    const res = await post('/auth/verify-phone', { code: await latestCode(p.phone_number), phone_number: p.phone_number });
    expect(res.status).toBe(200);
    const data = (await res.json()) as TokenResponse;
    expect(Object.keys(data).sort()).toEqual(['access_token', 'token_type', 'user']);
    expect(data).toMatchObject({ token_type: 'bearer', user: { username: p.username, phone_number: p.phone_number, email: p.email } });
    expect(data.user).not.toHaveProperty('password_hash');
    const auth = cookie(res, 'auth_token');
    expect(auth?.value).toBe(data.access_token);
    expect(auth?.line).toMatch(/HttpOnly/);
    expect(cookie(res, 'XSRF-TOKEN')?.value).toBe(await xsrfFor(env, await sha256Hex(data.access_token)));
    const me = await api('/protected/', { token: data.access_token });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { id: data.user.id } });
  });
});

describe('POST /auth/resend-code', () => {
  it('sends a new sign-up code; both codes work until they expire', async () => {
    const p = regPayload();
    await post('/auth/register', p);
    const first = await latestCode(p.phone_number);
    await skipInterval(p.phone_number);
    const res = await resend(p.phone_number, 'register');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true, retry_after: 30 } satisfies ResendCodeResponse);
    const second = await latestCode(p.phone_number);
    expect((await outbox(p.phone_number)).filter((m) => m.code)).toHaveLength(2);
    // The first code still signs up (a resend never cancels a code already sent).
    expect((await post('/auth/verify-phone', { code: first, phone_number: p.phone_number })).status).toBe(200);
    expect(second).toMatch(/^\d{6}$/);
  });

  it('sends a login code to an active account', async () => {
    const a = await activeUser();
    await skipInterval(a.phone_number);
    expect((await resend(a.phone_number, 'login')).status).toBe(200);
    const res = await post('/auth/verify-otp', { otp: await latestCode(a.phone_number), phone_number: a.phone_number });
    expect(res.status).toBe(200);
  });

  it('answers an unknown phone (or a purpose with nothing waiting) the same way and sends nothing', async () => {
    const unknown = uniquePhone();
    const a = await activeUser();
    await skipInterval(a.phone_number);
    const r1 = await resend(unknown, 'register');
    const r2 = await resend(a.phone_number, 'register'); // active: no sign-up waits
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect(await r1.json()).toEqual(await r2.json());
    expect(await outbox(unknown)).toEqual([]);
    expect((await outbox(a.phone_number)).filter((m) => m.code)).toHaveLength(1);
  });

  it('keeps to 1 per 30 s and 5 per hour per phone: 429 rate_limited with Retry-After and no detail', async () => {
    const phone = uniquePhone();
    expect((await resend(phone, 'login')).status).toBe(200);
    const soon = await resend(phone, 'login');
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get('Retry-After'))).toBeLessThanOrEqual(30);
    const b = await body(soon);
    expect(b.code).toBe('rate_limited');
    expect(b).not.toHaveProperty('detail');
    for (let i = 2; i <= 5; i++) {
      await skipInterval(phone);
      const res = await resend(phone, 'login');
      expect(res.status).toBe(200);
      // After the hour's last send the next one waits for the hour.
      const { retry_after } = (await res.json()) as ResendCodeResponse;
      if (i < 5) expect(retry_after).toBe(30);
      else expect(retry_after).toBeGreaterThan(30);
    }
    await skipInterval(phone);
    const sixth = await resend(phone, 'login');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('Retry-After'))).toBeGreaterThan(30);
    expect(
      await env.CONTROL.prepare('SELECT count FROM auth_counters WHERE key = ?').bind(counterKeys.smsHourly(phone)).first('count'),
    ).toBe(6);
  });

  it.each([
    [{ phone_number: '+12025550100', purpose: 'reset' }, 'Purpose must be register or login'],
    [{ phone_number: '+12025550100' }, 'Purpose is required'],
    [{ purpose: 'login' }, "Phone Number can't be empty"],
    [{ phone_number: { a: 1 }, purpose: 'login' }, 'phone_number must be text'],
  ])('refuses %j with 400 "%s"', async (payload, message) => {
    const res = await post('/auth/resend-code', payload);
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ code: 'validation_failed', message });
  });
});
