// SEO and sharing: title, description, canonical and Open Graph from the page / store; sitemap.xml and robots.txt
// per store, under /published/{domain}/ and at the root of a custom domain.
import { describe, expect, it } from 'vitest';
import { createStore, page, unique } from './fixtures';

describe('head', () => {
  it('home: store title and description, canonical URL, Open Graph with the hero image', async () => {
    const s = await createStore({
      title: 'Sea Shop',
      description: 'Shells and more.',
      hero: { title: 'H', subtitle: 'S', imageKey: 'hero/sea.jpg' },
    });
    const { html } = await page(`/published/${s.domain}`);
    expect(html).toContain('<title>Sea Shop</title>');
    expect(html).toContain('<meta name="description" content="Shells and more.">');
    expect(html).toContain(`<link rel="canonical" href="https://app.test/published/${s.domain}">`);
    expect(html).toContain('<meta property="og:title" content="Sea Shop">');
    expect(html).toContain('<meta property="og:image" content="https://app.test/media/hero/sea.jpg">');
    expect(html).toContain('<meta property="og:site_name" content="Sea Shop">');
  });

  it('custom page: meta title and description from the page, the store description when left at the default', async () => {
    const s = await createStore({
      title: 'Meta Shop',
      description: 'Store words.',
      pages: [
        { title: 'About us', slug: 'about-us', published: true, metaTitle: 'All about Meta Shop', metaDescription: 'Who we are.' },
        { title: 'Policy', slug: 'policy', published: true },
      ],
    });
    const about = await page(`/published/${s.domain}/about-us`);
    expect(about.html).toContain('<title>All about Meta Shop</title>');
    expect(about.html).toContain('<meta name="description" content="Who we are.">');
    expect(about.html).toContain(`<link rel="canonical" href="https://app.test/published/${s.domain}/about-us">`);
    const policy = await page(`/published/${s.domain}/policy`);
    expect(policy.html).toContain('<title>Policy | Meta Shop</title>');
    expect(policy.html).toContain('<meta name="description" content="Store words.">');
  });

  it('product: og:type product and its image', async () => {
    const s = await createStore({ products: [{ name: 'Vase', images: [{ key: 'v/1.jpg' }] }] });
    const { html } = await page(`/published/${s.domain}/shop/product/${s.productIds[0]}`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:image" content="https://app.test/media/v/1.jpg">');
    expect(html).toContain('<script type="application/ld+json">');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists home, published pages and products with canonical URLs', async () => {
    const s = await createStore({
      pages: [
        { title: 'About', slug: 'about-us', published: true },
        { title: 'Draft', slug: 'draft', published: false },
      ],
      products: [{ name: 'A' }, { name: 'B' }],
    });
    const res = await page(`/published/${s.domain}/sitemap.xml`);
    expect(res.res.status).toBe(200);
    expect(res.res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const root = `https://app.test/published/${s.domain}`;
    expect(res.html).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(res.html).toContain(`<loc>${root}</loc>`);
    expect(res.html).toContain(`<loc>${root}/about-us</loc>`);
    expect(res.html).not.toContain('draft');
    for (const id of s.productIds) expect(res.html).toContain(`<loc>${root}/shop/product/${id}</loc>`);
    expect(res.html).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('robots.txt keeps shopper pages out and points at the sitemap', async () => {
    const s = await createStore();
    const { res, html } = await page(`/published/${s.domain}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(html).toContain(`Disallow: /published/${s.domain}/checkout`);
    expect(html).toContain(`Sitemap: https://app.test/published/${s.domain}/sitemap.xml`);
  });

  it('on a custom domain both live at the root', async () => {
    const domain = `${unique('seo')}.example.net`;
    const s = await createStore({ customHost: domain, products: [{ name: 'C' }] });
    const sitemap = await page('/sitemap.xml', { host: domain });
    expect(sitemap.html).toContain(`<loc>https://${domain}/shop/product/${s.productIds[0]}</loc>`);
    const robots = await page('/robots.txt', { host: domain });
    expect(robots.html).toContain(`Sitemap: https://${domain}/sitemap.xml`);
    expect(robots.html).toContain('Disallow: /cart');
  });
});
