// GET /auth/login: the front door's own sign-in page (worker/sign-in), in the visitor's language, with its island and
// stylesheet under /_signin/<hash>/, the dashboard's security headers, and a return path that stays on this origin.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_ASSETS } from '../generated/sign-in-assets';
import { ops } from '@app/contracts';
import { accountOperations } from '@app/contracts/operations/account';
import { isAppPath } from '@app/contracts/route-paths';
import { safeNext } from '../sign-in/route';

const DASH = 'http://localhost:8787';
const page = async (path = '/auth/login', init?: RequestInit) => {
  const res = await SELF.fetch(`${DASH}${path}`, init);
  return { res, html: await res.text() };
};
/** The island's data: what the page tells the script. */
const data = (html: string) => JSON.parse(/<script type="application\/json" id="si-data">(.*?)<\/script>/s.exec(html)![1]);

describe('front door: the sign-in page', () => {
  it('is HTML with the login screen of SPEC §2, its island and stylesheet, and the security headers', async () => {
    const { res, html } = await page();
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<h1 id="si-title">Sign in</h1>');
    expect(html).toMatch(/role="tab" id="si-tab-phone" aria-controls="si-panel-phone" aria-selected="true"/);
    expect(html).toMatch(/id="si-panel-password" aria-labelledby="si-tab-password" hidden/);
    expect(html).toContain('<label for="login-phone">Phone number</label>');
    expect(html).toContain('<option value="US" selected>United States (+1)</option>');
    expect(html).toContain('data-testid="auth-error" hidden');
    expect(html).toContain('href="/auth/register"');
    expect(html).toContain(`<script src="${SIGN_IN_ASSETS.js}" defer></script>`);
    expect(html).toContain(`<link rel="stylesheet" href="${SIGN_IN_ASSETS.css}">`);
    // No inline script runs (CSP): the island's data is JSON.
    expect(html.match(/<script(?![^>]*(src=|type="application\/json"))/g)).toBeNull();
    expect(data(html)).toMatchObject({ lang: 'en', next: '/dashboard', text: { account: { login: { signIn: 'Sign in' } } } });
    expect((await SELF.fetch(`${DASH}/auth/login/`)).status).toBe(200);
  });

  it('speaks the language of the appLang cookie, or of ?lang= (the page’s own picker); anything else is English', async () => {
    const am = await page('/auth/login', { headers: { Cookie: 'appLang=am' } });
    expect(am.res.headers.get('Content-Language')).toBe('am');
    expect(am.html).toContain('<html lang="am"');
    expect(am.html).toContain('<option value="am" lang="am" selected>አማርኛ</option>');
    expect(data(am.html).text.common.validation.usernameRequired).toMatch(/[\u1200-\u137f]/);
    const es = await page('/auth/login?lang=es', { headers: { Cookie: 'appLang=am' } });
    expect(es.html).toContain('<html lang="es"');
    expect(es.html).toContain('Iniciar sesión');
    for (const cookie of ['appLang=xx', 'appLang=<script>', '']) {
      const other = await page('/auth/login?lang=%3Cb%3E', { headers: { Cookie: cookie } });
      expect(other.html).toContain('<html lang="en"');
    }
  });

  it('keeps a return path only when it is a dashboard page of this origin, escaped where it is written', async () => {
    const kept = await page(`/auth/login?next=${encodeURIComponent('/order?page=2')}`);
    expect(data(kept.html).next).toBe('/order?page=2');
    expect(kept.html).toContain('<input type="hidden" name="next" value="/order?page=2">');
    for (const next of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      '/nope',
      '/auth/login',
      '/',
      '/order"><script>',
      'javascript:alert(1)',
    ]) {
      expect([next, safeNext(next, isAppPath)]).toEqual([next, '/dashboard']);
      const { html } = await page(`/auth/login?next=${encodeURIComponent(next)}`);
      expect(data(html).next).toBe('/dashboard');
      expect(html).not.toContain('evil.example');
    }
    expect(safeNext(`/order?q=${'x'.repeat(600)}`, isAppPath)).toBe('/dashboard');
  });

  it('serves its files for a year under their hash; a HEAD has no body; other methods and names are refused', async () => {
    for (const [url, type] of [
      [SIGN_IN_ASSETS.js, 'text/javascript; charset=utf-8'],
      [SIGN_IN_ASSETS.css, 'text/css; charset=utf-8'],
    ] as const) {
      const res = await SELF.fetch(`${DASH}${url}`);
      expect([url, res.status, res.headers.get('Content-Type')]).toEqual([url, 200, type]);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect((await res.text()).length).toBeGreaterThan(1000);
    }
    const font = /url\((\/_signin\/[0-9a-f]+\/noto-sans-ethiopic\.woff2)\)/.exec(
      await (await SELF.fetch(`${DASH}${SIGN_IN_ASSETS.css}`)).text(),
    )![1];
    const woff = await SELF.fetch(`${DASH}${font}`);
    expect(woff.headers.get('Content-Type')).toBe('font/woff2');
    expect(new TextDecoder().decode(new Uint8Array(await woff.arrayBuffer()).slice(0, 4))).toBe('wOF2');
    const head = await SELF.fetch(`${DASH}/auth/login`, { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);
    expect((await SELF.fetch(`${DASH}/_signin/000000000000/sign-in.js`)).status).toBe(404);
    for (const path of ['/auth/login', SIGN_IN_ASSETS.js]) {
      const res = await SELF.fetch(`${DASH}${path}`, { method: 'POST', body: 'x' });
      expect([path, res.status, res.headers.get('Allow')]).toEqual([path, 405, 'GET, HEAD']);
    }
  });

  it("bundles the account calls it makes, not the dashboard's other operations (@app/api-client/auth)", async () => {
    const js = await (await SELF.fetch(`${DASH}${SIGN_IN_ASSETS.js}`)).text();
    for (const id of ['login', 'loginWithPhone', 'verifyOtp', 'resendCode', 'profile'] as const) expect(js, id).toContain(ops[id].path);
    const others = Object.values(ops).filter((o) => !(o.id in accountOperations));
    expect(others.length).toBeGreaterThan(50);
    expect(others.filter((o) => js.includes(`"${o.path}"`)).map((o) => o.id)).toEqual([]);
  });
});

describe('front door: / without a session', () => {
  it('goes straight to the sign-in page; with a session cookie the app decides', async () => {
    const res = await SELF.fetch(`${DASH}/`, { redirect: 'manual' });
    expect([res.status, res.headers.get('Location'), res.headers.get('Cache-Control')]).toEqual([302, '/auth/login', 'no-store']);
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    const app = await SELF.fetch(`${DASH}/`, { redirect: 'manual', headers: { Cookie: 'appLang=en; XSRF-TOKEN=abc' } });
    expect(app.status).toBe(200);
    expect(await app.text()).toContain('<div id="root">');
  });
});
