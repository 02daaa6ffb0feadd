// The test provider's redirect flow in a browser (DESIGN §18): a checkout with {method: 'redirect'} answers a pending
// order and `next`; the shopper follows it to the hosted page, pays (or declines) with the keyboard, and lands on the
// store's return page on the same origin while the order's status says paid (failed). axe at 1280 and 390 px, in
// English and Amharic. (The storefront's own checkout and return page follow `next` the same way.)
import { buildPath, ops, type OrderStatusResponse, type PendingCheckoutResponse } from '@app/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, call, newMerchantWithStore, SHIP_TO, type Merchant } from '../lib/api';
import { launch, openPage, shot } from '../lib/browser';

let browser: Browser;
let shop: Merchant;
let product = 0;
beforeAll(async () => {
  browser = await launch();
  shop = await newMerchantWithStore('Hosted payment shop');
  product = await addProduct(shop, 'Copper Kettle', '39.90');
});
afterAll(async () => {
  await browser?.close();
});

let seq = 0;
async function pendingOrder(locale: 'en' | 'am') {
  const res = await call<PendingCheckoutResponse>(buildPath(ops.checkout, { website_id: shop.websiteId }), {
    headers: { 'Idempotency-Key': `e2e-hosted-${Date.now()}-${seq++}` },
    json: {
      items: [{ product_id: product, quantity: 2 }],
      customer: { name: 'Ada Shopper', email: 'ada@example.com', shipping_address: SHIP_TO },
      payment: { method: 'redirect', locale },
    },
  });
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ status: 'pending', next: { type: 'redirect' } });
  return res.body;
}

const statusOf = async (o: PendingCheckoutResponse) =>
  (
    await call<OrderStatusResponse>(
      `${buildPath(ops.orderStatus, { website_id: shop.websiteId, order_id: o.order_id })}?token=${o.status_token}`,
    )
  ).body.order.status;

describe('hosted test payment page', () => {
  it('Pay (English, 1280 px): the order is paid and the shopper is back at the store', async () => {
    const order = await pendingOrder('en');
    const { page, errors } = await openPage(browser);
    await page.goto((order.next as { url: string }).url);
    await expect(page.getByRole('heading', { name: 'Test payment' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Pay $79.80' }).isVisible()).resolves.toBe(true);
    await shot(page, 'hosted-payment-en-1280');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Pay $79.80');
    await Promise.all([page.waitForURL(/\/checkout\/return\?order=/), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe(`/published/${shop.domain}/checkout/return`);
    expect(await statusOf(order)).toBe('paid');
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('Decline (Amharic, 390 px): the order fails', async () => {
    const order = await pendingOrder('am');
    const { page } = await openPage(browser, { mobile: true });
    await page.goto((order.next as { url: string }).url);
    await expect(page.getByRole('heading', { name: 'የሙከራ ክፍያ' }).isVisible()).resolves.toBe(true);
    await shot(page, 'hosted-payment-am-390');
    await Promise.all([page.waitForURL(/\/checkout\/return\?order=/), page.getByRole('button', { name: 'ውድቅ ያድርጉ' }).click()]);
    expect(await statusOf(order)).toBe('failed');
    // Back on the page later: the outcome and the way back, no buttons.
    await page.goto((order.next as { url: string }).url);
    await expect(page.getByRole('status').textContent()).resolves.toBe('ይህ ክፍያ ውድቅ ተደርጓል።');
    await shot(page, 'hosted-payment-am-390-done');
  });
});
