// Buying a variant (DESIGN §17) through the real checkout route on D1: the variant's price and stock, the refusals at
// items[i].variant_id, what the order keeps, and a default-variant product with and without its variant id.
import { describe, expect, it } from 'vitest';
import type { CheckoutResponse, ErrorBody, Order, OrderStatusResponse, OutOfStockDetail, Paged } from '@app/contracts';
import { contentVersion, merchantWithWebsiteFixture, productFixture } from './fixtures';
import { api } from './helpers';
import { cart, postCheckout, rowCount, stockOf } from './checkout-fixtures';
import { siblings, teeFixture, variantStock } from './variant-checkout-fixtures';

async function paid(websiteId: number, items: { product_id: number; variant_id?: number | null; quantity: number }[]) {
  const res = await postCheckout(websiteId, cart(items));
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as CheckoutResponse;
}

describe('checkout of a product with options', () => {
  it("charges the variant's price, takes only its stock, and the order keeps its title", async () => {
    const shop = await merchantWithWebsiteFixture();
    const tee = await teeFixture(shop, 10);
    const before = await contentVersion(shop.websiteId);
    const { order, status_token } = await paid(shop.websiteId, [{ product_id: tee.product, variant_id: tee.mRed.id, quantity: 2 }]);
    expect(order).toMatchObject({ subtotal: 50, total_value: 50 });
    const item = { product_id: tee.product, variant_id: tee.mRed.id, name: 'Tee', variant_title: 'M / Red', price: 25, quantity: 2 };
    expect(order.items).toEqual([item]);
    const stock = await variantStock(tee.product);
    expect(stock.get(tee.mRed.id)).toBe(8);
    for (const [id, was] of siblings(tee.variants, tee.mRed.id)) expect(stock.get(id)).toBe(was);
    expect(await stockOf(tee.product)).toBe(8 + 5 * 5);
    // One bump for the storefront's cache (the product's stock changed), not one per trigger.
    expect(await contentVersion(shop.websiteId)).toBe(before + 1);
    const row = await shop.db.prepare('SELECT variant_id, variant_title FROM order_items WHERE order_id = ?').bind(order.id).first();
    expect(row).toEqual({ variant_id: tee.mRed.id, variant_title: 'M / Red' });
    // The shopper's status page and the merchant's list carry the title too.
    const status = (await (await api(`/stores/${shop.websiteId}/orders/${order.id}?token=${status_token}`)).json()) as OrderStatusResponse;
    expect(status.order.items).toEqual([item]);
    const list = (await (await api('/orders/', { token: shop.token })).json()) as Paged<Order>;
    expect(list.items[0]!.items).toEqual([item]);
  });

  it('merges lines of one variant and keeps two variants of one product apart', async () => {
    const shop = await merchantWithWebsiteFixture();
    const tee = await teeFixture(shop);
    const lBlue = tee.find('L', 'Blue');
    const { order } = await paid(shop.websiteId, [
      { product_id: tee.product, variant_id: tee.mRed.id, quantity: 1 },
      { product_id: tee.product, variant_id: lBlue.id, quantity: 2 },
      { product_id: tee.product, variant_id: tee.mRed.id, quantity: 1 },
    ]);
    expect(order.items.map((i) => [i.variant_title, i.quantity, i.price])).toEqual([
      ['M / Red', 2, 25],
      ['L / Blue', 2, lBlue.price],
    ]);
    expect(order.subtotal).toBe(50 + 2 * lBlue.price);
    const stock = await variantStock(tee.product);
    expect([stock.get(tee.mRed.id), stock.get(lBlue.id)]).toEqual([8, 3]);
  });

  it('refuses a line without a variant: 400 variant_required at items[i].variant_id, nothing written', async () => {
    const shop = await merchantWithWebsiteFixture();
    const tee = await teeFixture(shop);
    const plain = await productFixture(shop.websiteId);
    const res = await postCheckout(
      shop.websiteId,
      cart([
        { product_id: plain, quantity: 1 },
        { product_id: tee.product, quantity: 1 },
      ]),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body).toMatchObject({ code: 'variant_required', message: 'Choose one of the options of this product' });
    expect(body.detail).toEqual([
      {
        loc: ['body', 'items', '1', 'variant_id'],
        msg: 'Choose one of the options of this product',
        rule: 'variantRequired',
        product_id: tee.product,
      },
    ]);
    expect(await rowCount('orders', shop.websiteId)).toBe(0);
    expect(await stockOf(plain)).toBe(10);
  });

  it("refuses another product's, another store's and an unknown variant: 400 variant_not_found", async () => {
    const shop = await merchantWithWebsiteFixture();
    const tee = await teeFixture(shop);
    const other = await teeFixture(shop);
    const elsewhere = await teeFixture(await merchantWithWebsiteFixture());
    const plain = await productFixture(shop.websiteId);
    for (const [product_id, variant_id] of [
      [tee.product, other.mRed.id],
      [tee.product, elsewhere.mRed.id],
      [tee.product, 999_999_999],
      [plain, tee.mRed.id],
    ]) {
      const res = await postCheckout(shop.websiteId, cart([{ product_id, variant_id, quantity: 1 }]));
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.code).toBe('variant_not_found');
      expect(body.detail).toMatchObject([{ loc: ['body', 'items', '0', 'variant_id'], rule: 'variantNotFound' }]);
    }
    expect(await rowCount('orders', shop.websiteId)).toBe(0);
    expect((await variantStock(tee.product)).get(tee.mRed.id)).toBe(10);
  });

  it('answers an oversold variant with 409 out_of_stock naming the variant and what is left', async () => {
    const shop = await merchantWithWebsiteFixture();
    const tee = await teeFixture(shop, 1);
    const res = await postCheckout(shop.websiteId, cart([{ product_id: tee.product, variant_id: tee.mRed.id, quantity: 2 }]));
    expect(res.status).toBe(409);
    const body = (await res.json()) as ErrorBody & { detail: OutOfStockDetail[] };
    expect(body.code).toBe('out_of_stock');
    expect(body.detail).toEqual([
      {
        loc: ['items', '0'],
        msg: 'Only 1 left of "Tee" (M / Red)',
        product_id: tee.product,
        variant_id: tee.mRed.id,
        variant_title: 'M / Red',
        requested: 2,
        available: 1,
      },
    ]);
  });
});

describe('checkout of a product without options', () => {
  it('sells its default variant with or without its id, as one line', async () => {
    const shop = await merchantWithWebsiteFixture();
    const lamp = await productFixture(shop.websiteId, { priceCents: 1250, stock: 10, name: 'Lamp' });
    const [only] = [...(await variantStock(lamp)).keys()];
    const { order } = await paid(shop.websiteId, [
      { product_id: lamp, quantity: 1 },
      { product_id: lamp, variant_id: only, quantity: 2 },
      { product_id: lamp, variant_id: null, quantity: 1 },
    ]);
    expect(order.items).toEqual([{ product_id: lamp, variant_id: only, name: 'Lamp', variant_title: '', price: 12.5, quantity: 4 }]);
    expect(await stockOf(lamp)).toBe(6);
    expect((await variantStock(lamp)).get(only!)).toBe(6);
  });
});
