// What each page shows (SPEC "Public store pages"): header and footer (or, in the merchant's preview, their "is Missing"
// hints), hero or its hint, the product grid or "No Products Found", custom page sections, and the frames of the
// shopper pages.
import { describe, expect, it } from 'vitest';
import { addProduct, createStore, page, previewToken } from './fixtures';

describe('home page', () => {
  it('shows hero, products with price, category, stock, stars and the cut description', async () => {
    const long = 'x'.repeat(70);
    const s = await createStore({
      hero: { title: 'Big Sale', subtitle: 'Everything must go', imageKey: 'hero/a.jpg', cta: 'Browse deals' },
      products: [
        {
          name: 'Lamp',
          description: long,
          priceCents: 123456,
          stock: 0,
          category: 'Lighting',
          rating: 3,
          images: [{ key: 'img/lamp.jpg', width: 800, height: 600 }],
        },
      ],
    });
    const { html } = await page(`/published/${s.domain}`);
    expect(html).toContain('<h1>Big Sale</h1>');
    expect(html).toContain('Everything must go');
    expect(html).toContain('Browse deals');
    // Resized copies (shared/responsive.ts; test/responsive-images.test.ts checks their srcset).
    expect(html).toContain('src="/media/hero/a_jpg_w640.webp"');
    expect(html).toContain('$1,234.56');
    expect(html).toContain('Lighting');
    expect(html).toContain('Out of stock');
    // The stars are drawn by the stylesheet from data-rating: a ★ glyph sends the first layout through a font fallback.
    expect(html).toMatch(/<span class="sf-stars" role="img" aria-label="Rated 3 out of 5" data-rating="3"><\/span>/);
    expect(html).not.toContain('★');
    // The card cuts the description at 60; the full text travels only in the quick view's data.
    expect(html).toContain(`<p class="sf-card__desc">${'x'.repeat(60)}…</p>`);
    expect(html).toMatch(/<img src="\/media\/img\/lamp_jpg_w640.webp" srcSet="[^"]+" sizes="[^"]+" alt="Lamp" width="800" height="600"/);
    expect(html).toMatch(/data-sf-action="cart" data-id="\d+" disabled/);
  });

  it("tells the owner what is missing in the merchant's preview: header, hero, products, footer", async () => {
    const s = await createStore({ header: null, footer: null });
    const { token } = await previewToken(s.id);
    const { html } = await page(`/published/${s.domain}?preview=${token}`);
    expect(html).toContain('Header is Missing');
    expect(html).toContain('Footer is Missing');
    expect(html).toContain('Hero tab');
    expect(html).toContain('No Products Found');
    expect(html).toContain('href="https://dash.example/website"');
  });

  it('cuts the title at 13 characters for mobile and keeps the whole title for larger screens', async () => {
    const s = await createStore({ title: 'A Very Long Store Title' });
    const { html } = await page(`/published/${s.domain}`);
    expect(html).toContain('sf-brand__title--short">A Very Long S…</span>');
    expect(html).toContain('sf-brand__title--full">A Very Long Store Title</span>');
  });

  it('drops nav links with other schemes and shows social links as icons', async () => {
    const s = await createStore({
      header: [
        { title: 'Evil', link: 'javascript:alert(1)' },
        { title: 'Contact', link: '/contact-us' },
      ],
      footer: [
        { title: 'Our page', link: 'https://www.facebook.com/demo' },
        { title: 'Policy', link: 'policy' },
      ],
      pages: [
        { title: 'Contact', slug: 'contact-us', published: true },
        { title: 'Policy', slug: 'policy', published: true },
      ],
    });
    const { html } = await page(`/published/${s.domain}`);
    expect(html).not.toContain('javascript:');
    expect(html).toContain(`href="/published/${s.domain}/contact-us"`);
    expect(html).toContain('aria-label="Facebook: Our page"');
    expect(html).toContain(`href="/published/${s.domain}/policy"`);
  });

  it('renders every card the same way, newest first, every image lazy (the hero is the largest paint, above them)', async () => {
    const s = await createStore();
    for (let i = 1; i <= 6; i++)
      await addProduct(s.id, { name: i === 1 ? '<img src=x onerror=alert(1)> & "Six"' : `Card ${i}`, images: [{ key: `img/c${i}.jpg` }] });
    const { html } = await page(`/published/${s.domain}`);
    const names = [...html.matchAll(/<h3 class="sf-card__name"><a href="[^"]+">([^<]*)<\/a>/g)].map((m) => m[1]);
    expect(names).toEqual(['Card 6', 'Card 5', 'Card 4', 'Card 3', 'Card 2', '&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Six&quot;']);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('loading="eager"');
    expect(html.match(/loading="lazy"/g)).toHaveLength(6);
    // No card image is preloaded: only the hero may race for the first bytes.
    expect(html.match(/<link rel="preload" as="image" imageSrcSet="\/media\/img\//g)).toBeNull();
    expect(html.match(/aria-label="Add to Wishlist: /g)).toHaveLength(6);
    expect(html).toContain('aria-label="Add to Wishlist: &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Six&quot;"');
  });

  it('pages the grid 48 at a time without counting the whole table', async () => {
    const s = await createStore();
    for (let i = 0; i < 49; i++) await addProduct(s.id, { name: `Item ${String(i).padStart(2, '0')}` });
    const first = await page(`/published/${s.domain}`);
    expect(first.html.match(/<article class="sf-card"/g)).toHaveLength(48);
    expect(first.html).toContain('?page=2#products');
    const second = await page(`/published/${s.domain}?page=2`);
    expect(second.html.match(/<article class="sf-card"/g)).toHaveLength(1);
    expect(second.html).toContain('Item 00'); // oldest last
  });
});

describe('other pages', () => {
  it('product detail: gallery thumbnails, zoom frame, price, stock, description, both buttons', async () => {
    const s = await createStore({
      products: [{ name: 'Kettle', description: 'Boils water.', stock: 7, images: [{ key: 'k/1.jpg' }, { key: 'k/2.jpg' }] }],
    });
    const { html } = await page(`/published/${s.domain}/shop/product/${s.productIds[0]}`);
    expect(html).toContain('<h1 class="sf-product__name">Kettle</h1>');
    expect(html).toContain('data-sf-zoom');
    expect(html).toContain('data-sf-thumb="/media/k/2.jpg"');
    expect(html).toContain('7 in stock');
    expect(html).toContain('Boils water.');
    expect(html).toContain('Add to Wishlist');
    expect(html).toContain('Add to Cart');
  });

  it('custom page: text and form sections in order with title and content; other types are not shown', async () => {
    const s = await createStore({
      pages: [
        {
          title: 'About us',
          slug: 'about-us',
          published: true,
          sections: [
            { title: 'Second', type: 'text', content: { text: 'two' }, order: 2 },
            { title: 'First', type: 'text', content: { text: 'one' }, order: 1 },
            { title: 'A form', type: 'form', content: { email: 'x' }, order: 0 },
            { title: 'A video', type: 'video', content: { url: 'https://v.example/' }, order: 3 },
          ],
        },
        { title: 'Empty', slug: 'empty', published: true, sections: [] },
      ],
    });
    const { html } = await page(`/published/${s.domain}/about-us`);
    expect(html.indexOf('First')).toBeLessThan(html.indexOf('Second'));
    expect(html.indexOf('A form')).toBeLessThan(html.indexOf('First'));
    expect(html).not.toContain('A video');
    // Shoppers never see an empty page (shopper-hints.test.ts); the merchant's preview says it is empty.
    const { token } = await previewToken(s.id);
    expect((await page(`/published/${s.domain}/empty?preview=${token}`)).html).toContain('No content found for this page.');
  });

  it('cart, wishlist, checkout and success are frames for their islands, kept out of search results', async () => {
    const s = await createStore();
    const cart = await page(`/published/${s.domain}/cart`);
    expect(cart.html).toContain('Shopping Cart');
    expect(cart.html).toContain('Proceed to Checkout');
    expect(cart.html).toContain('Clear Cart');
    expect(cart.html).toContain('Your cart is empty');
    expect(cart.html).toContain('<meta name="robots" content="noindex">');
    expect((await page(`/published/${s.domain}/wishlist`)).html).toContain('Back to Shop');
    const checkout = await page(`/published/${s.domain}/checkout`);
    expect(checkout.html).toContain('Name on card');
    expect(checkout.html).toContain('Complete Payment - …');
    // The card inputs have no name: without JavaScript nothing can be submitted.
    const form = checkout.html.slice(
      checkout.html.indexOf('data-sf-pay'),
      checkout.html.indexOf('</form>', checkout.html.indexOf('data-sf-pay')),
    );
    expect(form).toMatch(/autocomplete="cc-number"/i);
    expect(form).not.toMatch(/<input(?![^>]*type="radio")[^>]*name="/);
    const success = await page(`/published/${s.domain}/checkout/success`);
    expect(success.html).toContain('Checking your order...');
    expect(success.html).toContain('Back to Home');
  });
});
