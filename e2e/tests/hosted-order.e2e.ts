// Issue #17's end-to-end case, as `pnpm start` serves it: a shopper buys in the storefront, chooses the test
// provider's hosted page, pays there and lands on the return page, which confirms the order; the merchant finds the
// order paid on its page (the timeline starts at the shopper's checkout), fulfils it with tracking and refunds part
// of it; the shopper's confirmation and shipping notice are in the outbox. Then the shopper's side at 390 px in Amharic.
import type { DevEmail, OrderDetailResponse } from '@app/contracts';
import { buildPath, ops } from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, call, newMerchantWithStore, publishStore, signIn, type Merchant } from '../lib/api';
import { baseURL, checkAccessibility, launch, openPage, shot, uniqueName } from '../lib/browser';
import { fillShipping } from '../lib/checkout-address';
import { unexpected } from '../lib/dashboard';

let browser: Browser;
let store: Merchant;
let kettle = 0;

beforeAll(async () => {
  browser = await launch();
  store = await newMerchantWithStore('Hosted Order Shop');
  kettle = await addProduct(store, 'Copper Kettle', '39.90');
  await publishStore(store.token);
});
afterAll(async () => {
  await browser?.close();
});

async function outbox(to: string): Promise<DevEmail[]> {
  const res = await fetch(`${baseURL().replace('localhost', '127.0.0.1')}/api/__dev/email?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: DevEmail[] }).messages;
}

/** Product page -> cart -> checkout with the address -> "Pay with TestPay" -> the hosted page. */
async function toHostedPage(page: Page, email: string, continueLabel: RegExp) {
  const shop = `/published/${store.domain}`;
  await page.goto(`${shop}/shop/product/${kettle}`);
  await page.locator('[data-sf-action="cart"]').click();
  await page.goto(`${shop}/checkout`);
  await fillShipping(page, { email });
  await page.locator('input[name="sf-method"][value="redirect"]').check();
  await expect.poll(() => page.locator('[data-sf-submit]').innerText()).toMatch(continueLabel);
  await checkAccessibility(page, 'hosted-order-checkout');
  await Promise.all([page.waitForURL(/\/api\/payments\/test\/pay\//), page.locator('[data-sf-submit]').click()]);
}

const orderOf = async (id: number) =>
  (await call<OrderDetailResponse>(buildPath(ops.orderGet, { order_id: id }), { token: store.token, method: 'GET' })).body.order;

async function fulfilAndRefund(page: Page, id: number) {
  await page.getByRole('button', { name: 'Fulfil' }).click();
  const fulfil = page.getByRole('dialog', { name: `Fulfil order #${id}` });
  await fulfil.getByLabel('Carrier (optional)').fill('EMS');
  await fulfil.getByLabel('Tracking number (optional)').fill('EE123456785ET');
  await fulfil.getByRole('button', { name: 'Fulfil' }).click();
  await page.getByText(`Order #${id} marked as fulfilled`).waitFor();
  await page.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: `Refund order #${id}` });
  await refund.getByLabel('Amount (USD)').fill('15.00');
  await refund.getByLabel('Reason (optional)').fill('Scratched base');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await page.getByText(`Refund recorded for order #${id}`).waitFor();
  await page.getByText('Refunded: $15.00').waitFor();
}

describe('hosted payment to partial refund', () => {
  it('a shopper pays on the hosted page; the merchant fulfils and refunds part; the emails follow', async () => {
    const email = `${uniqueName('hosted')}@example.com`;
    const shopper = await openPage(browser);
    await toHostedPage(shopper.page, email, /^Continue to TestPay - \$39\.90$/);
    await shopper.page.getByRole('heading', { name: 'Test payment' }).waitFor();
    await checkAccessibility(shopper.page, 'hosted-order-pay');
    await Promise.all([
      shopper.page.waitForURL(/\/checkout\/return\?order=\d+$/),
      shopper.page.getByRole('button', { name: 'Pay $39.90' }).click(),
    ]);
    const id = Number(new URL(shopper.page.url()).searchParams.get('order'));
    await shopper.page.locator('[data-sf-state="paid"]').waitFor();
    await expect.poll(() => shopper.page.locator('[data-sf-order-total]').innerText()).toBe('$39.90');
    await checkAccessibility(shopper.page, 'hosted-order-return');
    await shot(shopper.page, 'hosted-order-return-1280-en');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();

    const { context, page, errors } = await openPage(browser);
    await signIn(page, store);
    await page.goto(`/order/${id}`);
    await page.getByRole('heading', { name: `Order #${id}`, level: 1 }).waitFor();
    expect((await orderOf(id)).events.map((e) => [e.type, e.actor])).toEqual([
      ['created', 'shopper'],
      ['paid', 'provider'],
    ]);
    await fulfilAndRefund(page, id);
    await checkAccessibility(page, 'hosted-order-detail');
    await shot(page, 'hosted-order-detail-1280-en');
    const order = await orderOf(id);
    expect(order).toMatchObject({ status: 'partially_refunded', refunded: 15, tracking_number: 'EE123456785ET', carrier: 'EMS' });
    expect(order.refunds).toEqual([expect.objectContaining({ amount: 15, status: 'succeeded' })]);
    expect(order.events.map((e) => e.type)).toEqual(['created', 'paid', 'fulfilled', 'refunded']);
    const mails = await outbox(email);
    // Newest first: the refund notice (#34 item 5), the shipping notice with its tracking number, the confirmation.
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining('A refund for your order'),
      expect.stringContaining('on its way'),
      expect.stringContaining('is confirmed'),
    ]);
    expect(mails[1].text).toContain('EE123456785ET');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('the same shopper path at 390 px in Amharic, keyboard only on the hosted page', async () => {
    const { context, page, errors } = await openPage(browser, { mobile: true });
    await context.addCookies([{ name: 'appLang', value: 'am', url: baseURL() }]);
    await toHostedPage(page, `${uniqueName('hosted-am')}@example.com`, /TestPay/);
    await page.getByRole('heading', { name: 'የሙከራ ክፍያ' }).waitFor();
    await page.keyboard.press('Tab');
    await Promise.all([page.waitForURL(/\/checkout\/return\?order=\d+$/), page.keyboard.press('Enter')]);
    await page.locator('[data-sf-state="paid"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkAccessibility(page, 'hosted-order-return-am');
    await shot(page, 'hosted-order-return-390-am');
    expect(errors).toEqual([]);
    await context.close();
  });
});
