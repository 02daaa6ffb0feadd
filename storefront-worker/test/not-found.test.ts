// 404s: an unknown store shows "Website Not Found" at the requested URL; inside a known store an unknown page,
// an unknown product and an unpublished page are 404 with the store's header and footer.
import { describe, expect, it } from 'vitest';
import { createStore, page, unique } from './fixtures';

const WEBSITE_NOT_FOUND = ['Website Not Found', 'The store you&#x27;re looking for doesn&#x27;t exist.', 'Return to Home'];

describe('Website Not Found', () => {
  it.each([
    ['an unknown domain', `/published/${'nope'}-missing`],
    ['an unknown store number', '/published-store/999999999'],
    ['a store number that is not a number', '/published-store/abc'],
    ['/published with no domain', '/published'],
    ['/not-found itself', '/not-found'],
    ['a page of an unknown store', '/published/missing-store/cart'],
  ])('%s is 404 with the SPEC page', async (_, path) => {
    const { res, html } = await page(path);
    expect(res.status).toBe(404);
    for (const text of WEBSITE_NOT_FOUND) expect(html).toContain(text);
    expect(html).toContain('<meta name="robots" content="noindex">');
    // Return to Home goes to the app's home (the dashboard origin when one is configured).
    expect(html).toContain('href="https://dash.example/"');
  });

  it('answers an unknown Host (a domain no store has) the same way', async () => {
    const { res, html } = await page('/', { host: `${unique('nobody')}.example.org` });
    expect(res.status).toBe(404);
    expect(html).toContain('Website Not Found');
  });

  it('carries the security headers', async () => {
    const { res } = await page('/published/missing-store');
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('404 inside a store', () => {
  it('an unknown product', async () => {
    const s = await createStore({ title: 'Known Shop' });
    const { res, html } = await page(`/published/${s.domain}/shop/product/987654`);
    expect(res.status).toBe(404);
    expect(html).toContain('404 Page Not Found');
    expect(html).toContain('Go Back To Home');
    expect(html).toContain('Known Shop'); // the store's header is still there
  });

  it("another store's product is unknown here", async () => {
    const other = await createStore({ products: [{ name: 'Not yours' }] });
    const s = await createStore();
    const { res, html } = await page(`/published/${s.domain}/shop/product/${other.productIds[0]}`);
    expect(res.status).toBe(404);
    expect(html).not.toContain('Not yours');
  });

  it('an unpublished page is 404 and a published one is shown', async () => {
    const s = await createStore({
      pages: [
        {
          title: 'Secret',
          slug: 'secret',
          published: false,
          sections: [{ title: 'Hidden', type: 'text', content: { text: 'draft words' } }],
        },
        { title: 'Open', slug: 'open', published: true, sections: [{ title: 'Visible', type: 'text', content: { text: 'public words' } }] },
      ],
    });
    const secret = await page(`/published/${s.domain}/secret`);
    expect(secret.res.status).toBe(404);
    expect(secret.html).not.toContain('draft words');
    const open = await page(`/published/${s.domain}/open`);
    expect(open.res.status).toBe(200);
    expect(open.html).toContain('public words');
  });

  it.each(['/no-such-page', '/shop/product/abc', '/shop/product/1/extra', '/cart/more', '/a/b/c'])('an unknown path %s', async (path) => {
    const s = await createStore();
    const { res, html } = await page(`/published/${s.domain}${path}`);
    expect(res.status).toBe(404);
    expect(html).toContain('404 Page Not Found');
  });

  it('refuses methods other than GET and HEAD on pages', async () => {
    const s = await createStore();
    const { res } = await page(`/published/${s.domain}`, { method: 'POST' });
    expect(res.status).toBe(405);
  });
});
