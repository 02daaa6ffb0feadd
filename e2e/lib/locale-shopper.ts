// A shopper in one of a store's languages (DESIGN §16), in Chromium: browses the prefixed home, a product and a
// custom page in that language, adds the product to the cart, pays, sees the success page in it, and switches
// language with the store's picker. Every page is checked by axe (and pictured with E2E_SHOTS=1).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { checkAccessibility, openPage, picture } from './browser';
import { fillOrder } from './checkout-address';

export interface LocaleShopperCase {
  domain: string;
  /** An enabled, non-default language of the store. */
  locale: Language;
  /** What the merchant translated, as the shopper must see it. */
  storeTitle: string;
  productName: string;
  pageSlug: string;
  pageTitle: string;
}

const CATALOGUES = path.resolve(import.meta.dirname, '../../packages/i18n/locales');
/** A storefront string of a language, read from its catalogue (what the page must say). */
export function storefrontString(locale: Language, key: string): string {
  const cat = JSON.parse(readFileSync(path.join(CATALOGUES, locale, 'storefront.json'), 'utf8')) as Record<string, unknown>;
  return key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], cat) as string;
}

async function screen(page: Page, name: string) {
  await picture(page, name, { fullPage: true });
  await checkAccessibility(page, name);
  // No page of a store scrolls sideways, in any language.
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function pay(page: Page, c: LocaleShopperCase, prefix: string, shot: (name: string) => Promise<void>) {
  // The header's cart link stays under the prefix; so does the cart's Proceed link and the island's redirect.
  await page.locator(`.sf-header__actions a[href="${prefix}/cart"]`).click();
  await page.waitForURL(`**${prefix}/cart`);
  await expect.poll(() => page.locator('[data-sf-proceed]').getAttribute('href')).toBe(`${prefix}/checkout`);
  await shot('cart');
  await page.locator('[data-sf-proceed]').click();
  await page.waitForURL(`**${prefix}/checkout`);
  await fillOrder(page, {}, 'Abebe Bikila');
  await shot('checkout');
  await page.locator('[data-sf-submit]').click();
  await page.waitForURL(new RegExp(`${prefix}/checkout/success\\?order=\\d+$`));
  await expect.poll(() => page.locator('h1:visible').innerText()).toBe(storefrontString(c.locale, 'success.title'));
  const lines = await page.locator('[data-sf-order-lines]').innerText();
  expect(lines).toContain(c.productName);
  expect(lines).toContain(storefrontString(c.locale, 'success.shop_quantity').replace('{{count}}', '1'));
  expect(await page.getAttribute('html', 'lang')).toBe(c.locale);
  await shot('success');
}

/** One shopper visit at one width: browse, buy, pay, and the picker. Fails on any console error. */
export async function shopInLocale(browser: Browser, c: LocaleShopperCase, opts: { mobile?: boolean } = {}): Promise<void> {
  const width = opts.mobile ? 390 : 1280;
  const { context, page, errors } = await openPage(browser, opts);
  const root = `/published/${c.domain}`;
  const prefix = `${root}/${c.locale}`;
  const shot = (name: string) => screen(page, `shopper-${c.locale}-${name}-${width}`);

  const res = await page.goto(prefix);
  expect(res?.status()).toBe(200);
  expect(await page.getAttribute('html', 'lang')).toBe(c.locale);
  expect(await page.title()).toBe(c.storeTitle);
  const card = page.locator('article.sf-card', { hasText: c.productName });
  await shot('home');

  await card.locator('.sf-card__name a').click();
  await page.waitForURL(new RegExp(`${prefix}/shop/product/\\d+$`));
  expect(await page.locator('h1').innerText()).toBe(c.productName);
  await page.locator('.sf-product [data-sf-action="cart"], main [data-sf-action="cart"]').first().click();
  await expect.poll(() => page.locator('[data-sf-badge="cart"]').innerText()).toBe('1');
  await shot('product');

  await page.goto(`${prefix}/${c.pageSlug}`);
  expect(await page.locator('h1').innerText()).toBe(c.pageTitle);
  await shot('page');

  await pay(page, c, prefix, shot);

  // The picker: the same page in another language the store shows; the default language is unprefixed.
  await page.goto(`${prefix}/${c.pageSlug}`);
  // On a phone the switch is in the menu.
  if (opts.mobile) await page.locator('[data-sf-menu]').click();
  await page.focus('#sf-lang');
  await page.selectOption('#sf-lang', 'en');
  await page.waitForURL(new RegExp(`${root}/${c.pageSlug}$`));
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  expect(errors).toEqual([]);
  await context.close();
}
