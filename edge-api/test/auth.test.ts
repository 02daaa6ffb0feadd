// /auth phone codes: verifying a sign-up code and the limits on sending codes. Password and phone sign-in:
// auth-login.test.ts; sign-up: auth-register.test.ts; sessions and logout: profile.test.ts.
import { describe, expect, it } from 'vitest';
import { env, latestCode, uniquePhone } from './helpers';
import { counterKeys } from '../src/services/counters';
import { activeUser, body, post, regPayload, skipInterval, userRow } from './auth-helpers';

describe('POST /auth/verify-phone', () => {
  it('activates the pending account; the code is single use', async () => {
    const p = regPayload();
    await post('/auth/register', p);
    const code = await latestCode(p.phone_number);
    const res = await post('/auth/verify-phone', { code, phone_number: p.phone_number });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ access_token: expect.any(String), token_type: 'bearer', user: { username: p.username } });
    expect((await userRow(p.username))!.status).toBe('active');
    const otp = await env.CONTROL.prepare('SELECT used_at FROM otp_codes WHERE phone_number = ?')
      .bind(p.phone_number)
      .first<{ used_at: string }>();
    expect(otp!.used_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const again = await post('/auth/verify-phone', { code, phone_number: p.phone_number });
    expect(again.status).toBe(400);
    expect(await body(again)).toMatchObject({ code: 'otp_invalid', message: 'Please enter the valid code' });
  });

  it('refuses a wrong code with otp_invalid and counts the attempt', async () => {
    const p = regPayload();
    await post('/auth/register', p);
    const code = await latestCode(p.phone_number);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await post('/auth/verify-phone', { code: wrong, phone_number: p.phone_number });
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ code: 'otp_invalid', message: 'Please enter the valid code' });
    expect((await userRow(p.username))!.status).toBe('pending');
    const otp = await env.CONTROL.prepare('SELECT attempts FROM otp_codes WHERE phone_number = ?')
      .bind(p.phone_number)
      .first<{ attempts: number }>();
    expect(otp!.attempts).toBe(1);
  });

  it('refuses an expired code with otp_expired', async () => {
    const p = regPayload();
    await post('/auth/register', p);
    const code = await latestCode(p.phone_number);
    await env.CONTROL.prepare(`UPDATE otp_codes SET expires_at = '2000-01-01T00:00:00.000Z' WHERE phone_number = ?`)
      .bind(p.phone_number)
      .run();
    const res = await post('/auth/verify-phone', { code, phone_number: p.phone_number });
    expect(res.status).toBe(400);
    expect((await body(res)).code).toBe('otp_expired');
    expect((await userRow(p.username))!.status).toBe('pending');
  });

  it('locks after 5 wrong codes; a new code does not reset the lock until the window passes', async () => {
    const p = regPayload();
    await post('/auth/register', p);
    const code = await latestCode(p.phone_number);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/auth/verify-phone', { code: wrong, phone_number: p.phone_number });
      expect(res.status).toBe(400);
    }
    const killed = await env.CONTROL.prepare('SELECT attempts FROM otp_codes WHERE phone_number = ?')
      .bind(p.phone_number)
      .first('attempts');
    expect(killed).toBe(5);
    const locked = await post('/auth/verify-phone', { code, phone_number: p.phone_number });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await body(locked)).toMatchObject({ code: 'otp_locked', message: expect.stringMatching(/Too many wrong codes/) });

    // A fresh code (register again after the 30 s interval) is still locked out.
    await skipInterval(p.phone_number);
    expect((await post('/auth/register', p)).status).toBe(200);
    const fresh = await latestCode(p.phone_number);
    expect((await post('/auth/verify-phone', { code: fresh, phone_number: p.phone_number })).status).toBe(429);
    expect((await userRow(p.username))!.status).toBe('pending');

    // 15 minutes later (window moved into the past) the newest code works; the killed code never does.
    await env.CONTROL.prepare(`UPDATE auth_counters SET window_start = '2000-01-01T00:00:00.000Z' WHERE key = ?`)
      .bind(counterKeys.otpFailures(p.phone_number))
      .run();
    expect((await post('/auth/verify-phone', { code: fresh, phone_number: p.phone_number })).status).toBe(200);
    expect(
      await env.CONTROL.prepare('SELECT count(*) AS n FROM auth_counters WHERE key = ?')
        .bind(counterKeys.otpFailures(p.phone_number))
        .first('n'),
    ).toBe(0);
  });

  it('counts parallel guesses atomically: exactly 5 of 10 concurrent wrong codes are checked', async () => {
    const p = regPayload();
    await post('/auth/register', p);
    const code = await latestCode(p.phone_number);
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => post('/auth/verify-phone', { code: wrong, phone_number: p.phone_number }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('a killed code stays dead even with the right digits', async () => {
    const p = regPayload();
    await post('/auth/register', p);
    const code = await latestCode(p.phone_number);
    await env.CONTROL.prepare('UPDATE otp_codes SET attempts = 5 WHERE phone_number = ?').bind(p.phone_number).run();
    expect((await post('/auth/verify-phone', { code, phone_number: p.phone_number })).status).toBe(400);
  });

  it.each([
    [{ code: '12345', phone_number: '+12025550100' }, 'Please enter a valid 6-digit OTP'],
    [{ code: 'abcdef', phone_number: '+12025550100' }, 'Please enter a valid 6-digit OTP'],
    [{ code: '123456' }, "Phone Number can't be empty"],
    [{ code: { $ne: 1 }, phone_number: ['x'] }, undefined],
  ])('validates %j', async (payload, message) => {
    const res = await post('/auth/verify-phone', payload);
    expect(res.status).toBe(400);
    const b = await body(res);
    expect(b.code).toBe('validation_failed');
    if (message) expect(b.message).toBe(message);
  });
});

describe('send limits', () => {
  it('allows one code per 30 s and five per hour per phone, with Retry-After', async () => {
    const a = await activeUser(); // one send used by registration
    const first = await post('/auth/login-with-phone', { phone_number: a.phone_number, role_name: 'user' });
    expect(first.status).toBe(429);
    expect(Number(first.headers.get('Retry-After'))).toBeLessThanOrEqual(30);

    for (let i = 2; i <= 5; i++) {
      await skipInterval(a.phone_number);
      expect((await post('/auth/login-with-phone', { phone_number: a.phone_number })).status).toBe(200);
    }
    await skipInterval(a.phone_number);
    const sixth = await post('/auth/login-with-phone', { phone_number: a.phone_number });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('Retry-After'))).toBeGreaterThan(30);
    expect(Number(sixth.headers.get('Retry-After'))).toBeLessThanOrEqual(3600);
    const sent = await env.CONTROL.prepare('SELECT count(*) AS n FROM sms_outbox WHERE to_phone = ?').bind(a.phone_number).first('n');
    expect(sent).toBe(5);
    const hourly = await env.CONTROL.prepare('SELECT count FROM auth_counters WHERE key = ?')
      .bind(counterKeys.smsHourly(a.phone_number))
      .first('count');
    expect(hourly).toBe(6);

    // An hour later the budget is back.
    await env.CONTROL.prepare(`UPDATE auth_counters SET window_start = '2000-01-01T00:00:00.000Z' WHERE key IN (?, ?)`)
      .bind(counterKeys.smsHourly(a.phone_number), counterKeys.smsInterval(a.phone_number))
      .run();
    expect((await post('/auth/login-with-phone', { phone_number: a.phone_number })).status).toBe(200);
  });

  it('applies to unknown phones too, with the same answers', async () => {
    const phone = uniquePhone();
    const ok = await post('/auth/login-with-phone', { phone_number: phone, role_name: 'user' });
    expect(ok.status).toBe(200);
    expect((await post('/auth/login-with-phone', { phone_number: phone })).status).toBe(429);
  });
});
