// POST /auth/register: sign-up, with no way to learn whether a phone is registered and no way to cancel someone
// else's sign-up; throttled per phone and per client.
import { describe, expect, it } from 'vitest';
import { api, env, latestCode, unique, uniquePhone } from './helpers';
import { activeUser, body, outbox, PASSWORD, post, regPayload, skipInterval, userRow } from './auth-helpers';

describe('POST /auth/register', () => {
  it('creates a pending user with a PBKDF2 hash and sends a code to the outbox', async () => {
    const p = regPayload({ role_name: 'user' });
    const res = await post('/auth/register', p);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, status: 200, message: expect.any(String) });

    const row = await userRow(p.username);
    expect(row).toMatchObject({ email: p.email, phone_number: p.phone_number, role_name: 'user', status: 'pending' });
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(row!.password_hash).not.toContain(PASSWORD);

    const sms = await env.CONTROL.prepare('SELECT * FROM sms_outbox WHERE to_phone = ?').bind(p.phone_number).all<Record<string, string>>();
    expect(sms.results).toHaveLength(1);
    expect(sms.results[0].code).toMatch(/^\d{6}$/);
    expect(sms.results[0].body).toBe(`Your verification code is ${sms.results[0].code}`);
    // Only a hash of the code is kept with the code row.
    const otp = await env.CONTROL.prepare('SELECT * FROM otp_codes WHERE phone_number = ?')
      .bind(p.phone_number)
      .first<Record<string, unknown>>();
    expect(otp).toMatchObject({ purpose: 'register', attempts: 0, used_at: null });
    expect(otp!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(otp!.code_hash).not.toContain(sms.results[0].code);
  });

  it('accepts the other reading {username, role_name, password, phone} and normalises the phone to E.164', async () => {
    const username = unique('alt');
    const digits = uniquePhone().slice(1); // without "+"
    const res = await post('/auth/register', { username, role_name: 'user', password: PASSWORD, phone: digits });
    expect(res.status).toBe(200);
    expect(await userRow(username)).toMatchObject({ phone_number: `+${digits}`, email: null, status: 'pending' });
  });

  it('stores role_name user whatever is omitted, and refuses another role', async () => {
    const p = regPayload();
    delete (p as Record<string, unknown>).role_name;
    expect((await post('/auth/register', p)).status).toBe(200);
    expect((await userRow(p.username))!.role_name).toBe('user');
    const admin = await post('/auth/register', regPayload({ role_name: 'admin' }));
    expect(admin.status).toBe(400);
  });

  it('refuses a username held by an active account (409) and leaves rows unchanged', async () => {
    const a = await activeUser();
    const sameName = await post('/auth/register', regPayload({ username: a.username }));
    expect(sameName.status).toBe(409);
    expect((await body(sameName)).code).toBe('username_taken');
    expect(await userRow(a.username)).toMatchObject({ status: 'active', phone_number: a.phone_number });
  });

  it('answers a registered phone exactly like a new one; its owner gets a notice, not a code, and nothing is written', async () => {
    const a = await activeUser();
    const fresh = await post('/auth/register', regPayload());
    const probe = regPayload({ phone_number: a.phone_number });
    await skipInterval(a.phone_number);
    const known = await post('/auth/register', probe);
    expect(known.status).toBe(fresh.status);
    expect(await known.json()).toEqual(await fresh.json());
    expect(await userRow(probe.username)).toBeNull();
    expect(await userRow(a.username)).toMatchObject({ status: 'active', password_hash: (await userRow(a.username))!.password_hash });
    const sms = await outbox(a.phone_number);
    expect(sms.at(-1)).toEqual({ body: expect.stringMatching(/^Someone tried to create an account with this phone number/), code: null });
    expect(sms.filter((m) => m.code !== null)).toHaveLength(1); // only the sign-up code of its real owner
  });

  it('throttles register per phone for known and new phones alike (429 with Retry-After)', async () => {
    const a = await activeUser();
    await skipInterval(a.phone_number);
    expect((await post('/auth/register', regPayload({ phone_number: a.phone_number }))).status).toBe(200);
    const known = await post('/auth/register', regPayload({ phone_number: a.phone_number }));
    const p = regPayload();
    expect((await post('/auth/register', p)).status).toBe(200);
    const unknown = await post('/auth/register', regPayload({ phone_number: p.phone_number }));
    for (const res of [known, unknown]) {
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await body(res)).code).toBe('rate_limited');
    }
  });

  it('throttles register per client: 30 an hour from one address, whatever the names and phones', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await post('/auth/register', regPayload(), { 'CF-Connecting-IP': ip })).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const over = await post('/auth/register', regPayload(), { 'CF-Connecting-IP': ip });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await body(over)).toMatchObject({ code: 'rate_limited' });
    // Another client is not affected.
    expect((await post('/auth/register', regPayload(), { 'CF-Connecting-IP': '203.0.113.78' })).status).toBe(200);
  });

  it('a third party cannot cancel a pending sign-up: its username is taken, its phone answered as usual', async () => {
    const first = regPayload();
    expect((await post('/auth/register', first)).status).toBe(200);
    const firstRow = await userRow(first.username);
    const code = await latestCode(first.phone_number);

    const sameName = await post('/auth/register', regPayload({ username: first.username }));
    expect(sameName.status).toBe(409);
    expect((await body(sameName)).code).toBe('username_taken');
    await skipInterval(first.phone_number);
    const other = regPayload({ phone_number: first.phone_number });
    expect((await post('/auth/register', other)).status).toBe(200);
    expect(await userRow(other.username)).toBeNull();
    // The same person again (same name and phone) gets another code; the first one still works.
    await skipInterval(first.phone_number);
    expect((await post('/auth/register', { ...first, password: 'Another-pass-phrase' })).status).toBe(200);
    expect(await latestCode(first.phone_number)).not.toBe(code);
    expect(await userRow(first.username)).toEqual(firstRow);

    expect((await post('/auth/verify-phone', { code, phone_number: first.phone_number })).status).toBe(200);
    expect(await userRow(first.username)).toMatchObject({ id: firstRow!.id, status: 'active', password_hash: firstRow!.password_hash });
  });

  it('frees the username and phone of a sign-up whose codes have all expired', async () => {
    const first = regPayload();
    expect((await post('/auth/register', first)).status).toBe(200);
    const firstId = (await userRow(first.username))!.id;
    await env.CONTROL.prepare(`UPDATE otp_codes SET expires_at = '2000-01-01T00:00:00.000Z' WHERE phone_number = ?`)
      .bind(first.phone_number)
      .run();
    await skipInterval(first.phone_number);
    const again = { ...first, email: 'new@example.com' };
    expect((await post('/auth/register', again)).status).toBe(200);
    const rows = await env.CONTROL.prepare('SELECT id, email FROM users WHERE phone_number = ?').bind(first.phone_number).all();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0]).toMatchObject({ email: 'new@example.com' });
    expect(rows.results[0].id).not.toBe(firstId);
    const code = await latestCode(first.phone_number);
    expect((await post('/auth/verify-phone', { code, phone_number: first.phone_number })).status).toBe(200);
  });

  it('applies the send limits to re-registration (30 s)', async () => {
    const p = regPayload();
    expect((await post('/auth/register', p)).status).toBe(200);
    const res = await post('/auth/register', p);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('Retry-After'))).toBeLessThanOrEqual(30);
    expect((await body(res)).code).toBe('rate_limited');
  });

  it.each([
    [{ phone_number: '' }, "Phone Number can't be empty"],
    [{ phone_number: undefined }, "Phone Number can't be empty"],
    [{ phone_number: '12' }, 'Enter a valid phone number with its country code'],
    [{ phone_number: '+1234567890123456789' }, 'Enter a valid phone number with its country code'],
    [{ password: 'short1' }, 'Password must be at least 8 characters'],
    [{ password: 'x'.repeat(65) }, 'Password must be at most 64 characters'],
    [{ password: 'password123' }, 'This password is too common'],
    [{ password: undefined }, 'Password is required'],
    [{ username: '' }, 'Username is required'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'has space' }, 'Use letters, digits, dots, dashes and underscores only'],
    [{ username: '<script>alert(1)</script>' }, 'Use letters, digits, dots, dashes and underscores only'],
    [{ username: "x' OR 1=1 --" }, 'Use letters, digits, dots, dashes and underscores only'],
    [{ email: 'not-an-email' }, 'Enter a valid email address'],
  ])('refuses %j with 400 "%s" and writes nothing', async (over, message) => {
    const p = regPayload(over);
    const res = await post('/auth/register', p);
    expect(res.status).toBe(400);
    const b = await body(res);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(b).toMatchObject({ code: 'validation_failed', message });
    expect(b.detail).toEqual(expect.arrayContaining([expect.objectContaining({ msg: message })]));
    if (typeof p.username === 'string') expect(await userRow(p.username)).toBeNull();
  });

  it.each([
    ['wrong types', { username: { a: 1 }, password: ['x'], phone_number: { n: 1 }, email: 5, role_name: [] }],
    ['nulls', { username: null, password: null, phone_number: null, email: null }],
    ['huge strings', { username: 'a'.repeat(20_000), password: 'b'.repeat(20_000), phone_number: '9'.repeat(20_000) }],
    ['an array body', [1, 2, 3]],
    ['a string body', 'hello'],
  ])('answers %s with 400, never 5xx', async (_name, payload) => {
    const res = await post('/auth/register', payload);
    expect(res.status).toBe(400);
    expect((await body(res)).code).toMatch(/^(validation_failed|invalid_json)$/);
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await api('/auth/register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"username":' });
    expect(res.status).toBe(400);
    expect((await body(res)).code).toBe('invalid_json');
  });
});
