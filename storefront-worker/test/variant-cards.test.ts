// Cards and search data of products with variants (DESIGN §17): "Choose options" instead of Add to Cart, "From" when
// the variants' prices differ, a "Sale" badge and the compare-at struck through, read from the product row that
// migration 0014's triggers keep exact (no variant rows read by the home); JSON-LD offers per variant; option labels
// in the page's language.
import { describe, expect, it } from 'vitest';
import { addProduct, createStore, page } from './fixtures';
import { readRows } from './rows-read';
import { giveVariants, shirtStore, SIZE_BY_COLOR } from './variant-fixtures';

const card = (html: string, name: string) =>
  html.match(new RegExp(`<article class="sf-card">(?:(?!</article>).)*>${name}</a>.*?</article>`))?.[0] ?? '';
const facts = (db: D1Database, id: number) =>
  db.prepare('SELECT price_cents, compare_at_cents, prices_vary, has_options FROM products WHERE id = ?').bind(id).first();

describe('product cards', () => {
  it('a product with options: Sale badge, From price with compare-at struck through, Choose options links to its page', async () => {
    const s = await shirtStore();
    const { html } = await page(`/published/${s.domain}`);
    const shirt = card(html, 'Shirt');
    expect(shirt).toContain('<span class="sf-sale">Sale</span>');
    expect(shirt).toContain('<span class="sf-price__now">From $10.00</span>');
    expect(shirt).toContain('<s class="sf-price__was"><span class="sr-only">Regular price<!-- --> </span>$14.00</s>');
    expect(shirt).toContain(
      `<a class="sf-btn sf-card__add" href="/published/${s.domain}/shop/product/${s.shirt}" aria-label="Choose options: Shirt">Choose options</a>`,
    );
    expect(shirt).not.toContain('data-sf-action="cart"');
    const mug = card(html, 'Mug');
    expect(mug).not.toContain('sf-sale');
    expect(mug).toContain('<span class="sf-price">$8.00</span>');
    expect(mug).toContain(`data-sf-action="cart" data-id="${s.mug}"`);
  });

  it('the island data tells quick view and the wishlist which products need a choice', async () => {
    const s = await shirtStore();
    const { html } = await page(`/published/${s.domain}`);
    const data = JSON.parse(html.match(/<script type="application\/json" id="sf-data">(.*?)<\/script>/)![1]!);
    const byId = (id: number) => data.products.find((p: { id: number }) => p.id === id);
    expect(byId(s.shirt)).toMatchObject({ has_options: true, prices_vary: true, compare_at_price: 14 });
    expect(byId(s.mug).has_options).toBeUndefined();
    expect(data.strings.variant.chooseOptions).toBe('Choose options');
  });

  it('the product row follows its variants: insert, update, delete (migration 0014 triggers)', async () => {
    const s = await shirtStore();
    expect(await facts(s.db, s.shirt)).toEqual({ price_cents: 1000, compare_at_cents: 1400, prices_vary: 1, has_options: 1 });
    // The cheapest variant loses its compare-at: no sale on the card any more.
    await s.db.prepare('UPDATE variants SET compare_at_cents = NULL WHERE id = ?').bind(s.variantIds[0]).run();
    expect(await facts(s.db, s.shirt)).toMatchObject({ compare_at_cents: null });
    // The cheapest is now S/Blue with a compare-at: its compare-at is the card's.
    await s.db.prepare('UPDATE variants SET price_cents = 900, compare_at_cents = 1000 WHERE id = ?').bind(s.variantIds[1]).run();
    expect(await facts(s.db, s.shirt)).toEqual({ price_cents: 900, compare_at_cents: 1000, prices_vary: 1, has_options: 1 });
    await s.db.prepare('DELETE FROM variants WHERE id = ?').bind(s.variantIds[1]).run();
    expect(await facts(s.db, s.shirt)).toMatchObject({ price_cents: 1000, compare_at_cents: null });
    // Back to one default variant at one price: no options, no "From".
    await giveVariants(s.id, s.shirt, [], [{ options: [], priceCents: 700, compareAtCents: 990, stock: 2 }]);
    await s.db.prepare('DELETE FROM product_options WHERE product_id = ?').bind(s.shirt).run();
    expect(await facts(s.db, s.shirt)).toEqual({ price_cents: 700, compare_at_cents: 990, prices_vary: 0, has_options: 0 });
  });

  it('a product without options and a sale shows the badge and keeps Add to Cart; a new product has no sale', async () => {
    const s = await createStore({ products: [{ name: 'Lamp', priceCents: 2000 }] });
    const lamp = s.productIds[0]!;
    await s.db.prepare('UPDATE variants SET compare_at_cents = 2500 WHERE product_id = ?').bind(lamp).run();
    await s.db.prepare('UPDATE websites SET content_version = content_version + 1 WHERE id = ?').bind(s.id).run();
    const plain = await addProduct(s.id, { name: 'Plain', priceCents: 500 });
    expect(await facts(s.db, plain)).toEqual({ price_cents: 500, compare_at_cents: null, prices_vary: 0, has_options: 0 });
    const { html } = await page(`/published/${s.domain}`);
    expect(card(html, 'Lamp')).toContain('<span class="sf-sale">Sale</span>');
    expect(card(html, 'Lamp')).toContain('<span class="sf-price__now">$20.00</span>');
    expect(card(html, 'Lamp')).toContain(`data-sf-action="cart" data-id="${lamp}"`);
    expect(card(html, 'Plain')).not.toContain('sf-sale');
  });
});

describe('rows read', () => {
  /** D1 rows read by one uncached home render of the store, every statement of the request (test/rows-read.ts). */
  const gridRowsRead = async (domain: string) => {
    const r = await readRows(`/published/${domain}`);
    expect(r.res.headers.get('X-Cache')).toBe('MISS');
    return r.rowsRead;
  };

  it('the home grid reads no variant rows: 10 products read the same before and after 24 variants each', async () => {
    const store = await createStore({ products: Array.from({ length: 10 }, () => ({})) });
    const before = await gridRowsRead(store.domain);
    const options = [
      { name: 'Size', values: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] },
      { name: 'Color', values: ['Red', 'Blue', 'Green', 'Black'] },
    ];
    const rows = options[0]!.values.flatMap((size, i) =>
      options[1]!.values.map((color, j) => ({ options: [size, color], priceCents: 1000 + i * 100 + j, compareAtCents: 5000, stock: 3 })),
    );
    for (const id of store.productIds) await giveVariants(store.id, id, options, rows);
    // The variant writes bumped the store's version, so this render is a miss too.
    expect(await gridRowsRead(store.domain)).toBe(before);
  });
});

describe('product page extras', () => {
  it('JSON-LD lists one Offer per variant with its availability and URL', async () => {
    const s = await shirtStore();
    const { html } = await page(`/published/${s.domain}/shop/product/${s.shirt}`);
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(ld.offers).toHaveLength(SIZE_BY_COLOR.rows.length);
    expect(ld.offers[2]).toMatchObject({ '@type': 'Offer', price: '12.00', sku: 'SKU-2', availability: 'https://schema.org/OutOfStock' });
    expect(ld.offers[0].url).toBe(`https://app.test/published/${s.domain}/shop/product/${s.shirt}?variant=${s.variantIds[0]}`);
  });

  it('option names and values show in the page’s language when labels are given; the form sends the values', async () => {
    const s = await shirtStore();
    const options = [
      { ...SIZE_BY_COLOR.options[0]!, label: 'ልክ', value_labels: ['ትንሽ', 'መካከለኛ', 'ትልቅ'] },
      { ...SIZE_BY_COLOR.options[1]!, label: 'ቀለም' },
    ];
    await s.db.prepare('UPDATE product_options SET options = ? WHERE product_id = ?').bind(JSON.stringify(options), s.shirt).run();
    await s.db.prepare('UPDATE websites SET content_version = content_version + 1 WHERE id = ?').bind(s.id).run();
    const { html } = await page(`/published/${s.domain}/shop/product/${s.shirt}`, { headers: { Cookie: 'appLang=am' } });
    expect(html).toContain('<legend class="sf-picker__name">ልክ</legend>');
    expect(html).toMatch(/name="o1" checked="" value="S"\/><label for="sf-o1-0" data-sf-value="S">ትንሽ/);
    expect(html).toContain('<legend class="sf-picker__name">ቀለም</legend>');
    expect(html).toMatch(/data-sf-value="Red">Red</);
    expect(html).toContain('በክምችት አለ');
  });
});
