// POST /stores/:website_id/cart/price with variants (DESIGN §17): each line priced by its variant, with its title;
// a missing or foreign variant is a problem on its line, never an error for the cart; discounts cover all variants.
import { describe, expect, it } from 'vitest';
import type { CartPriceResponse } from '@app/contracts';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { createDiscount, priceCart } from './discount-helpers';
import { teeFixture } from './variant-checkout-fixtures';
import { replace } from './variants-helpers';
import { unitPrices } from '../src/services/cart-pricing';

async function priced(websiteId: number, body: unknown): Promise<CartPriceResponse> {
  const res = await priceCart(websiteId, body);
  expect(res.status).toBe(200);
  return (await res.json()) as CartPriceResponse;
}

describe('cart price by variant', () => {
  it('prices each variant at its own price, with its id and title, merging lines of one variant', async () => {
    const shop = await merchantWithWebsiteFixture();
    const tee = await teeFixture(shop);
    const sBlue = tee.find('S', 'Blue');
    const r = await priced(shop.websiteId, {
      items: [
        { product_id: tee.product, variant_id: tee.mRed.id, quantity: 1, price: 0.01 },
        { product_id: tee.product, variant_id: sBlue.id, quantity: 1 },
        { product_id: tee.product, variant_id: tee.mRed.id, quantity: 1 },
      ],
    });
    expect(r.lines).toEqual([
      {
        product_id: tee.product,
        variant_id: tee.mRed.id,
        name: 'Tee',
        variant_title: 'M / Red',
        unit_price: 25,
        quantity: 2,
        line_total: 50,
        stock: 10, // the variant's own stock, for the cart's "Only N left"
        available: true,
      },
      {
        product_id: tee.product,
        variant_id: sBlue.id,
        name: 'Tee',
        variant_title: 'S / Blue',
        unit_price: sBlue.price,
        quantity: 1,
        line_total: sBlue.price,
        stock: 5,
        available: true,
      },
    ]);
    expect(r).toMatchObject({ subtotal: 50 + sBlue.price, total: 50 + sBlue.price, problems: [] });
  });

  it('lists a line without a variant, a foreign variant and an oversold variant as problems, out of the subtotal', async () => {
    const shop = await merchantWithWebsiteFixture();
    const tee = await teeFixture(shop, 1);
    const other = await teeFixture(await merchantWithWebsiteFixture());
    const plain = await productFixture(shop.websiteId, { priceCents: 300 });
    const r = await priced(shop.websiteId, {
      items: [
        { product_id: tee.product, quantity: 1 },
        { product_id: tee.product, variant_id: other.mRed.id, quantity: 1 },
        { product_id: tee.product, variant_id: tee.mRed.id, quantity: 2 },
        { product_id: plain, quantity: 1 },
      ],
    });
    expect(r.problems).toEqual([
      { product_id: tee.product, variant_id: null, code: 'variant_required' },
      { product_id: tee.product, variant_id: other.mRed.id, code: 'variant_not_found' },
      { product_id: tee.product, variant_id: tee.mRed.id, code: 'out_of_stock' },
    ]);
    // The product's name is answered on every line of a product of the store, so the cart can say which one to fix.
    expect(r.lines.map((l) => [l.name, l.available, l.line_total, l.variant_title])).toEqual([
      ['Tee', false, 0, null],
      ['Tee', false, 0, null],
      ['Tee', false, 0, 'M / Red'],
      [expect.any(String), true, 3, ''],
    ]);
    expect(r.subtotal).toBe(3);
  });

  it("applies a discount on chosen products to every variant of them, and checkout's price is the same", async () => {
    const shop = await merchantWithWebsiteFixture();
    const tee = await teeFixture(shop);
    const plain = await productFixture(shop.websiteId, { priceCents: 1000 });
    await createDiscount(shop.token, { code: 'TEES', kind: 'percent', value: 10, applies_to: 'products', product_ids: [tee.product] });
    const lBlue = tee.find('L', 'Blue');
    const items = [
      { product_id: tee.product, variant_id: tee.mRed.id, quantity: 1 },
      { product_id: tee.product, variant_id: lBlue.id, quantity: 1 },
      { product_id: plain, quantity: 1 },
    ];
    const r = await priced(shop.websiteId, { items, discount_code: 'tees' });
    const eligible = 25 + lBlue.price;
    expect(r.discount).toEqual({ code: 'TEES', title: expect.any(String), amount: Math.round(eligible * 10) / 100 });
    expect(r.total).toBe(Math.round((eligible + 10 - r.discount!.amount) * 100) / 100);
  });
});

describe('reading the variants of a cart', () => {
  /** The store's shard `db`, noting the rows each read of the lines reads (D1's meta.rows_read). */
  function counting(db: D1Database, rowsRead: number[]): D1Database {
    return {
      prepare: (sql: string) => ({
        bind: (...args: unknown[]) => ({
          all: async () => {
            const res = await db
              .prepare(sql)
              .bind(...args)
              .all();
            rowsRead.push(res.meta.rows_read);
            return res;
          },
        }),
      }),
    } as unknown as D1Database;
  }

  it('reads a handful of rows per line, for a 100-variant product as for a product without options', async () => {
    const shop = await merchantWithWebsiteFixture();
    const values = (p: string) => Array.from({ length: 10 }, (_, i) => `${p}${i}`);
    const big = await productFixture(shop.websiteId);
    const set = await replace(shop, big, {
      options: [
        { name: 'Size', values: values('S') },
        { name: 'Color', values: values('C') },
      ],
      variants: values('S').flatMap((s) => values('C').map((c) => ({ options: [s, c], price: 10, stock: 1, sku: '' }))),
    });
    const plain = await productFixture(shop.websiteId);
    const rows: number[] = [];
    const one = await unitPrices(counting(shop.db, rows), shop.websiteId, [{ product_id: plain, quantity: 1 }]);
    const many = await unitPrices(counting(shop.db, rows), shop.websiteId, [
      { product_id: big, variant_id: set.variants[57]!.id, quantity: 1 },
    ]);
    expect([...one.values()][0]).toMatchObject({ variant_title: '' });
    expect([...many.values()][0]).toMatchObject({ variant_title: 'S5 / C7' });
    console.log(`rows read for one cart line: product without options ${rows[0]}, 100-variant product ${rows[1]}`);
    // A handful each (seen: 5 and 8); a scan of the store's or the product's variants would read over 100.
    for (const n of rows) expect(n).toBeLessThan(20);
  });
});
