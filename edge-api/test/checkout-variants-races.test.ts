// Buying a variant under concurrency (DESIGN §17): the variant's CHECK settles who gets the last units, its siblings
// and the product's sum stay exact, and a variant deleted between pricing and the order batch sells nothing.
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '@app/contracts';
import { merchantWithWebsiteFixture } from './fixtures';
import { cart, newKey, postCheckout, rowCount, stockOf } from './checkout-fixtures';
import { siblings, teeFixture, variantStock } from './variant-checkout-fixtures';
import { placeOrder } from '../src/services/checkout';
import { runIdempotent } from '../src/services/idempotency';
import { testPaymentProvider } from '../src/payments/test';
import { storeForCheckout } from '../src/db/orders';

describe('checkout of a variant under concurrency', () => {
  it('gives exactly 10 of 100 concurrent checkouts of a variant with stock 10; the rest 409, siblings untouched', async () => {
    const shop = await merchantWithWebsiteFixture();
    const tee = await teeFixture(shop, 10);
    const line = { product_id: tee.product, variant_id: tee.mRed.id, quantity: 1 };
    const started = Date.now();
    const responses = await Promise.all(Array.from({ length: 100 }, () => postCheckout(shop.websiteId, cart([line]))));
    const elapsed = Date.now() - started;
    const statuses = responses.map((r) => r.status);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as ErrorBody[];
    console.log(
      `100 concurrent checkouts of one variant with stock 10 -> ${statuses.filter((s) => s === 200).length} x 200, ${statuses.filter((s) => s === 409).length} x 409 in ${elapsed} ms`,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    for (const b of bodies.filter((x) => x.code)) expect(b.code).toBe('out_of_stock');
    expect(await rowCount('orders', shop.websiteId)).toBe(10);
    expect(await rowCount('order_items', shop.websiteId, "variant_title = 'M / Red'")).toBe(10);
    const stock = await variantStock(tee.product);
    expect(stock.get(tee.mRed.id)).toBe(0);
    for (const [id, was] of siblings(tee.variants, tee.mRed.id)) expect(stock.get(id)).toBe(was);
    expect(await stockOf(tee.product)).toBe(5 * 5);
  });

  it('sells nothing when the variant is deleted between pricing and the order batch', async () => {
    const shop = await merchantWithWebsiteFixture();
    const tee = await teeFixture(shop, 10);
    const store = (await storeForCheckout(shop.db, shop.websiteId))!;
    const req = cart([{ product_id: tee.product, variant_id: tee.mRed.id, quantity: 1 }]);
    const scope = { websiteId: shop.websiteId, key: newKey(), hash: 'gone' };
    // The merchant's variants PUT drops M / Red while this shopper's card is being charged.
    const provider = {
      ...testPaymentProvider,
      async charge(r: Parameters<typeof testPaymentProvider.charge>[0]) {
        await shop.db.prepare('DELETE FROM variants WHERE id = ?').bind(tee.mRed.id).run();
        return testPaymentProvider.charge(r);
      },
    };
    const reply = await runIdempotent(shop.db, scope, (nonce) => placeOrder(shop.db, store, { ...scope, nonce }, req, provider));
    expect(reply.status).toBe(400);
    expect((JSON.parse(reply.text) as ErrorBody).code).toBe('variant_not_found');
    expect(await rowCount('orders', shop.websiteId)).toBe(0);
    expect(await stockOf(tee.product)).toBe(5 * 5);
  });
});
