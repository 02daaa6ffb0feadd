// A store is found by /published/{domain}, /published-store/{id} and by its verified custom hostname as Host; links inside the
// page keep the form the request came in with.
import { describe, expect, it } from 'vitest';
import { createStore, page, unique } from './fixtures';

const ABOUT = [{ title: 'About us', slug: 'about-us', published: true }];
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

describe('store lookup', () => {
  it('finds a store by its domain in the path, with links under /published/{domain}', async () => {
    const s = await createStore({
      title: 'Path Shop',
      header: [
        { title: 'About', link: 'about-us' },
        { title: 'Blog', link: 'https://blog.example/x' },
      ],
      pages: ABOUT,
    });
    const { res, html } = await page(`/published/${s.domain}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<title>Path Shop</title>');
    const links = hrefs(html);
    expect(links).toContain(`/published/${s.domain}/cart`);
    expect(links).toContain(`/published/${s.domain}/wishlist`);
    expect(links).toContain(`/published/${s.domain}/about-us`);
    expect(links).toContain('https://blog.example/x');
  });

  it('accepts a trailing slash and any letter case in the domain', async () => {
    const s = await createStore();
    expect((await page(`/published/${s.domain}/`)).res.status).toBe(200);
    expect((await page(`/published/${s.domain.toUpperCase()}`)).res.status).toBe(200);
  });

  it('finds a store by its number, with links under /published-store/{id}', async () => {
    const s = await createStore({ title: 'Number Shop' });
    const { res, html } = await page(`/published-store/${s.id}`);
    expect(res.status).toBe(200);
    expect(html).toContain('Number Shop');
    expect(hrefs(html)).toContain(`/published-store/${s.id}/cart`);
    // One canonical address for search engines: the domain form.
    expect(html).toContain(`<link rel="canonical" href="https://app.test/published/${s.domain}">`);
  });

  it('finds a store by its verified custom hostname as Host, with links at the root', async () => {
    const domain = `${unique('shop')}.example.com`;
    await createStore({ customHost: domain, title: 'Custom Domain Shop', pages: ABOUT });
    const { res, html } = await page('/', { host: domain });
    expect(res.status).toBe(200);
    expect(html).toContain('Custom Domain Shop');
    const links = hrefs(html);
    expect(links).toContain('/cart');
    expect(links).toContain('/about-us');
    expect(links.some((l) => l.startsWith('/published'))).toBe(false);
    expect(html).toContain(`<link rel="canonical" href="https://${domain}">`);
    expect((await page('/cart', { host: domain })).res.status).toBe(200);
  });

  it('serves every page of a store', async () => {
    const s = await createStore({ products: [{ name: 'Teapot' }], pages: [{ title: 'About us', slug: 'about-us', published: true }] });
    for (const path of ['', '/cart', '/wishlist', '/checkout', '/checkout/success', '/about-us', `/shop/product/${s.productIds[0]}`]) {
      const { res } = await page(`/published/${s.domain}${path}`);
      expect(res.status, path).toBe(200);
    }
  });
});
