// The storefront's shopper hardening (issue #11 items 12-15, 17, 18) in a store of its own: no sideways scrolling at
// 360 px with an 80-character product name, a stock-aware cart, the card form's checks as typed, the success page that
// confirms only this tab's order, the footer's newsletter form and a builder form section as a contact form.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMerchantWithStore, publishStore } from '../lib/api';
import { baseURL, launch, openPage, shot, uniqueName } from '../lib/browser';
import { fillShipping } from '../lib/checkout-address';

let STORE = '';
const api = () => `${baseURL().replace('localhost', '127.0.0.1')}/api`;
const LONG_NAME = `Unbreakable${'x'.repeat(69)}`; // 80 characters, no space
const IMAGE = readFileSync(path.resolve(import.meta.dirname, '../../scripts/demo-images/mug.jpg'));

let browser: Browser;
let token = '';
let storeId = 0;
const made: Record<string, number> = {};

async function call<T>(p: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${api()}${p}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}
const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

async function createProduct(name: string, stock: number, price: number): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ name, description: 'Made for the shopper tests.', price, stock, category: 'Tests', rating: 4 }))
    form.set(k, String(v));
  form.append('images', new Blob([IMAGE], { type: 'image/jpeg' }), 'mug.jpg');
  const res = await call<{ id: number }>(`/website/${storeId}/products`, { method: 'POST', body: form });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.id;
}

beforeAll(async () => {
  browser = await launch();
  // Its own store, not the demo one: other files read the demo store at the same time and count its products.
  const merchant = await newMerchantWithStore('Shopper Tests');
  token = merchant.token;
  storeId = merchant.websiteId;
  STORE = `/published/${merchant.domain}`;
  made.long = await createProduct(LONG_NAME, 5, 3);
  made.soldOut = await createProduct('Gone Gadget', 0, 4);
  made.low = await createProduct('Rare Vase', 8, 10);
  await publishStore(token);
});
afterAll(async () => {
  await browser?.close();
});

/** Puts lines straight into this store's cart, as an earlier visit would have left them. */
async function setCart(page: Page, lines: { id: number; name: string; price: number; quantity: number }[]) {
  await page.goto(STORE);
  await page.evaluate(
    ([id, items]) => {
      const full = items.map((i) => ({ ...i, image_url: '', description: '' }));
      const cents = full.reduce((s, i) => s + Math.round(i.price * 100) * i.quantity, 0);
      localStorage.setItem(
        'cart',
        JSON.stringify({ items: full, totalQuantity: full.reduce((s, i) => s + i.quantity, 0), totalPrice: cents / 100, website_id: id }),
      );
    },
    [storeId, lines] as const,
  );
}

const fieldError = (page: Page, id: string) => page.locator(`#${id}-error`);

describe('shopper pages', () => {
  it('no store page scrolls sideways at 360 px, with an 80-character product name in card, cart, wishlist and checkout', async () => {
    const slug = `shop-form-${uniqueName('p')}`;
    const created = await call<{ id: number }>('/website/pages/', json('POST', { title: 'Write to us', slug, is_published: true }));
    await call(
      `/website/pages/${created.body.id}/sections`,
      json('POST', { title: 'Contact', type: 'form', order: 1, content: { Name: 'Your name', Message: 'How can we help?' } }),
    );
    await publishStore(token);
    const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await setCart(page, [{ id: made.long, name: LONG_NAME, price: 3, quantity: 1 }]);
    await page.evaluate(
      ([id, item]) =>
        localStorage.setItem(
          'wishlist',
          JSON.stringify({ items: [{ ...item, image_url: '', description: '' }], wishlistQuantity: 1, website_id: id }),
        ),
      [storeId, { id: made.long, name: LONG_NAME, price: 3 }] as const,
    );
    for (const p of ['', `/shop/product/${made.long}`, '/cart', '/wishlist', '/checkout', '/checkout/success', `/${slug}`]) {
      await page.goto(`${STORE}${p}`);
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${p || '/'} is ${width} px wide`).toBeLessThanOrEqual(360);
    }
    await page.goto(`${STORE}/checkout`);
    await shot(page, 'shopper-checkout-360');
    await context.close();
  });

  it('cart: a quantity clamps to the stock with "Only 8 left"; a sold-out line is out of the total and blocks checkout until removed', async () => {
    const { context, page } = await openPage(browser, { mobile: true });
    await setCart(page, [
      { id: made.low, name: 'Rare Vase', price: 10, quantity: 1 },
      { id: made.soldOut, name: 'Gone Gadget', price: 4, quantity: 1 },
    ]);
    await page.goto(`${STORE}/cart`);
    const vase = page.locator('tr', { hasText: 'Rare Vase' });
    const gone = page.locator('tr', { hasText: 'Gone Gadget' });
    await expect.poll(() => gone.innerText()).toContain('Sold out');
    expect(await page.locator('[data-sf-total]').innerText()).toBe('$10.00');
    expect(await page.locator('[data-sf-count]').innerText()).toBe('1');
    const proceed = page.locator('[data-sf-proceed]');
    expect(await proceed.getAttribute('aria-disabled')).toBe('true');
    expect(await proceed.getAttribute('href')).toBeNull();
    expect(await page.locator('[data-sf-blocked]').isVisible()).toBe(true);
    expect(await vase.locator('input').getAttribute('max')).toBe('8');

    await vase.locator('input').fill('100');
    await expect.poll(() => vase.locator('input').inputValue()).toBe('8');
    await expect.poll(() => vase.innerText()).toContain('Only 8 left');
    expect(await page.locator('[data-sf-total]').innerText()).toBe('$80.00');
    await shot(page, 'shopper-cart-sold-out-390');

    await page.goto(`${STORE}/checkout`);
    await expect.poll(() => page.locator('[data-sf-blocked]').isVisible()).toBe(true);
    expect(await page.locator('[data-sf-submit]').isDisabled()).toBe(true);
    await page.goto(`${STORE}/cart`);
    await gone.getByRole('button', { name: /Remove/ }).click();
    await expect.poll(() => proceed.getAttribute('href')).toBe(`${STORE}/checkout`);
    expect(await page.locator('[data-sf-blocked]').isVisible()).toBe(false);
    await page.goto(`${STORE}/checkout`);
    await expect.poll(() => page.locator('[data-sf-submit]').isDisabled()).toBe(false);
    await context.close();
  });

  it('card form: letters refused as typed, a 17th digit is an error, 4-digit CVV accepted, an expired card says so', async () => {
    const { context, page } = await openPage(browser);
    await setCart(page, [{ id: made.low, name: 'Rare Vase', price: 10, quantity: 1 }]);
    await page.goto(`${STORE}/checkout`);
    const number = page.locator('#sf-card-number');
    expect(await number.getAttribute('inputmode')).toBe('numeric');
    await number.pressSequentially('42ab');
    expect(await number.inputValue()).toBe('42');
    await expect.poll(() => fieldError(page, 'sf-card-number').innerText()).toBe('A card number has digits only');
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    expect(await number.getAttribute('aria-describedby')).toBe('sf-card-number-error');

    await number.fill('42424242424242424');
    expect(await number.inputValue()).toBe('4242 4242 4242 4242 4');
    await expect.poll(() => fieldError(page, 'sf-card-number').innerText()).toBe('Please enter a valid 16-digit card number');

    const now = new Date();
    const past = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    const expiry = `${String(past.getMonth() + 1).padStart(2, '0')}/${String(past.getFullYear() % 100).padStart(2, '0')}`;
    await fillShipping(page);
    await page.fill('#sf-card-name', 'Ada Lovelace');
    await number.fill('4242424242424242');
    await page.fill('#sf-card-cvv', '1234');
    expect(await page.locator('#sf-card-cvv').inputValue()).toBe('1234');
    await page.fill('#sf-card-expiry', expiry);
    await page.locator('[data-sf-submit]').click();
    await expect.poll(() => fieldError(page, 'sf-card-expiry').innerText()).toBe('This card has expired. Please use another card.');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sf-card-expiry');
    expect(await page.locator('#sf-card-expiry').getAttribute('aria-describedby')).toBe('sf-card-expiry-error');
    expect(await fieldError(page, 'sf-card-cvv').isVisible()).toBe(false);
    await shot(page, 'shopper-checkout-expired');
    await context.close();
  });

  it('success page opened by hand (or for an order of another tab) finds no order and keeps the cart', async () => {
    const { context, page } = await openPage(browser);
    await setCart(page, [{ id: made.low, name: 'Rare Vase', price: 10, quantity: 2 }]);
    for (const p of ['/checkout/success', '/checkout/success?order=1']) {
      await page.goto(`${STORE}${p}`);
      await expect.poll(() => page.locator('[data-sf-state="missing"]').isVisible()).toBe(true);
      expect(await page.locator('h1:visible').innerText()).toBe('No order found');
      expect(await page.getByText('Payment Successful!').isVisible()).toBe(false);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').totalQuantity)).toBe(2);
    }
    await shot(page, 'shopper-success-none');
    await context.close();
  });

  it('newsletter: the email is checked at its field, a subscription is thanked (also when repeated) and reaches the merchant', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(STORE);
    const email = page.getByLabel('Email address');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => page.locator('#sf-subscribe-email-error').innerText()).toBe('Please enter a valid email address');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.getAttribute('aria-describedby')).toBe('sf-subscribe-hint sf-subscribe-email-error');
    const address = `${uniqueName('fan')}@example.com`;
    for (let i = 0; i < 2; i++) {
      await email.fill(address);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect.poll(() => page.locator('[data-sf-newsletter-status]').innerText()).toBe('Thanks for subscribing!');
      expect(await page.locator('#sf-subscribe-email-error').isVisible()).toBe(false);
    }
    await shot(page, 'shopper-newsletter-desktop-en');
    const list = await call<{ items: { email: string }[] }>('/website/subscribers?limit=100');
    expect(list.body.items.filter((s) => s.email === address)).toHaveLength(1);
    await context.close();
  });

  it('a form section is a contact form: checked, sent, thanked, in the merchant inbox; keys stay text', async () => {
    const slug = `contact-${uniqueName('c')}`;
    const created = await call<{ id: number }>('/website/pages/', json('POST', { title: 'Contact us', slug, is_published: true }));
    const hostile = '<script>alert(1)</script>';
    const section = await call<{ id: number }>(
      `/website/pages/${created.body.id}/sections`,
      json('POST', {
        title: 'Write to us',
        type: 'form',
        order: 1,
        content: { Name: 'Your name', Message: 'How can we help?', [hostile]: 'x' },
      }),
    );
    await publishStore(token);
    const { context, page, errors } = await openPage(browser, { mobile: true });
    await page.goto(`${STORE}/${slug}`);
    const form = page.locator(`form[data-sf-contact="${section.body.id}"]`);
    expect(await form.getByLabel(hostile).count()).toBe(1);
    // The sender's email comes first: the store replies to it (#34 item 5).
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => form.locator('.sf-field__error:visible').innerText()).toBe('Enter your email so the store can reply');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    await form.getByLabel('Your email').fill('grace@example');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => form.locator('.sf-field__error:visible').innerText()).toBe('Enter a valid email, like name@example.com');
    await form.getByLabel('Your email').fill('grace@example.com');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => form.locator('.sf-field__error:visible').innerText()).toBe('Please fill in at least one field');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-key'))).toBe('Name');
    await form.getByLabel('Name').fill('Grace');
    await form.getByLabel('Message').fill('Do you ship to Addis Ababa?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => form.locator('[data-sf-contact-status]').innerText()).toBe('Thank you! Your message has been sent.');
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    await shot(page, 'shopper-contact-mobile-en');
    const inbox = await call<{ items: { section_id: number; email: string; fields: Record<string, string> }[] }>(
      '/website/messages?limit=100',
    );
    const sent = inbox.body.items.find((m) => m.section_id === section.body.id);
    expect(sent?.fields).toMatchObject({ Name: 'Grace', Message: 'Do you ship to Addis Ababa?' });
    expect(sent?.email).toBe('grace@example.com');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Amharic: cart, checkout, success, contact page and footer at 390 and 1280 px', async () => {
    for (const mobile of [true, false]) {
      const { context, page } = await openPage(browser, { mobile });
      await context.addCookies([{ name: 'appLang', value: 'am', url: baseURL() }]);
      await setCart(page, [{ id: made.long, name: LONG_NAME, price: 3, quantity: 2 }]);
      const size = mobile ? '390' : '1280';
      await page.goto(`${STORE}/cart`);
      await expect.poll(() => page.locator('h1').innerText()).toBe('የግዢ ጋሪ');
      await shot(page, `shopper-cart-am-${size}`);
      await page.goto(`${STORE}/checkout`);
      await fillShipping(page);
      await page.locator('[data-sf-submit]').click();
      await expect.poll(() => fieldError(page, 'sf-card-name').innerText()).toBe('እባክዎ ስምዎን ያስገቡ');
      await shot(page, `shopper-checkout-am-${size}`);
      await page.goto(`${STORE}/checkout/success`);
      await expect.poll(() => page.locator('h1:visible').innerText()).toBe('ምንም ትዕዛዝ አልተገኘም');
      await shot(page, `shopper-success-am-${size}`);
      await page.getByLabel('የኢሜይል አድራሻ').fill('x');
      await page.getByRole('button', { name: 'ይመዝገቡ' }).click();
      await expect.poll(() => page.locator('#sf-subscribe-email-error').innerText()).toBe('እባክዎ ትክክለኛ የኢሜይል አድራሻ ያስገቡ');
      await context.close();
    }
  });
});
