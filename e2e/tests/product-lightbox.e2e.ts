// Issue #11 item 16: on a phone the product image is tap to zoom (a lightbox) with its own hint; the lightbox works
// from the keyboard (Enter/Space open, focus stays inside, Escape closes and focus returns); the product page's
// JavaScript stays within the 12 KB gzip budget. Screens at 390 px and 1280 px, English and Amharic.
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, checkAccessibility, launch, picture, shot } from '../lib/browser';

const STORE = '/published/demo';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function productPage(opts: {
  phone: boolean;
  lang?: 'en' | 'am';
}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: opts.phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    ...(opts.phone ? { hasTouch: true, isMobile: true } : {}),
  });
  if (opts.lang) await context.addCookies([{ name: 'appLang', value: opts.lang, url: baseURL() }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(STORE);
  await page.locator('article.sf-card', { hasText: 'Potted Fern' }).locator('.sf-card__name a').click();
  await page.waitForURL(/\/shop\/product\/\d+$/);
  return { context, page, errors };
}

/** What the screen shows (a full-page shot would drop the phone's touch emulation and cut the fixed lightbox), and axe. */
async function screen(page: Page, name: string) {
  await picture(page, name, { fullPage: false });
  await checkAccessibility(page, name);
}
const dialog = (page: Page) => page.locator('dialog[data-sf-lightbox]');
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (el?.hasAttribute('data-sf-lightbox-close')) return 'close';
    if (el?.hasAttribute('data-sf-lightbox-zoom')) return 'stage';
    if (el?.hasAttribute('data-sf-zoom')) return 'opener';
    return el?.tagName ?? 'none';
  });
const scale = (page: Page) => page.locator('[data-sf-lightbox-img]').evaluate((img) => getComputedStyle(img).transform);
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('product image zoom', () => {
  it('on a phone: "Tap to zoom", a tap opens the lightbox, a tap there zooms, Close returns', async () => {
    const { context, page, errors } = await productPage({ phone: true });
    expect(await page.locator('.sf-hint--tap').isVisible()).toBe(true);
    expect(await page.locator('.sf-hint--tap').innerText()).toBe('Tap to zoom');
    expect(await page.locator('.sf-hint--hover').isVisible()).toBe(false);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
    await screen(page, 'sec-product-390-en');
    await shot(page, 'sec-product-390-en-full');

    await page.locator('[data-sf-zoom]').tap();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await focused(page)).toBe('close');
    expect(await dialog(page).getAttribute('aria-label')).toBe('Image: Potted Fern');
    // The large image arrives after the dialog opens; wait for it rather than for the clock.
    await expect
      .poll(() => page.locator('[data-sf-lightbox-img]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await screen(page, 'sec-lightbox-390-en');
    await page.locator('[data-sf-lightbox-zoom]').tap({ position: { x: 100, y: 200 } });
    await expect.poll(() => scale(page)).toMatch(/^matrix\(2, 0, 0, 2,/);
    expect(await page.locator('[data-sf-lightbox-zoom]').getAttribute('aria-pressed')).toBe('true');
    await screen(page, 'sec-lightbox-390-zoomed');
    await page.locator('[data-sf-lightbox-zoom]').tap();
    await expect.poll(() => scale(page)).toBe('none');
    await page.locator('[data-sf-lightbox-close]').tap();
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    expect(await focused(page)).toBe('opener');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('from the keyboard: Enter and Space open it, Tab stays inside, Escape closes and focus returns', async () => {
    const { context, page, errors } = await productPage({ phone: false });
    expect(await page.locator('.sf-hint--hover').isVisible()).toBe(true);
    expect(await page.locator('.sf-hint--tap').isVisible()).toBe(false);
    await page.locator('[data-sf-zoom]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await focused(page)).toBe('close');
    for (const expected of ['stage', 'close', 'stage']) {
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe(expected);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('close');
    await page.keyboard.press('Tab');
    await page.keyboard.press(' ');
    await expect.poll(() => scale(page)).toMatch(/^matrix\(2, 0, 0, 2,/);
    await screen(page, 'sec-lightbox-1280-zoomed');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    expect(await focused(page)).toBe('opener');

    await page.keyboard.press(' ');
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await scale(page)).toBe('none'); // opens unzoomed again
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('opener');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in Amharic at 390 px and 1280 px', async () => {
    for (const phone of [true, false]) {
      const { context, page, errors } = await productPage({ phone, lang: 'am' });
      const hint = page.locator(phone ? '.sf-hint--tap' : '.sf-hint--hover');
      expect(await hint.isVisible()).toBe(true);
      if (phone) expect(await hint.innerText()).toBe('ለማጉላት ይንኩ');
      expect(await page.locator('[data-sf-zoom]').getAttribute('aria-label')).toBe('ምስሉን አስፋ፦ Potted Fern');
      expect(await scrollWidth(page)).toBeLessThanOrEqual(phone ? 390 : 1280);
      await (phone ? screen : shot)(page, `sec-product-${phone ? 390 : 1280}-am`);
      await page.locator('[data-sf-zoom]').click();
      await expect.poll(() => dialog(page).isVisible()).toBe(true);
      await screen(page, `sec-lightbox-${phone ? 390 : 1280}-am`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("keeps the product page's JavaScript within 12 KB gzip", async () => {
    const { context, page } = await productPage({ phone: true });
    const srcs = await page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
    expect(srcs.length).toBeGreaterThan(0);
    let total = 0;
    for (const src of srcs) total += gzipSync(Buffer.from(await (await fetch(src)).arrayBuffer())).length;
    expect(total).toBeLessThanOrEqual(12 * 1024);
    await context.close();
  });
});
