// Item 19 of issue #11: header and footer links to a page that is unpublished, or that the store does not have, are
// left out of the store's navigation; built-in store pages and absolute http(s) links stay.
import { describe, expect, it } from 'vitest';
import { leadsToPage } from '../src/routing';
import { createStore, edit, page, unique } from './fixtures';

const navHrefs = (html: string, open: string, close: string) => {
  const part = html.slice(html.indexOf(open), html.indexOf(close, html.indexOf(open)));
  return [...part.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
};
const headerLinks = (html: string) => navHrefs(html, '<ul class="sf-nav__list">', '</ul>');
const footerLinks = (html: string) => navHrefs(html, '<ul class="sf-footer__links">', '</ul>');

const NAVS = [
  { title: 'About', link: 'about-us' },
  { title: 'Hidden', link: '/draft-page' },
  { title: 'Gone', link: 'no-such-page' },
  { title: 'Cart', link: '/cart' },
  { title: 'Blog', link: 'https://blog.example/x' },
  { title: 'Team', link: 'about-us#team' },
  { title: 'Deep', link: 'about-us/more' },
];

describe('store navigation', () => {
  it('leaves out links to unpublished or missing pages, on every form of address', async () => {
    const domain = `${unique('nav')}.example.com`;
    const s = await createStore({
      domain,
      customHost: domain,
      header: NAVS,
      footer: NAVS,
      pages: [
        { title: 'About us', slug: 'about-us', published: true },
        { title: 'Draft', slug: 'draft-page', published: false },
      ],
    });
    for (const [path, host, base] of [
      [`/published/${domain}`, undefined, `/published/${domain}`],
      [`/published-store/${s.id}/cart`, undefined, `/published-store/${s.id}`],
      ['/', domain, ''],
    ] as const) {
      const { html } = await page(path, { host });
      const expected = [`${base}/about-us`, `${base}/cart`, 'https://blog.example/x', `${base}/about-us#team`];
      expect(headerLinks(html), path).toEqual([base || '/', ...expected]);
      expect(footerLinks(html), path).toEqual(expected);
      expect(html).not.toContain('Hidden');
      expect(html).not.toContain('>Gone<');
    }
  });

  it('a page unpublished later drops out of the navigation at once (the edit bumps the version)', async () => {
    const s = await createStore({
      header: [{ title: 'Story', link: 'our-story' }],
      footer: [],
      pages: [{ title: 'Story', slug: 'our-story', published: true }],
    });
    expect(headerLinks((await page(`/published/${s.domain}`)).html)).toContain(`/published/${s.domain}/our-story`);
    await edit(s.id, 'UPDATE pages SET is_published = 0 WHERE website_id = ? AND slug = ?', s.id, 'our-story');
    expect(headerLinks((await page(`/published/${s.domain}`)).html)).toEqual([`/published/${s.domain}`]);
  });

  it('names the cart and wishlist links by a hidden word beside the visible count (no aria-label to disagree with it)', async () => {
    const s = await createStore();
    const { html } = await page(`/published/${s.domain}`, { headers: { Cookie: 'appLang=es' } });
    for (const [path, word, badge] of [
      ['wishlist', 'Lista de deseos', 'wishlist'],
      ['cart', 'Carrito', 'cart'],
    ]) {
      const link = html.match(new RegExp(`<a class="sf-icon-link" href="/published/${s.domain}/${path}">(.*?)</a>`))?.[1] ?? '';
      expect(link, path).toContain(`<span class="sr-only">${word}</span> <span class="sf-badge" data-sf-badge="${badge}"></span>`);
    }
    expect(html).not.toMatch(/class="sf-icon-link"[^>]*aria-label=/);
  });

  it('knows which relative links lead to a page', () => {
    const published = new Set(['about-us']);
    for (const ok of [
      '',
      '/',
      'cart',
      '/wishlist',
      'checkout',
      'checkout/success',
      'shop/product/12',
      'About-Us',
      'about-us?x=1',
      '/about-us/',
    ])
      expect(leadsToPage(ok, published), ok).toBe(true);
    for (const bad of ['draft', 'shop/product/abc', 'about-us/x', '%E0%A4%A', 'shop', 'cart/more'])
      expect(leadsToPage(bad, published), bad).toBe(false);
  });
});
