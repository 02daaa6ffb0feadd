// Issue #16 end to end, as `pnpm start` serves it: a merchant makes a 3 x 2 variant product in the builder's editor
// and a discount code on the Discounts screen; a shopper picks a variant on the product page, applies the code in the
// cart, pays at checkout and sees the variant and the discount on the success page; the merchant finds the order with
// its variant and discount on the Orders screen. axe on every screen, at 1280 px in English and 390 px in Amharic.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addProduct } from '../lib/api';
import { baseURL, checkAccessibility, openPage } from '../lib/browser';
import { fillOrder } from '../lib/checkout-address';
import { browser, builtMerchant, expectToast, openPanel, page, setUpBuilder, shot } from '../lib/builder';

setUpBuilder('hero');

const CODE = 'TEE10';
let productId = 0;

/** The merchant's 3 x 2 product: Size S/M/L x Color Red/Blue, M / Blue at 22 (was 30) with 4 in stock. */
async function makeVariantProduct() {
  productId = await addProduct(builtMerchant(), 'Tee', '20');
  await page.reload();
  const panel = await openPanel('Products');
  await panel.getByRole('tab', { name: 'List' }).click();
  await panel.getByRole('button', { name: 'Edit Tee' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Tee' });
  await edit.getByRole('button', { name: 'Options and variants' }).click();
  const editor = edit.getByRole('region', { name: 'Options and variants' });
  await editor.getByRole('button', { name: 'Add option' }).click();
  await editor.getByLabel('Option 1 name').fill('Size');
  await editor.getByLabel('Values of option 1, separated by commas').fill('S, M, L');
  await editor.getByRole('button', { name: 'Add option' }).click();
  await editor.getByLabel('Option 2 name').fill('Color');
  await editor.getByLabel('Values of option 2, separated by commas').fill('Red, Blue');
  await editor.getByText('6 variants').waitFor();
  const mBlue = editor.getByRole('group', { name: 'M / Blue' });
  await mBlue.getByLabel('Price', { exact: true }).fill('22');
  await mBlue.getByLabel('Compare-at price').fill('30');
  await mBlue.getByLabel('Stock', { exact: true }).fill('4');
  await editor.getByRole('button', { name: 'Save variants' }).click();
  await editor.getByText('Variants saved.').waitFor();
  await checkAccessibility(page, 'sale-variants-editor');
  await page.keyboard.press('Escape');
  await edit.waitFor({ state: 'detached' });
}

/** The merchant's code: 10% off the whole order. */
async function makeCode() {
  await page.getByRole('link', { name: 'Discounts' }).first().click();
  await page.waitForURL('**/discounts');
  await page.getByRole('button', { name: 'New discount' }).click();
  const dialog = page.getByRole('dialog', { name: 'New discount' });
  await dialog.getByLabel('Code', { exact: true }).fill(CODE);
  await dialog.getByLabel('Title', { exact: true }).fill('Ten off tees');
  await dialog.getByLabel('Percentage (1-100)').fill('10');
  await dialog.getByRole('button', { name: 'Save discount' }).click();
  await expectToast('Discount saved');
  const row = page.getByRole('row', { name: new RegExp(CODE) });
  await row.getByText('Active').waitFor();
  await checkAccessibility(page, 'sale-discounts');
  await shot(page, 'sale-discounts-1280-en');
}

async function pickAndPay(shopper: Page, domain: string): Promise<number> {
  await shopper.goto(`/published/${domain}/shop/product/${productId}`);
  await shopper.locator('label[data-sf-value="M"]').click();
  await shopper.locator('label[data-sf-value="Blue"]').click();
  await expect.poll(() => shopper.locator('[data-sf-stock]').innerText()).toBe('Only 4 left');
  expect(await shopper.locator('[data-sf-price]').innerText()).toMatch(/\$22\.00[\s\S]*\$30\.00/);
  await checkAccessibility(shopper, 'sale-product');
  await shopper.locator('[data-sf-action="cart"]').click();

  await shopper.goto(`/published/${domain}/cart`);
  await shopper.getByText('M / Blue').first().waitFor();
  await expect.poll(() => shopper.locator('[data-sf-total]').innerText()).toBe('$22.00');
  await shopper.locator('#sf-discount-code').fill('tee10');
  await shopper.locator('[data-sf-code-apply]').click();
  await expect.poll(() => shopper.locator('[data-sf-discount-amount]').innerText()).toBe('−$2.20');
  expect(await shopper.locator('[data-sf-total]').innerText()).toBe('$19.80');
  await checkAccessibility(shopper, 'sale-cart');
  await shot(shopper, 'sale-cart-1280-en');

  await shopper.locator('[data-sf-proceed]').click();
  await shopper.waitForURL(/\/checkout$/);
  await expect.poll(() => shopper.locator('[data-sf-submit]').innerText()).toBe('Complete Payment - $19.80');
  await fillOrder(shopper);
  await shopper.locator('[data-sf-submit]').click();
  await shopper.waitForURL(/\/checkout\/success\?order=\d+$/);
  await expect.poll(() => shopper.locator('[data-sf-order-total]').innerText()).toBe('$19.80');
  expect(await shopper.locator('[data-sf-order-lines]').innerText()).toContain('M / Blue');
  expect(await shopper.locator('[data-sf-order-discount]').innerText()).toBe('−$2.20');
  await checkAccessibility(shopper, 'sale-success');
  await shot(shopper, 'sale-success-1280-en');
  return Number(new URL(shopper.url()).searchParams.get('order'));
}

describe('catalogue depth end to end: a variant bought with a code', () => {
  it('merchant makes the product and the code, a shopper buys M / Blue with it, the merchant sees the order', async () => {
    await makeVariantProduct();
    await makeCode();

    const { context, page: shopper, errors } = await openPage(browser);
    const orderId = await pickAndPay(shopper, builtMerchant().domain);
    expect(errors).toEqual([]);
    await context.close();

    await page.getByRole('link', { name: 'Orders' }).first().click();
    await page.waitForURL('**/order');
    const show = page.getByRole('button', { name: `Show the items of order #${orderId}` });
    await show.click();
    const items = page.getByRole('table', { name: `Items in order ${orderId}` });
    expect(await items.innerText()).toContain('M / Blue');
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Hide the items of order #${orderId}` }) });
    expect(await row.innerText()).toContain(`Discount ${CODE}`);
    expect(await page.locator('dl', { hasText: 'Subtotal' }).first().innerText()).toMatch(/\$22\.00[\s\S]*[-−]\$2\.20[\s\S]*\$19\.80/);
    await checkAccessibility(page, 'sale-orders');
    await shot(page, 'sale-orders-1280-en');
  });

  it('the same screens at 390 px in Amharic: the product page, the cart with the code, and the orders', async () => {
    const { context, page: shopper, errors } = await openPage(browser, { mobile: true });
    await context.addCookies([{ name: 'appLang', value: 'am', url: baseURL() }]);
    await shopper.goto(`/published/${builtMerchant().domain}/shop/product/${productId}`);
    // S / Red took over the product's default variant when the options were added (its stock and price, 20).
    await shopper.locator('label[data-sf-value="S"]').click();
    await shopper.locator('label[data-sf-value="Red"]').click();
    await shopper.locator('[data-sf-action="cart"]').click();
    await shopper.goto(`/published/${builtMerchant().domain}/cart`);
    await shopper.getByText('S / Red').first().waitFor();
    await shopper.locator('#sf-discount-code').fill(CODE);
    await shopper.locator('[data-sf-code-apply]').click();
    // S / Red costs 20: 10% off is 2.00 (written the Amharic way around the number).
    await expect.poll(() => shopper.locator('[data-sf-discount-amount]').innerText()).toContain('2.00');
    expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkAccessibility(shopper, 'sale-cart-390-am');
    await shot(shopper, 'sale-cart-390-am');
    expect(errors).toEqual([]);
    await context.close();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => localStorage.setItem('appLang', 'am'));
    await page.reload();
    await page.getByRole('table').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkAccessibility(page, 'sale-orders-390-am');
    await shot(page, 'sale-orders-390-am');
    await page.evaluate(() => localStorage.setItem('appLang', 'en'));
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
