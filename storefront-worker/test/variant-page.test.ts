// The product page of a product with options (DESIGN §17): the picker's markup per `?variant=` and per the no-JS
// form's values, a bad choice read as the default (never a 5xx), sold-out and missing combinations marked, the
// compare-at price struck through, the chosen variant's image first, and a product without options unchanged.
import { describe, expect, it } from 'vitest';
import { page, previewToken } from './fixtures';
import { shirtStore } from './variant-fixtures';

const checked = (html: string, name: string) =>
  html.match(new RegExp(`<input type="radio" id="[^"]+" name="${name}" checked="" value="([^"]+)"`))?.[1];
const label = (html: string, value: string) =>
  html.match(new RegExp(`<label for="[^"]+"[^>]*data-sf-value="${value}">.*?</label>`))?.[0] ?? '';

describe('variant picker on the product page', () => {
  it('renders a fieldset per option and the default choice: the first variant in stock', async () => {
    const s = await shirtStore();
    const { res, html } = await page(`/published/${s.domain}/shop/product/${s.shirt}`);
    expect(res.status).toBe(200);
    expect(html).toContain(
      `<form class="sf-picker" data-sf-picker="" action="/published/${s.domain}/shop/product/${s.shirt}" method="get">`,
    );
    expect(html).toMatch(/<fieldset class="sf-picker__option"><legend class="sf-picker__name">Size<\/legend>/);
    expect(html).toContain('<legend class="sf-picker__name">Color</legend>');
    expect([checked(html, 'o1'), checked(html, 'o2')]).toEqual(['S', 'Red']);
    // Compare-at struck through, each price read out with what it is.
    expect(html).toContain('<span class="sr-only">Sale price<!-- --> </span><span class="sf-price__now">$10.00</span>');
    expect(html).toContain('<s class="sf-price__was"><span class="sr-only">Regular price<!-- --> </span>$14.00</s>');
    expect(html).toContain('data-sf-stock="">In stock</span>');
    // The variant's image opens the gallery.
    expect(html).toMatch(/data-sf-main="" data-sf-full="\/media\/[^"]+-shirt-red\.jpg" src="\/media\/[^"]+-shirt-red_jpg_w640\.webp"/);
    const thumbs = [...html.matchAll(/data-sf-thumb="([^"]+)"/g)].map((m) => m[1]);
    expect(thumbs).toEqual([expect.stringMatching(/-shirt-red\.jpg$/), expect.stringMatching(/-shirt-front\.jpg$/)]);
    expect(html).toMatch(
      new RegExp(`data-sf-action="cart" data-id="${s.shirt}" data-variant="${s.variantIds[0]}" aria-describedby="sf-cart-reason"`),
    );
  });

  it('?variant= chooses that variant: price, few left, marks for sold-out and missing combinations', async () => {
    const s = await shirtStore();
    const { html } = await page(`/published/${s.domain}/shop/product/${s.shirt}?variant=${s.variantIds[3]}`);
    expect([checked(html, 'o1'), checked(html, 'o2')]).toEqual(['M', 'Blue']);
    expect(html).toContain('<p class="sf-price sf-price--lg" data-sf-price="">$13.00</p>');
    expect(html).toContain('data-sf-stock="">Only 3 left</span>');
    // Beside Blue: L has no variant; beside M: Red is sold out. Both stay selectable (not disabled), marked.
    expect(label(html, 'L')).toContain('class="is-unavailable"');
    expect(label(html, 'L')).toContain('(Unavailable)');
    expect(label(html, 'Red')).toContain('(Sold out)');
    expect(label(html, 'S')).not.toContain('is-unavailable');
    expect(html).not.toMatch(/type="radio"[^>]*disabled/);
  });

  it('a sold-out variant disables Add to Cart and says why', async () => {
    const s = await shirtStore();
    const { html } = await page(`/published/${s.domain}/shop/product/${s.shirt}?variant=${s.variantIds[2]}`);
    expect(html).toContain('data-sf-stock="">Sold out</span>');
    expect(html).toMatch(/data-sf-action="cart"[^>]*disabled=""/);
    expect(html).toContain('<p id="sf-cart-reason" class="sf-picker__reason" data-sf-reason="">This choice is sold out.</p>');
  });

  it.each(['-1', 'abc', '99999999', '1e3', ''])('?variant=%s is the default choice, 200', async (bad) => {
    const s = await shirtStore();
    const { res, html } = await page(`/published/${s.domain}/shop/product/${s.shirt}?variant=${encodeURIComponent(bad)}`);
    expect(res.status).toBe(200);
    expect([checked(html, 'o1'), checked(html, 'o2')]).toEqual(['S', 'Red']);
  });

  it("another product's variant is not chosen", async () => {
    const a = await shirtStore();
    const b = await shirtStore();
    const { res, html } = await page(`/published/${a.domain}/shop/product/${a.shirt}?variant=${b.variantIds[4]}`);
    expect(res.status).toBe(200);
    expect([checked(html, 'o1'), checked(html, 'o2')]).toEqual(['S', 'Red']);
  });

  it('without JavaScript the form sends the values: the server resolves them, or says the combination is missing', async () => {
    const s = await shirtStore();
    const base = `/published/${s.domain}/shop/product/${s.shirt}`;
    const found = await page(`${base}?o1=L&o2=Red`);
    expect([checked(found.html, 'o1'), checked(found.html, 'o2')]).toEqual(['L', 'Red']);
    expect(found.html).toContain('$15.00');
    expect(found.html).toMatch(new RegExp(`data-variant="${s.variantIds[4]}"`));
    const missing = await page(`${base}?o1=L&o2=Blue`);
    expect(missing.res.status).toBe(200);
    expect([checked(missing.html, 'o1'), checked(missing.html, 'o2')]).toEqual(['L', 'Blue']);
    expect(missing.html).toContain('data-sf-stock="">Unavailable</span>');
    expect(missing.html).toContain('This combination is not available.');
    expect(missing.html).toMatch(/data-sf-action="cart"[^>]*disabled=""/);
    // A value no option lists is the default's value, not an error.
    const junk = await page(`${base}?o1=XXL&o2=${'x'.repeat(500)}`);
    expect(junk.res.status).toBe(200);
    expect([checked(junk.html, 'o1'), checked(junk.html, 'o2')]).toEqual(['S', 'Red']);
  });

  it('the plain page is cached; a chosen variant is rendered fresh, never from the plain page', async () => {
    const s = await shirtStore();
    const base = `/published/${s.domain}/shop/product/${s.shirt}`;
    await page(base);
    expect((await page(base)).res.headers.get('X-Cache')).toBe('HIT');
    const chosen = await page(`${base}?variant=${s.variantIds[4]}`);
    expect(chosen.res.headers.get('X-Cache')).not.toBe('HIT');
    expect([checked(chosen.html, 'o1'), checked(chosen.html, 'o2')]).toEqual(['L', 'Red']);
  });

  it('a product without options has no picker and its page is unchanged', async () => {
    const s = await shirtStore();
    const { html } = await page(`/published/${s.domain}/shop/product/${s.mug}`);
    expect(html).not.toContain('sf-picker');
    expect(html).toContain('<p class="sf-price sf-price--lg" data-sf-price="">$8.00</p>');
    expect(html).toContain('<span class="sf-stock">4 in stock</span>');
    expect(html).toMatch(new RegExp(`data-sf-action="cart" data-id="${s.mug}">`));
  });

  it('the island data carries the options and variants of a product with options only', async () => {
    const s = await shirtStore();
    const data = (html: string) => JSON.parse(html.match(/<script type="application\/json" id="sf-data">(.*?)<\/script>/)![1]!);
    const shirt = data((await page(`/published/${s.domain}/shop/product/${s.shirt}`)).html);
    expect(shirt.variants.options.map((o: { name: string }) => o.name)).toEqual(['Size', 'Color']);
    expect(shirt.variants.variants).toHaveLength(5);
    expect(shirt.strings.variant.soldOut).toBe('Sold out');
    expect(data((await page(`/published/${s.domain}/shop/product/${s.mug}`)).html).variants).toBeUndefined();
  });

  it('in a preview the picker form keeps the token, and the chosen values still apply', async () => {
    const s = await shirtStore();
    const { token } = await previewToken(s.id);
    const { res, html } = await page(`/published/${s.domain}/shop/product/${s.shirt}?preview=${token}&o1=L&o2=Red`);
    expect(res.status).toBe(200);
    expect(html).toMatch(/<form class="sf-picker"[^>]*>.*<input type="hidden" name="preview" value="[^"]+"><\/form>/);
    expect([checked(html, 'o1'), checked(html, 'o2')]).toEqual(['L', 'Red']);
  });
});
