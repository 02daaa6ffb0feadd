// Issue #16 item 2, the shopper's side: a 3x2 product (Size S/M/L x Color Grey/Blue, one combination missing, one sold
// out) made through the API; a shopper picks a variant with the keyboard and sees price, compare-at, stock, image and
// URL follow, meets the sold-out combination (Add to Cart off, with the reason), adds two different variants and
// finds two cart lines with their titles. The home card says "Choose options". axe at 1280 and 390 px, en and am.
import type { Browser, Page } from 'playwright-core';
import { buildPath, ops } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, call, newMerchantWithStore, type Merchant } from '../lib/api';
import { baseURL, checkAccessibility, launch, shot } from '../lib/browser';

let browser: Browser;
let m: Merchant;
let productId: number;
let ids: Record<string, number>;

async function giveOptions() {
  productId = await addProduct(m, 'Travel Pillow', '18.00');
  const got = await call<{ options: unknown; variants: { image_url: string | null }[] }>(
    buildPath(ops.variantsGet, { website_id: m.websiteId, product_id: productId }),
    { token: m.token },
  );
  const products = await call<{ items: { image_urls: string[] }[] }>(`/website/website/${m.websiteId}/products?page=1&limit=1`);
  const image = products.body.items[0]!.image_urls[0]!;
  expect(got.status).toBe(200);
  const v = (options: string[], price: number, stock: number, extra: object = {}) => ({
    options,
    price,
    stock,
    sku: options.join('-'),
    ...extra,
  });
  const res = await call<{ variants: { id: number; options: string[] }[] }>(
    buildPath(ops.variantsPut, { website_id: m.websiteId, product_id: productId }),
    {
      method: 'PUT',
      token: m.token,
      json: {
        options: [
          { name: 'Size', values: ['S', 'M', 'L'] },
          { name: 'Color', values: ['Grey', 'Blue'] },
        ],
        variants: [
          v(['S', 'Grey'], 18, 12, { compare_at_price: 24 }),
          v(['S', 'Blue'], 19, 4, { image_url: image }),
          v(['M', 'Grey'], 21, 0),
          v(['M', 'Blue'], 21, 3, { compare_at_price: 26 }),
          v(['L', 'Grey'], 23, 9),
        ],
      },
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  ids = Object.fromEntries(res.body.variants.map((x) => [x.options.join('/'), x.id]));
}

beforeAll(async () => {
  browser = await launch();
  m = await newMerchantWithStore('Pillow Shop');
  await giveOptions();
});
afterAll(async () => {
  await browser?.close();
});

const price = (page: Page) => page.locator('[data-sf-price]').innerText();
const stock = (page: Page) => page.locator('[data-sf-stock]').innerText();
const addButton = (page: Page) => page.locator('[data-sf-action="cart"]');

async function open(width: number, lang: 'en' | 'am') {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'appLang', value: lang, url: baseURL() }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

describe('variant picker', () => {
  it('a shopper picks variants by keyboard, meets a sold-out one and buys two different variants', async () => {
    const { context, page, errors } = await open(1280, 'en');
    await page.goto(`/published/${m.domain}`);
    const card = page.locator('article.sf-card', { hasText: 'Travel Pillow' });
    expect(await card.locator('.sf-sale').innerText()).toBe('Sale');
    expect(await card.locator('.sf-price__now').innerText()).toBe('From $18.00');
    await card.getByRole('link', { name: 'Choose options: Travel Pillow' }).click();
    await page.waitForURL(/\/shop\/product\/\d+$/);
    expect(await price(page)).toContain('$18.00');
    expect(await page.locator('.sf-price__was').innerText()).toContain('$24.00');
    expect(await stock(page)).toBe('In stock');
    expect(await page.locator('[data-sf-picker-submit]').isVisible()).toBe(false);
    await checkAccessibility(page, 'variant-picker-1280-en');
    await shot(page, 'variant-picker-1280-en');

    // Arrow keys move within the Size radios: S -> M (M/Grey is sold out).
    await page.locator('input[name="o1"]:checked').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stock(page)).toBe('Sold out');
    expect(await addButton(page).isDisabled()).toBe(true);
    expect(await page.locator('[data-sf-reason]').innerText()).toBe('This choice is sold out.');
    expect(page.url()).toContain(`?variant=${ids['M/Grey']}`);
    await shot(page, 'variant-picker-soldout-1280-en');
    // Tab to Color, arrow to Blue: M/Blue, 3 left, on sale.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stock(page)).toBe('Only 3 left');
    expect(await price(page)).toMatch(/\$21\.00[\s\S]*\$26\.00/);
    // L beside Blue has no variant: marked, still reachable.
    expect(await page.locator('label[data-sf-value="L"]').innerText()).toContain('Unavailable');
    await addButton(page).click();
    // Back to S (S/Blue): its image is the main one.
    await page.locator('input[name="o1"][value="S"]').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => stock(page)).toBe('Only 4 left');
    expect(await page.locator('[data-sf-main]').getAttribute('src')).toMatch(/^\/media\//);
    await addButton(page).click();

    await page.goto(`/published/${m.domain}/cart`);
    await expect.poll(() => page.getByText('M / Blue').count()).toBeGreaterThan(0);
    expect(await page.getByText('S / Blue').count()).toBeGreaterThan(0);
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
    expect(
      cart.items.map((i: { variant_id: number; variant_title: string; name: string }) => [i.name, i.variant_id, i.variant_title]),
    ).toEqual([
      ['Travel Pillow', ids['M/Blue'], 'M / Blue'],
      ['Travel Pillow', ids['S/Blue'], 'S / Blue'],
    ]);
    await shot(page, 'variant-picker-cart-1280-en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 390 px in Amharic: the picker, a shared ?variant= URL, axe clean', async () => {
    const { context, page, errors } = await open(390, 'am');
    await page.goto(`/published/${m.domain}/shop/product/${productId}?variant=${ids['L/Grey']}`);
    expect(await page.locator('input[name="o1"]:checked').getAttribute('value')).toBe('L');
    expect(await stock(page)).toBe('በክምችት አለ');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkAccessibility(page, 'variant-picker-390-am');
    await shot(page, 'variant-picker-390-am');
    await page.locator('input[name="o1"]:checked').focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => stock(page)).toBe('ተሽጦ አልቋል');
    await checkAccessibility(page, 'variant-picker-soldout-390-am');
    expect(errors).toEqual([]);
    await context.close();
  });
});
