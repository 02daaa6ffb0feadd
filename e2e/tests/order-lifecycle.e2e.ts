// The merchant's order lifecycle (#17, DESIGN §18) in the browser as `pnpm start` serves it: a paid checkout through
// the API, then the order's page: fulfil with a carrier and tracking number, a partial refund (an over-refund first,
// refused at its field), the filters and the CSV link of the orders list; English and Amharic, 1280 and 390 px.
import type { CheckoutResponse, OrderDetailResponse } from '@app/contracts';
import { buildPath, ops } from '@app/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, call, checkout, newMerchantWithStore, signIn, type Merchant } from '../lib/api';
import { fieldError, launch, openPage, shot } from '../lib/browser';
import { setLanguage, unexpected } from '../lib/dashboard';

let browser: Browser;
let store: Merchant;
let paid: CheckoutResponse;

beforeAll(async () => {
  browser = await launch();
  store = await newMerchantWithStore('Lifecycle Shop');
  const kettle = await addProduct(store, 'Kettle', '40.00');
  paid = await checkout(store.websiteId, [[kettle, 2]], '4242');
});
afterAll(async () => {
  await browser?.close();
});

describe('order lifecycle', () => {
  it('fulfils with tracking, then refunds part of the order; the API agrees with the page', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, store);
    const id = paid.order.id;
    await page.goto('/order');
    await page.getByRole('link', { name: `View order #${id}` }).click();
    await page.getByRole('heading', { name: `Order #${id}`, level: 1 }).waitFor();
    await shot(page, 'order-detail-paid-en');

    await page.getByRole('button', { name: 'Fulfil' }).click();
    const fulfil = page.getByRole('dialog', { name: `Fulfil order #${id}` });
    await fulfil.getByLabel('Carrier (optional)').fill('Ethiopian Post');
    await fulfil.getByLabel('Tracking number (optional)').fill('EP123456789ET');
    await shot(page, 'order-fulfil-dialog-en', { within: '[role="dialog"]' });
    await fulfil.getByRole('button', { name: 'Fulfil' }).click();
    await page.getByText(`Order #${id} marked as fulfilled`).waitFor();
    await page.getByRole('region', { name: 'Fulfilment' }).getByText('EP123456789ET').waitFor();

    await page.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: `Refund order #${id}` });
    const amount = refund.getByLabel('Amount (USD)');
    expect(await amount.inputValue()).toBe('80.00');
    await amount.fill('80.01');
    await refund.getByRole('button', { name: 'Refund' }).click();
    expect(await fieldError(amount)).toBe('At most 80 can be refunded');
    await amount.fill('25.50');
    await refund.getByLabel('Reason (optional)').fill('Dented lid');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await page.getByText(`Refund recorded for order #${id}`).waitFor();
    await page.getByText('Refunded: $25.50').waitFor();
    await shot(page, 'order-detail-refunded-en');

    const api = await call<OrderDetailResponse>(buildPath(ops.orderGet, { order_id: id }), { token: store.token, method: 'GET' });
    expect(api.body.order).toMatchObject({
      status: 'partially_refunded',
      refunded: 25.5,
      carrier: 'Ethiopian Post',
      tracking_number: 'EP123456789ET',
    });
    expect(api.body.order.events.map((e) => e.type)).toEqual(['created', 'fulfilled', 'refunded']);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('filters the list by status, links the CSV of the selection, and reads in Amharic at 390 px', async () => {
    const { context, page, errors } = await openPage(browser, { mobile: true });
    await signIn(page, store);
    await page.goto('/order?status=partially_refunded');
    await page.getByRole('link', { name: `View order #${paid.order.id}` }).waitFor();
    const csv = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(csv).toBe('/api/orders.csv?status=partially_refunded');
    const file = await context.request.get(csv!);
    expect(file.status()).toBe(200);
    expect((await file.text()).split('\r\n')[1]).toContain('partially_refunded');
    await page.getByLabel('Status').selectOption('cancelled');
    await page.getByText('No orders found').waitFor();

    await setLanguage(page, 'am');
    await page.goto(`/order/${paid.order.id}`);
    await page.getByRole('heading', { name: `ትዕዛዝ #${paid.order.id}`, level: 1 }).waitFor();
    await shot(page, 'order-detail-am-390');
    await page.getByRole('button', { name: 'ተመላሽ አድርግ' }).click();
    await page.getByRole('dialog').waitFor();
    await shot(page, 'order-refund-dialog-am-390', { within: '[role="dialog"]' });
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
