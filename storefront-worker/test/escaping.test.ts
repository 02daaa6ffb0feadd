// Hostile store data stays text: in HTML (React escapes), in the island JSON and in the Product JSON-LD (`<` is
// written as \u003c, so a name cannot close the script element), and header/footer html_content is never rendered.
import { describe, expect, it } from 'vitest';
import { createStore, page } from './fixtures';

const HOSTILE_NAME = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
const HOSTILE_DESC = '"><svg onload=alert(3)> & </title><!-- \u2028';

/** Every <script> in the page: only external files (src) and JSON data, never inline code. */
function scripts(html: string) {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attrs: m[1], body: m[2] }));
}

describe('escaping', () => {
  it('keeps hostile product names and descriptions as text on the home and product pages', async () => {
    const s = await createStore({
      title: '<b>Shop</b>',
      products: [{ name: HOSTILE_NAME, description: HOSTILE_DESC, category: '<i>cat</i>' }],
    });
    for (const path of ['', `/shop/product/${s.productIds[0]}`]) {
      const { html } = await page(`/published/${s.domain}${path}`);
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<svg onload');
      expect(html).not.toContain('<b>Shop</b>');
      expect(html).not.toContain('<i>cat</i>');
      expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      for (const sc of scripts(html)) {
        // Data scripts are JSON that parses back to the original strings; executable scripts are external only.
        if (/type="application\/(ld\+)?json"/.test(sc.attrs)) {
          expect(sc.body).not.toContain('<');
          const data = JSON.parse(sc.body) as { '@type'?: string; name?: string };
          // The home's WebSite JSON-LD names the store, not its products.
          if (data['@type'] === 'WebSite') expect(data.name).toBe('<b>Shop</b>');
          else expect(JSON.stringify(data)).toContain('alert(1)');
        } else {
          expect(sc.attrs).toMatch(/ src="\/_sf\//);
          expect(sc.body).toBe('');
        }
      }
    }
  });

  it('writes Product JSON-LD with `<` escaped, and it parses back to the exact name', async () => {
    const s = await createStore({ products: [{ name: HOSTILE_NAME, description: HOSTILE_DESC, priceCents: 999 }] });
    const { html } = await page(`/published/${s.domain}/shop/product/${s.productIds[0]}`);
    const ld = scripts(html).find((sc) => sc.attrs.includes('application/ld+json'))!;
    expect(ld.body).toContain('\\u003c/script\\u003e');
    const data = JSON.parse(ld.body);
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe(HOSTILE_NAME);
    expect(data.description).toBe(HOSTILE_DESC);
    expect(data.offers).toMatchObject({ price: '9.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' });
  });

  it('escapes hostile values in the head (title, meta description, Open Graph)', async () => {
    const s = await createStore({ title: '"><script>alert(4)</script>', description: '" onmouseover="alert(5)' });
    const { html } = await page(`/published/${s.domain}`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script>alert(4)');
    expect(head).toContain('<title>&quot;&gt;&lt;script&gt;alert(4)&lt;/script&gt;</title>');
    expect(head).toContain('content="&quot; onmouseover=&quot;alert(5)"');
  });

  it('never renders header/footer html_content, and escapes hostile nav titles and section text', async () => {
    const s = await createStore({
      header: [{ title: '<img src=x onerror=alert(6)>', link: 'about-us' }],
      pages: [
        {
          title: 'About',
          slug: 'about-us',
          published: true,
          sections: [{ title: '<h1>x</h1>', type: 'text', content: { text: '<script>alert(7)</script>' } }],
        },
      ],
    });
    await s.db.prepare(`UPDATE chrome SET html_content = '<script>alert(8)</script>' WHERE website_id = ?`).bind(s.id).run();
    const { html } = await page(`/published/${s.domain}/about-us`);
    expect(html).not.toContain('alert(8)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert(7)');
    expect(html).toContain('&lt;script&gt;alert(7)&lt;/script&gt;');
    expect(html).not.toContain('<h1>x</h1>');
  });
});
