// Issue #34 item 11: shoppers never see a builder hint. What the store lacks (hero, products, header, footer, a
// page's content) is left out of the public store, with the links to an empty page; the merchant's preview keeps the
// hints. A hero without an image (a new store's starter hero) is a plain banner.
import { describe, expect, it } from 'vitest';
import { addProduct, createStore, page, previewToken } from './fixtures';

const HINTS = ['Header is Missing', 'Footer is Missing', 'No hero yet', 'Hero tab', 'No Products Found', 'Go to Dashboard', 'dash.example'];
const navHrefs = (html: string) => [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);
/** What the page shows: the islands' data (the words they may need) is no part of it. */
const shown = (html: string) => html.slice(0, html.indexOf('<script type="application/json" id="sf-data">'));

describe('what shoppers see of an unfinished store', () => {
  it('no hint on the home page: no hero, products, header or footer is simply not there', async () => {
    const s = await createStore({ header: null, footer: null });
    const { res, html } = await page(`/published/${s.domain}`);
    expect(res.status).toBe(200);
    for (const hint of HINTS) expect(shown(html), hint).not.toContain(hint);
    expect(html).not.toContain('id="products"');
    // The page keeps its one h1: the store's title.
    expect(html).toMatch(/<h1 class="sr-only">[^<]+<\/h1>/);
  });

  it('a hero without an image is a plain banner with no image; its button shows once there are products', async () => {
    const s = await createStore({ hero: { title: 'Blue Shop', subtitle: 'Mugs and more', imageKey: '' } });
    const before = await page(`/published/${s.domain}`);
    expect(before.html).toContain('<section class="sf-hero sf-hero--plain">');
    expect(before.html).toContain('<h1>Blue Shop</h1>');
    expect(before.html).not.toContain('sf-hero__bg');
    expect(before.html).not.toContain('/media/"');
    expect(before.html).not.toContain('href="#products"');
    await addProduct(s.id, { name: 'Mug' });
    const after = await page(`/published/${s.domain}`);
    expect(after.html).toContain('href="#products"');
    expect(after.html).toContain('id="products"');
  });

  it('an empty page is not found and not linked; blank text sections are left out; the preview still shows it', async () => {
    const s = await createStore({
      header: [
        { title: 'About', link: 'about-us' },
        { title: 'Policy', link: 'policy' },
      ],
      footer: [{ title: 'Policy', link: 'policy' }],
      pages: [
        {
          title: 'About us',
          slug: 'about-us',
          published: true,
          sections: [{ title: 'Our story', type: 'text', content: { text: 'We sell mugs.' } }],
        },
        {
          title: 'Policy',
          slug: 'policy',
          published: true,
          sections: [
            { title: ' ', type: 'text', content: { text: '  ' } },
            { title: 'A form', type: 'form', content: {} },
          ],
        },
      ],
    });
    const base = `/published/${s.domain}`;
    const home = await page(base);
    expect(navHrefs(home.html)).toContain(`${base}/about-us`);
    expect(navHrefs(home.html)).not.toContain(`${base}/policy`);
    const policy = await page(`${base}/policy`);
    expect(policy.res.status).toBe(404);
    expect(policy.html).not.toContain('No content found');
    expect((await page(`${base}/about-us`)).html).toContain('We sell mugs.');

    const { token } = await previewToken(s.id);
    const preview = await page(`${base}/policy?preview=${token}`);
    expect(preview.res.status).toBe(200);
    expect(preview.html).toContain('No content found for this page.');
  });
});
