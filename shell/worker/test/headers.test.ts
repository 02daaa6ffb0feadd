// DESIGN.md §9: the security headers on every dashboard response (pages, files, 404s, /remotes.json); the API's
// responses get the base two; the storefront's keep their own.
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
  it.each(['/dashboard', '/assets/bootstrap-abc123.js', '/no-such-page', '/assets/missing.js', '/remotes.json'])(
    '%s carries the dashboard CSP, nosniff and the referrer policy',
    async (path) => {
      const res = await get(`http://localhost:8787${path}`);
      const csp = directives(res);
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('script-src')).toBe("'self' https://builder.example.com");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'self'");
      expect(csp.get('form-action')).toBe("'self'");
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('allows no inline or eval script, and a remote on its own origin only for scripts, styles, fonts and fetches', async () => {
    const csp = directives(await get('http://localhost:8787/'));
    expect(csp.get('script-src')).not.toMatch(/unsafe-inline|unsafe-eval/);
    for (const d of ['style-src', 'font-src', 'connect-src'])
      expect([d, csp.get(d)]).toEqual([d, expect.stringContaining('https://builder.example.com')]);
    for (const d of ['img-src', 'frame-src', 'default-src'])
      expect([d, csp.get(d)]).toEqual([d, expect.not.stringContaining('builder.example.com')]);
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

  it("leaves the storefront's headers as it set them", async () => {
    const res = await get('https://shop.example.com/');
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; storefront");
    expect(res.headers.get('Strict-Transport-Security')).toBeNull();
  });
});
