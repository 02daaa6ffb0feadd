// GET /protected/ and the session around it: bearer and cookie auth, XSRF, logout, expiry, the newMerchant helper.
import { describe, expect, it } from 'vitest';
import { api, env, newMerchant } from './helpers';
import { sha256Hex } from '../src/lib/crypto';
import { xsrfFor } from '../src/middleware/auth';

interface Cookie {
  name: string;
  value: string;
  attrs: Record<string, string | true>;
}

function parseSetCookies(res: Response): Record<string, Cookie> {
  const out: Record<string, Cookie> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...rest] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const attrs: Record<string, string | true> = {};
    for (const a of rest) {
      const i = a.indexOf('=');
      attrs[(i < 0 ? a : a.slice(0, i)).toLowerCase()] = i < 0 ? true : a.slice(i + 1);
    }
    out[pair.slice(0, eq)] = { name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)), attrs };
  }
  return out;
}

/** Signs in through the form and returns the body plus the cookies the dashboard would keep. */
async function signIn(username: string, password: string) {
  const res = await api('/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, scope: '', client_id: '', client_secret: '' }).toString(),
  });
  expect(res.status).toBe(200);
  const cookies = parseSetCookies(res);
  const data = (await res.json()) as { access_token: string };
  return { token: data.access_token, cookies };
}

const cookieHeader = (token: string, xsrf: string) => `auth_token=${token}; XSRF-TOKEN=${xsrf}`;

describe('GET /protected/', () => {
  it('returns the user for a bearer token (newMerchant helper works end to end)', async () => {
    const m = await newMerchant();
    const res = await api('/protected/', { token: m.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const data = (await res.json()) as { user: Record<string, unknown> };
    expect(data).toEqual({
      user: {
        id: m.userId,
        username: m.username,
        email: `${m.username}@example.com`,
        phone_number: m.phone,
        role_name: 'user',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    });
    expect(JSON.stringify(data)).not.toMatch(/password|pbkdf2/);
    // Also without the trailing slash.
    expect((await api('/protected', { token: m.token })).status).toBe(200);
  });

  it('answers a missing token with 401 No token found', async () => {
    const res = await api('/protected/');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'No token found', code: 'no_token' });
  });

  it.each(['garbage', 'x'.repeat(5000), '<script>alert(1)</script>'])('answers an unknown token with 401 invalid_token', async (token) => {
    const res = await api('/protected/', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('invalid_token');
  });

  it('stores only the SHA-256 of the token, expiring in 7 days; an expired session gets 401', async () => {
    const m = await newMerchant();
    const hash = await sha256Hex(m.token);
    const row = await env.CONTROL.prepare('SELECT * FROM sessions WHERE token_hash = ?').bind(hash).first<Record<string, string>>();
    expect(row).toMatchObject({ user_id: m.userId, revoked_at: null });
    const days = (Date.parse(row!.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const leaked = await env.CONTROL.prepare('SELECT count(*) AS n FROM sessions WHERE token_hash = ?').bind(m.token).first('n');
    expect(leaked).toBe(0);

    await env.CONTROL.prepare(`UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE token_hash = ?`).bind(hash).run();
    const res = await api('/protected/', { token: m.token });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('invalid_token');
  });
});

describe('session cookies', () => {
  it('login sets auth_token (HttpOnly) and a readable XSRF-TOKEN bound to the session', async () => {
    const m = await newMerchant();
    const { token, cookies } = await signIn(m.username, m.password);
    const auth = cookies.auth_token;
    expect(auth.value).toBe(token);
    expect(auth.attrs).toMatchObject({ httponly: true, secure: true, samesite: 'Strict', path: '/', 'max-age': '604800' });
    const xsrf = cookies['XSRF-TOKEN'];
    expect(xsrf.attrs).toMatchObject({ secure: true, samesite: 'Strict', path: '/' });
    expect(xsrf.attrs.httponly).toBeUndefined();
    expect(xsrf.value).toBe(await xsrfFor(env, await sha256Hex(token)));
  });

  it('verify-otp sets the same cookies', async () => {
    const m = await newMerchant();
    await env.CONTROL.prepare(`DELETE FROM auth_counters WHERE key LIKE ?`).bind(`sms%:${m.phone}`).run();
    expect((await api('/auth/login-with-phone', { method: 'POST', json: { phone_number: m.phone, role_name: 'user' } })).status).toBe(200);
    const sms = await api(`/__dev/sms?phone=${encodeURIComponent(m.phone)}`);
    const otp = ((await sms.json()) as { messages: { code: string }[] }).messages[0].code;
    const res = await api('/auth/verify-otp', { method: 'POST', json: { otp, phone_number: m.phone, role_name: 'user' } });
    expect(res.status).toBe(200);
    const cookies = parseSetCookies(res);
    expect(cookies.auth_token.attrs).toMatchObject({ httponly: true, secure: true, samesite: 'Strict' });
    expect(cookies['XSRF-TOKEN'].value).toMatch(/^[0-9a-f]{64}$/);
  });

  it('cookie auth works for GET without the XSRF header', async () => {
    const m = await newMerchant();
    const { token } = await signIn(m.username, m.password);
    const res = await api('/protected/', { headers: { Cookie: `auth_token=${token}` } });
    expect(res.status).toBe(200);
  });

  it('cookie-authenticated logout needs X-XSRF-TOKEN (403 without, 200 with), then the session is revoked', async () => {
    const m = await newMerchant();
    const { token, cookies } = await signIn(m.username, m.password);
    const xsrf = cookies['XSRF-TOKEN'].value;
    const cookie = cookieHeader(token, xsrf);

    const without = await api('/auth/logout', { method: 'POST', headers: { Cookie: cookie } });
    expect(without.status).toBe(403);
    expect(((await without.json()) as { code: string }).code).toBe('xsrf_failed');
    const wrong = await api('/auth/logout', { method: 'POST', headers: { Cookie: cookie, 'X-XSRF-TOKEN': 'f'.repeat(64) } });
    expect(wrong.status).toBe(403);
    expect((await api('/protected/', { token })).status).toBe(200); // nothing revoked yet

    const ok = await api('/auth/logout', { method: 'POST', headers: { Cookie: cookie, 'X-XSRF-TOKEN': xsrf } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ success: true, message: expect.any(String) });
    const cleared = parseSetCookies(ok);
    expect(cleared.auth_token).toMatchObject({ value: '', attrs: { 'max-age': '0', path: '/' } });
    expect(cleared['XSRF-TOKEN']).toMatchObject({ value: '', attrs: { 'max-age': '0', path: '/' } });

    const row = await env.CONTROL.prepare('SELECT revoked_at FROM sessions WHERE token_hash = ?')
      .bind(await sha256Hex(token))
      .first<{ revoked_at: string }>();
    expect(row!.revoked_at).toMatch(/^\d{4}-/);
    expect((await api('/protected/', { token })).status).toBe(401);
    expect((await api('/protected/', { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it('bearer logout needs no XSRF header and revokes only that session', async () => {
    const m = await newMerchant();
    const other = await signIn(m.username, m.password);
    const res = await api('/auth/logout', { method: 'POST', token: m.token });
    expect(res.status).toBe(200);
    expect((await api('/protected/', { token: m.token })).status).toBe(401);
    expect((await api('/auth/logout', { method: 'POST', token: m.token })).status).toBe(401);
    expect((await api('/protected/', { token: other.token })).status).toBe(200);
  });

  it('logout without a token is 401 No token found', async () => {
    const res = await api('/auth/logout', { method: 'POST' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'No token found', code: 'no_token' });
  });
});
