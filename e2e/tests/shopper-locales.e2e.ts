// A store in English, Spanish and Amharic (DESIGN §16, issue #15): the merchant enables es and am and translates the
// store title, a product and a page through the API, publishes, and a shopper browses, buys and pays under /es/ and
// /am/ at 1280 and 390 px (lib/locale-shopper.ts), axe on every page; the shopper JavaScript stays within budget.
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, ops } from '@app/contracts';
import { addProduct, call, newMerchantWithStore, publishStore, putTranslation, setStoreLocales, type Merchant } from '../lib/api';
import { baseURL, launch, openPage } from '../lib/browser';
import { shopInLocale, type LocaleShopperCase } from '../lib/locale-shopper';

let browser: Browser;
let m: Merchant;
let productId = 0;
const cases: LocaleShopperCase[] = [];

beforeAll(async () => {
  browser = await launch();
  m = await newMerchantWithStore('Sea Shop', 'Shells from the coast');
  productId = await addProduct(m, 'Conch Shell', '12.50');
  await addProduct(m, 'Sand Dollar', '4.00');
  // A new store's starter About page (issue #34 item 11): it has words, so shoppers find it (an empty page is left out).
  const site = await call<{ pages: { id: number; slug: string }[] }>(buildPath(ops.websiteGet, {}), { token: m.token });
  const pageId = site.body.pages.find((p) => p.slug === 'about-us')!.id;
  await setStoreLocales(m.token, 'en', ['en', 'es', 'am']);
  const words = {
    es: { title: 'Tienda del Mar', product: 'Caracola', page: 'Sobre nosotros' },
    am: { title: 'የባሕር ሱቅ', product: 'የባሕር ቀንድ ዛጎል', page: 'ስለ እኛ' },
  } as const;
  for (const locale of ['es', 'am'] as const) {
    const w = words[locale];
    await putTranslation(m.token, 'website', m.websiteId, locale, { title: w.title });
    await putTranslation(m.token, 'product', productId, locale, { name: w.product });
    await putTranslation(m.token, 'page', pageId, locale, { title: w.page });
    cases.push({ domain: m.domain, locale, storeTitle: w.title, productName: w.product, pageSlug: 'about-us', pageTitle: w.page });
  }
  await publishStore(m.token);
});
afterAll(async () => {
  await browser?.close();
});

describe('a shopper in the store languages', () => {
  it('browses, buys and pays under /es/ at 1280 and 390 px', async () => {
    await shopInLocale(browser, cases[0]);
    await shopInLocale(browser, cases[0], { mobile: true });
  });

  it('browses, buys and pays under /am/ at 1280 and 390 px', async () => {
    await shopInLocale(browser, cases[1]);
    await shopInLocale(browser, cases[1], { mobile: true });
  });

  it('the picker goes from /es/ to the same page in Amharic, and the pages keep their JavaScript budget', async () => {
    const { context, page } = await openPage(browser);
    const root = `/published/${m.domain}`;
    await page.goto(`${root}/es/shop/product/${productId}`);
    await page.selectOption('#sf-lang', 'am');
    await page.waitForURL(new RegExp(`${root}/am/shop/product/${productId}$`));
    expect(await page.locator('h1').innerText()).toBe('የባሕር ቀንድ ዛጎል');
    for (const p of ['/es', `/es/shop/product/${productId}`, '/am', `/am/shop/product/${productId}`]) {
      await page.goto(`${root}${p}`);
      const srcs = await page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
      let total = 0;
      for (const src of srcs) total += gzipSync(Buffer.from(await (await fetch(src)).arrayBuffer())).length;
      expect(total, p).toBeLessThanOrEqual(12 * 1024);
    }
    // The sitemap lists the translated URLs.
    const sitemap = await (await fetch(`${baseURL()}${root}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${root}/am/shop/product/${productId}</loc>`);
    expect(sitemap).toContain(`${root}/es/about-us</loc>`);
    await context.close();
  });
});
