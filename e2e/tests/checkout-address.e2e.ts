// The shopper's side of issue #17 in Chromium, in the demo store: the checkout asks for an email and a shipping
// address (bad input first: each message at its field, tied to it, the first focused), the card pays, the success
// page shows the order number, lines, total, the email the confirmation went to and the address, and the
// confirmation is in the local outbox in the shopper's language. axe at 1280 and 390 px, in English and Amharic.
import type { DevEmail } from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, openPage, shot, uniqueName } from '../lib/browser';
import { fillOrder, fillShipping } from '../lib/checkout-address';
import { storefrontString } from '../lib/locale-shopper';

const STORE = '/published/demo';
const api = () => `${baseURL().replace('localhost', '127.0.0.1')}/api`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const errorOf = (page: Page, id: string) => page.locator(`#${id}-error`);

async function toCheckout(page: Page) {
  await page.goto(STORE);
  const card = page.locator('article.sf-card', { hasText: 'Star Ornament' });
  await card.hover();
  await card.locator('[data-sf-action="cart"]').click();
  await page.goto(`${STORE}/checkout`);
  await expect.poll(() => page.locator('[data-sf-submit]').innerText()).toMatch(/6[.,]50/);
}

/** Empty form, then a bad email and postal code: every message at its field, the first focused. */
async function badInputFirst(page: Page, lang: 'en' | 'am') {
  const s = (key: string) => storefrontString(lang, key);
  await page.locator('[data-sf-submit]').click();
  await expect.poll(() => errorOf(page, 'sf-ship-email').innerText()).toBe(s('checkout.errors.shop_email'));
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('sf-ship-email');
  for (const id of ['sf-ship-name', 'sf-ship-line1', 'sf-ship-city', 'sf-ship-postal-code'])
    expect(await errorOf(page, id).innerText(), id).toBe(s('checkout.errors.shop_required'));
  expect(await errorOf(page, 'sf-ship-country').innerText()).toBe(s('checkout.errors.shop_country'));
  expect(await errorOf(page, 'sf-ship-line2').isVisible()).toBe(false);
  expect(await page.locator('#sf-ship-city').getAttribute('aria-invalid')).toBe('true');
  expect(await page.locator('#sf-ship-city').getAttribute('aria-describedby')).toBe('sf-ship-city-error');
  // The card is not checked before the address is right.
  expect(await errorOf(page, 'sf-card-name').isVisible()).toBe(false);
  await fillShipping(page, { email: 'ada@', postalCode: '<1000>' });
  await page.locator('[data-sf-submit]').click();
  await expect.poll(() => errorOf(page, 'sf-ship-email').innerText()).toBe(s('checkout.errors.shop_emailInvalid'));
  expect(await errorOf(page, 'sf-ship-postal-code').innerText()).toBe(s('checkout.errors.shop_postalCode'));
  expect(await errorOf(page, 'sf-ship-name').isVisible()).toBe(false);
  // Fixing a field clears its own message only.
  await page.fill('#sf-ship-email', 'x@example.com');
  expect(await errorOf(page, 'sf-ship-email').isVisible()).toBe(false);
  expect(await errorOf(page, 'sf-ship-postal-code').isVisible()).toBe(true);
}

async function payByCard(page: Page, email: string) {
  await fillOrder(page, { email, name: 'Ada Lovelace' });
  await page.locator('[data-sf-submit]').click();
  await page.waitForURL(/\/checkout\/success\?order=\d+$/);
  return Number(new URL(page.url()).searchParams.get('order'));
}

async function outbox(to: string): Promise<DevEmail[]> {
  const res = await fetch(`${api()}/__dev/email?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: DevEmail[] }).messages;
}

describe('checkout: email and shipping address', () => {
  for (const lang of ['en', 'am'] as const) {
    for (const mobile of [false, true]) {
      const size = mobile ? '390' : '1280';
      it(`${lang} at ${size} px: bad input shown at fields, then a card order, its success page and its email`, async () => {
        const { context, page, errors } = await openPage(browser, { mobile });
        if (lang === 'am') await context.addCookies([{ name: 'appLang', value: 'am', url: baseURL() }]);
        const s = (key: string) => storefrontString(lang, key);
        await toCheckout(page);
        await badInputFirst(page, lang);
        await shot(page, `checkout-address-errors-${lang}-${size}`);
        const email = `${uniqueName('ada')}@example.com`;
        const orderId = await payByCard(page, email);
        await expect.poll(() => page.locator('h1:visible').innerText()).toBe(s('success.title'));
        expect(await page.locator('[data-sf-order]').innerText()).toBe(s('success.order').replace('{{id}}', String(orderId)));
        expect(await page.locator('[data-sf-order-lines]').innerText()).toContain('Star Ornament');
        expect(await page.locator('[data-sf-order-email]').innerText()).toBe(s('success.shop_emailSent').replace('{{email}}', email));
        const shipTo = await page.locator('[data-sf-order-ship]').innerText();
        expect(shipTo).toContain('1 Bole Road');
        expect(shipTo).toContain(lang === 'am' ? 'ኢትዮጵያ' : 'Ethiopia');
        await shot(page, `checkout-address-success-${lang}-${size}`);
        const [mail, ...more] = await outbox(email);
        expect(more).toEqual([]);
        expect(mail.locale).toBe(lang);
        expect(mail.subject).toContain(String(orderId));
        expect(mail.text).toContain('Star Ornament');
        expect(mail.text).toContain('1 Bole Road');
        // The provider's return page polls the same order (token from this tab's sessionStorage) and confirms it.
        await page.goto(`${STORE}/checkout/return?order=${orderId}`);
        await expect.poll(() => page.locator('[data-sf-live]').innerText()).toBe(s('success.title'));
        expect(await page.locator('[data-sf-order]').innerText()).toBe(s('success.order').replace('{{id}}', String(orderId)));
        await shot(page, `checkout-return-paid-${lang}-${size}`);
        // Another tab (its own sessionStorage: no token) learns nothing about the order.
        const other = await context.newPage();
        await other.goto(`${STORE}/checkout/return?order=${orderId}`);
        await expect.poll(() => other.locator('h1:visible').innerText()).toBe(s('success.shop_notFoundTitle'));
        await other.close();
        expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
        await context.close();
      });
    }
  }
});
