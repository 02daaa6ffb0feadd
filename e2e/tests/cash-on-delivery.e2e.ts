// Cash on delivery end to end (#17, DESIGN §18) as `pnpm start` serves it: the merchant chooses it on the Payments
// screen, the storefront's checkout then offers it (and only it: no card form), a shopper places an order with an
// email and shipping address and is told to pay the courier, and the merchant marks the order paid from its page
// (the dialog), which shows the new status and the event in the timeline. axe on every screen visited.
import { buildPath, ops, type OrderDetailResponse, type PaymentSettings } from '@app/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, call, newMerchantWithStore, publishStore, signIn, type Merchant } from '../lib/api';
import { launch, openPage, shot } from '../lib/browser';
import { fillShipping } from '../lib/checkout-address';
import { openPaymentsForm, unexpected } from '../lib/dashboard';

let browser: Browser;
let shop: Merchant;
beforeAll(async () => {
  browser = await launch();
  shop = await newMerchantWithStore('Cash Corner');
  await addProduct(shop, 'Clay Coffee Pot', '24.00');
  await publishStore(shop.token);
});
afterAll(async () => {
  await browser?.close();
});

/** The merchant turns cash on delivery on through the dashboard's Payments screen. */
async function chooseCashOnDelivery() {
  const { context, page, errors } = await openPage(browser);
  await signIn(page, shop);
  const form = await openPaymentsForm(page);
  // A new store is in test mode (#34): every dashboard screen says so until a real way to pay is on.
  await page.getByTestId('test-mode-banner').waitFor();
  await form.getByRole('checkbox', { name: /Cash on delivery/ }).check();
  await form.getByRole('radio', { name: /No online payments/ }).check();
  await shot(page, 'cod-payments-chosen-en');
  await form.getByRole('button', { name: 'Save payment settings' }).click();
  await page.getByText('Payment settings saved').first().waitFor();
  const saved = await call<PaymentSettings>('/website/payments', { token: shop.token, method: 'GET' });
  expect(saved.body).toMatchObject({ provider: 'cash_on_delivery', providers: ['cash_on_delivery'], test_mode: false, currency: 'USD' });
  await page.getByTestId('test-mode-banner').waitFor({ state: 'detached' });
  expect(unexpected(errors)).toEqual([]);
  await context.close();
}

/** A shopper orders the pot, choosing cash on delivery; returns the order's id from the page the checkout led to. */
async function shopperOrders(): Promise<number> {
  const { context, page, errors } = await openPage(browser);
  const store = `/published/${shop.domain}`;
  await page.goto(store);
  const card = page.locator('article.sf-card', { hasText: 'Clay Coffee Pot' });
  await card.hover();
  await card.locator('[data-sf-action="cart"]').click();
  await page.goto(`${store}/checkout`);
  const submit = page.locator('[data-sf-submit]');
  await expect.poll(() => submit.innerText()).toBe('Place order - $24.00');
  // Cash on delivery is the store's one method: its note shows, no card form and no choice to make.
  expect(await page.getByText('Pay the courier in cash when your order arrives.').isVisible()).toBe(true);
  expect(await page.locator('#sf-card-number').count()).toBe(0);
  expect(await page.locator('[data-sf-method]').count()).toBe(0);
  await fillShipping(page, { email: 'cash.buyer@example.com', name: 'Tirunesh Dibaba' });
  await shot(page, 'cod-checkout-en');
  await submit.click();
  // Nothing to wait for (no provider): the success page, which reads the order and says how it is paid.
  await page.waitForURL(/\/checkout\/success\?order=\d+$/);
  await page.getByRole('heading', { name: 'Order placed!' }).waitFor();
  await page.getByText('Pay when it arrives: have $24.00 in cash ready for the courier.').waitFor();
  // No email yet: a cash order is mailed when the merchant confirms it (#32 item 6), so the page claims none was sent.
  expect(await page.locator('[data-sf-order-email]').isVisible()).toBe(false);
  await shot(page, 'cod-order-placed-en');
  expect(unexpected(errors)).toEqual([]);
  await context.close();
  return Number(new URL(page.url()).searchParams.get('order'));
}

describe('cash on delivery', () => {
  it('the merchant turns it on, a shopper orders, the merchant marks the order paid', async () => {
    await chooseCashOnDelivery();
    const id = await shopperOrders();
    expect(id).toBeGreaterThan(0);

    const { context, page, errors } = await openPage(browser);
    await signIn(page, shop);
    await page.goto(`/order/${id}`);
    await page.getByRole('heading', { name: `Order #${id}`, level: 1 }).waitFor();
    await page.getByText('Awaiting payment').first().waitFor();
    await shot(page, 'cod-order-awaiting-en');

    await page.getByRole('button', { name: 'Mark as paid' }).click();
    const dialog = page.getByRole('dialog', { name: `Mark order #${id} as paid` });
    await dialog.getByText('Confirm that you received $24.00 in cash on delivery.').waitFor();
    await shot(page, 'cod-mark-paid-dialog-en', { within: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Mark as paid' }).click();
    await page.getByText(`Order #${id} marked as paid`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Mark as paid' }).count()).toBe(0);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.getByText('Awaiting payment → Paid').waitFor();
    await shot(page, 'cod-order-paid-en');

    const api = await call<OrderDetailResponse>(buildPath(ops.orderGet, { order_id: id }), { token: shop.token, method: 'GET' });
    expect(api.body.order).toMatchObject({ status: 'paid', customer_email: 'cash.buyer@example.com' });
    expect(api.body.order.events.at(-1)).toMatchObject({
      type: 'paid',
      from_status: 'awaiting_payment',
      to_status: 'paid',
      actor: 'merchant',
    });
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
