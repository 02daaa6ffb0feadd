// DESIGN.md §9: the security headers on every dashboard response (pages, files, 404s, /remotes.json, releases); the API's
// responses get the base two and HSTS, filled in where the API set none (issue #32 item 9: the test-payment page's
// no-referrer is kept), nosniff and HSTS whatever it set; the storefront's keep their own.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const get = (url: string, init?: RequestInit) => SELF.fetch(url, init);

function directives(res: Response): Map<string, string> {
  const csp = res.headers.get('Content-Security-Policy') ?? '';
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0], d.slice(d.indexOf(' ') + 1)]),
  );
}

describe('front door: security headers', () => {
  it.each(['/dashboard', '/assets/bootstrap-abc123.js', '/no-such-page', '/assets/missing.js', '/remotes.json', '/remotes/x'])(
    '%s carries the dashboard CSP, nosniff and the referrer policy',
    async (path) => {
      const res = await get(`http://localhost:8787${path}`);
      const csp = directives(res);
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'self'");
      expect(csp.get('form-action')).toBe("'self'");
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('allows no inline or eval script and no other origin: every release is served from this one', async () => {
    const csp = directives(await get('http://localhost:8787/'));
    expect(csp.get('script-src')).not.toMatch(/unsafe-inline|unsafe-eval/);
    for (const [d, sources] of csp) expect([d, sources]).toEqual([d, expect.not.stringMatching(/https?:/)]);
  });

  it('adds HSTS on a dashboard host that is not local, never on localhost', async () => {
    const remote = await get('https://dash.example.com/auth/login');
    expect(remote.status).toBe(200);
    expect(remote.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    for (const origin of ['http://localhost:8787', 'http://127.0.0.1:8787']) {
      expect([origin, (await get(`${origin}/auth/login`)).headers.get('Strict-Transport-Security')]).toEqual([origin, null]);
    }
  });

  it('gives API responses nosniff and the referrer policy but not the page CSP', async () => {
    const res = await get('http://localhost:8787/api/auth/me');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('Content-Security-Policy')).toBeNull();
  });

  it('keeps the referrer policy and CSP an API page sets for itself (the hosted test-payment page)', async () => {
    const own = { 'Referrer-Policy': 'no-referrer', 'Content-Security-Policy': "default-src 'none'; form-action 'self'" };
    for (const origin of ['http://localhost:8787', 'https://dash.example.com']) {
      const res = await get(`${origin}/api/payments/test/pay/tp_abcdefghijkl`, {
        headers: { 'X-Test-Answer-Headers': JSON.stringify(own) },
      });
      expect(res.headers.get('Referrer-Policy'), origin).toBe('no-referrer');
      expect(res.headers.get('Content-Security-Policy'), origin).toBe(own['Content-Security-Policy']);
      expect(res.headers.get('X-Content-Type-Options'), origin).toBe('nosniff');
    }
  });

  it('never lets an API answer drop nosniff or HSTS; API answers on a real host carry HSTS', async () => {
    const weaker = { 'X-Content-Type-Options': 'sniff', 'Strict-Transport-Security': 'max-age=0' };
    const res = await get('https://dash.example.com/api/auth/me', { headers: { 'X-Test-Answer-Headers': JSON.stringify(weaker) } });
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await get('https://dash.example.com/api/auth/me');
    expect(plain.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(plain.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it("leaves the storefront's headers as it set them", async () => {
    const res = await get('https://shop.example.com/');
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; storefront");
    expect(res.headers.get('Strict-Transport-Security')).toBeNull();
  });
});
