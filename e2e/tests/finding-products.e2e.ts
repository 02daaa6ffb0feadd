// Finding products (DESIGN §17 item 5) as a shopper meets it on a store's home: a search, a category, a sort and the
// pages of the grid, all plain GET parameters, so the URL can be shared and a reload (or another browser) shows the
// same products. By keyboard, at 1280 and 390 px, in English and Amharic, with axe on every screen, and the home's
// JavaScript within its 12 KB gzip budget with the form on it.
import { gzipSync } from 'node:zlib';
import { buildPath, ops } from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newMerchantWithStore, signIn, type Merchant } from '../lib/api';
import { launch, openPage, shot } from '../lib/browser';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const LAMPS = 49; // one more than a page of the grid (48)

let browser: Browser;
let store: string;
let merchant: Merchant;

async function product(m: Merchant, name: string, category: string, price: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ name, description: `${name}, made by hand`, price, stock: '20', category })) form.set(k, v);
  form.append('images', new Blob([PNG], { type: 'image/png' }), 'p.png');
  const res = await call(buildPath(ops.productCreate, { website_id: m.websiteId }), { token: m.token, form });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  browser = await launch();
  const m = await newMerchantWithStore('Lamp & Loom', 'Lamps, scarves and teapots');
  for (let i = 0; i < LAMPS; i++) await product(m, `Lamp ${String(i).padStart(2, '0')}`, 'Lighting', `${10 + i}.00`);
  await product(m, 'Wool scarf', 'Clothes', '30.00');
  await product(m, 'Silk scarf', 'Clothes', '55.00');
  await product(m, 'Teapot', 'Kitchen', '25.00');
  store = `/published/${m.domain}`;
  merchant = m;
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

const names = (page: Page) => page.locator('.sf-card__name').allInnerTexts();
const search = (page: Page) => page.locator('#sf-q');

/** Types a search and moves through the form by keyboard only: category, sort, then Enter on the button. */
async function findByKeyboard(page: Page, q: string, category: string, sort: string) {
  await search(page).focus();
  await page.keyboard.type(q);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('sf-category');
  await page.locator('#sf-category').selectOption(category);
  await page.keyboard.press('Tab');
  await page.locator('#sf-sort').selectOption(sort);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\?q=/);
}

describe('finding products', () => {
  for (const phone of [false, true]) {
    it(`search, category and sort at ${phone ? 390 : 1280} px, shared by URL`, async () => {
      const { context, page, errors } = await openPage(browser, { mobile: phone });
      await page.goto(store);
      await findByKeyboard(page, 'scarf', 'Clothes', 'price-desc');
      const shared = page.url();
      expect(new URL(shared).search).toBe('?q=scarf&category=Clothes&sort=price-desc');
      expect(await names(page)).toEqual(['Silk scarf', 'Wool scarf']);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await search(page).inputValue()).toBe('scarf');
      await shot(page, `finding-products-search-${phone ? 390 : 1280}-en`);
      await page.reload();
      expect(await names(page)).toEqual(['Silk scarf', 'Wool scarf']);
      // Another shopper opening the shared link sees the same products and the same form.
      const other = await openPage(browser, { mobile: phone });
      await other.page.goto(shared);
      expect(await names(other.page)).toEqual(['Silk scarf', 'Wool scarf']);
      expect(await other.page.locator('#sf-sort').inputValue()).toBe('price-desc');
      await other.context.close();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone ? 390 : 1280);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('pages a search 48 at a time, keeping it, and says when nothing matches', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${store}?q=lamp&sort=price-asc`);
    const first = await names(page);
    expect(first).toHaveLength(48);
    expect(first[0]).toBe('Lamp 00');
    await page.locator('a[rel="next"]').click();
    await page.waitForURL(/page=2/);
    expect(new URL(page.url()).search).toBe('?q=lamp&sort=price-asc&page=2');
    expect(await names(page)).toEqual(['Lamp 48']);
    await page.locator('a[rel="prev"]').click();
    await page.waitForURL((u) => !u.search.includes('page='));
    expect((await names(page))[0]).toBe('Lamp 00');
    // A category with its sort is canonical to the plain home (not indexed as a page of its own).
    await page.goto(`${store}?category=Kitchen`);
    expect(await names(page)).toEqual(['Teapot']);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${store}$`));
    await page.goto(`${store}?q=umbrella`);
    expect(await page.locator('.sf-empty h3').innerText()).toBe('No products match');
    await shot(page, 'finding-products-none-1280-en');
    await page.locator('.sf-empty a').click();
    await page.waitForURL((u) => u.search === '');
    expect(await names(page)).toHaveLength(48);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in Amharic at 390 and 1280 px', async () => {
    for (const phone of [true, false]) {
      const { context, page, errors } = await openPage(browser, { mobile: phone });
      await page.goto(store);
      await context.addCookies([{ name: 'appLang', value: 'am', url: page.url() }]);
      await page.goto(`${store}?q=${encodeURIComponent('scarf')}&sort=price-asc`);
      expect(await page.locator('label[for="sf-q"]').innerText()).toBe('ምርቶችን ይፈልጉ');
      expect(await names(page)).toEqual(['Wool scarf', 'Silk scarf']);
      await shot(page, `finding-products-search-${phone ? 390 : 1280}-am`);
      await page.goto(`${store}?q=zzz`);
      expect(await page.locator('.sf-empty h3').innerText()).toBe('የሚዛመድ ምርት የለም');
      await shot(page, `finding-products-none-${phone ? 390 : 1280}-am`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('the merchant filters the dashboard product list by search and stock, en and am, 1280 and 390 px', async () => {
    const texts = {
      en: { panel: 'Products', list: 'List', search: 'Search', stock: 'Stock', low: 'Low stock (5 or fewer)' },
      am: { panel: 'ምርቶች', list: 'ዝርዝር', search: 'ፈልግ', stock: 'ክምችት', low: 'ዝቅተኛ ክምችት (5 ወይም ያነሰ)' },
    };
    for (const [lang, phone] of [
      ['en', false],
      ['am', true],
      ['en', true],
      ['am', false],
    ] as const) {
      const { context, page, errors } = await openPage(browser, { mobile: phone });
      await signIn(page, merchant);
      await page.evaluate((l) => localStorage.setItem('appLang', l), lang);
      await page.goto('/website');
      const t = texts[lang];
      await page.getByRole('button', { name: t.panel, exact: true }).click();
      await page.getByRole('tab', { name: t.list }).click();
      const box = page.getByRole('searchbox', { name: t.search });
      await box.fill('scarf');
      await expect
        .poll(() => page.getByRole('list', { name: t.panel, exact: true }).locator('li strong').allInnerTexts())
        .toEqual(['Silk scarf', 'Wool scarf']);
      await page.getByRole('combobox', { name: t.stock }).selectOption({ label: t.low });
      await expect.poll(() => page.getByText(lang === 'en' ? 'No products match these filters.' : 'ከእነዚህ ማጣሪያዎች ጋር').count()).toBe(1);
      await shot(page, `finding-products-dashboard-${phone ? 390 : 1280}-${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("keeps the home's JavaScript within 12 KB gzip", async () => {
    const { context, page } = await openPage(browser, { mobile: true });
    await page.goto(store);
    const srcs = await page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
    expect(srcs.length).toBeGreaterThan(0);
    let total = 0;
    for (const src of srcs) total += gzipSync(Buffer.from(await (await fetch(src)).arrayBuffer())).length;
    console.log(`home JavaScript: ${(total / 1024).toFixed(1)} KiB gzip`);
    expect(total).toBeLessThanOrEqual(12 * 1024);
    await context.close();
  });
});
