// The public storefront (storefront-worker) as `pnpm start` serves it, with the seeded demo store at /published/demo:
// browse, quick view, zoom, wishlist, cart quantities and totals, every checkout message in SPEC §5 order, a declined
// card, an out-of-stock line, a paid order that empties the cart and reaches the merchant, a custom page, Amharic.
import type { Order, Paged } from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, openPage, scrollFrames, shot } from '../lib/browser';
import { fillShipping } from '../lib/checkout-address';

// The demo merchant and store that scripts/seed.mjs creates (also in README).
const DEMO = { username: 'demo', password: 'demo-store-2026', domain: 'demo' };
const STORE = `/published/${DEMO.domain}`;
const api = () => `${baseURL().replace('localhost', '127.0.0.1')}/api`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Console errors other than the browser's own log of the 402/409 answers the checkout tests provoke on purpose. */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of (402|409)/.test(e));

const card = (page: Page, name: string) => page.locator('article.sf-card', { hasText: name });
const badge = (page: Page, which: 'cart' | 'wishlist') => page.locator(`[data-sf-badge="${which}"]`);

async function addToCart(page: Page, name: string, times = 1) {
  for (let i = 0; i < times; i++) {
    await card(page, name).hover();
    await card(page, name).locator('[data-sf-action="cart"]').click();
  }
}

async function fillCard(page: Page, f: { name?: string; number?: string; expiry?: string; cvv?: string }) {
  if (f.name !== undefined) await page.fill('#sf-card-name', f.name);
  if (f.number !== undefined) await page.fill('#sf-card-number', f.number);
  if (f.expiry !== undefined) await page.fill('#sf-card-expiry', f.expiry);
  if (f.cvv !== undefined) await page.fill('#sf-card-cvv', f.cvv);
}

const payError = (page: Page) => page.locator('[data-sf-error]');
/** The error line of one card field (tied to its input by aria-describedby). */
const fieldError = (page: Page, field: 'name' | 'number' | 'expiry' | 'cvv') => page.locator(`#sf-card-${field}-error`);

describe('storefront', () => {
  it('browses the demo store: header, hero, 12 products, footer, quick view', async () => {
    const { context, page, errors } = await openPage(browser);
    const res = await page.goto(STORE);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect.poll(() => page.locator('h1').innerText()).toBe('Welcome to the Demo Store');
    expect(await page.locator('article.sf-card').count()).toBe(12);
    expect(await page.title()).toBe('Demo Store');
    expect(await page.locator('.sf-nav__list a').allInnerTexts()).toEqual(['Home', 'About', 'Contact', 'Policy']);
    expect(await page.locator('.sf-nav__list a', { hasText: 'About' }).getAttribute('href')).toBe(`${STORE}/about-us`);
    expect(await card(page, 'Classic Mug').innerText()).toContain('$12.50');
    await shot(page, 'storefront-home-desktop-en');
    // The header's island: the no-script Go button of the language form is hidden; the header shrinks once scrolled.
    expect(await page.locator('.sf-lang__go').isVisible()).toBe(false);
    expect(await page.locator('[data-sf-header]').getAttribute('class')).not.toContain('is-scrolled');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.locator('[data-sf-header]').getAttribute('class')).toContain('is-scrolled');
    await page.mouse.wheel(0, -2000);
    await expect.poll(() => page.locator('[data-sf-header]').getAttribute('class')).not.toContain('is-scrolled');
    // Just past the 10 px line the page holds still: the shrinking header once moved the page, scroll anchoring moved
    // the scroll back across the line, and the two took turns every frame (a click there never found a stable target).
    expect(await scrollFrames(page, 18)).toEqual(Array.from({ length: 30 }, () => 18));

    await card(page, 'Wireless Headphones').hover();
    await card(page, 'Wireless Headphones').locator('[data-sf-action="quick"]').click();
    const dialog = page.locator('dialog[data-sf-quick]');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator('[data-qv="name"]').innerText()).toBe('Wireless Headphones');
    expect(await dialog.locator('[data-qv="price"]').innerText()).toBe('$89.90');
    expect(await dialog.locator('[data-qv="description"]').innerText()).toBe('Over-ear headphones with 30 hours of battery life.');
    await shot(page, 'storefront-quick-view');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it("pictures: each srcset picture's sizes is its rendered width (cards, gallery) from phone to desktop", async () => {
    // sizes picks the copy before layout; a value a few px too wide sends a phone a copy twice the bytes.
    const { context, page } = await openPage(browser);
    await page.goto(STORE);
    const product = await card(page, 'Potted Fern').locator('.sf-card__name a').getAttribute('href');
    for (const width of [390, 412, 800, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [STORE, product!]) {
        await page.goto(path);
        const pictures = await page.$$eval('main img[sizes]:not(.sf-hero__bg)', (imgs) =>
          (imgs as HTMLImageElement[]).slice(0, 3).map((img) => {
            // The first entry whose media matches (our sizes have no nested commas), measured on a probe element.
            const entries = img.sizes.split(/,\s*/).map((e: string) => e.match(/^(\(.+\))?\s*(.+)$/)!);
            const [, , length] = entries.find(([, media]) => !media || matchMedia(media).matches)!;
            const probe = document.body.appendChild(document.createElement('div'));
            probe.style.width = length!;
            const fromSizes = probe.getBoundingClientRect().width;
            probe.remove();
            return { src: img.currentSrc.split('/').pop(), fromSizes, rendered: img.getBoundingClientRect().width };
          }),
        );
        expect(pictures.length, `${path} at ${width}`).toBeGreaterThan(0);
        for (const p of pictures) expect(Math.abs(p.fromSizes - p.rendered), `${path} at ${width}: ${JSON.stringify(p)}`).toBeLessThan(1);
      }
    }
    await context.close();
  });

  it('phone: cards far below the fold are drawn, and fetch their pictures, only as the shopper scrolls near them', async () => {
    const { context, page, errors } = await openPage(browser, { mobile: true });
    const pictures = new Set<string>();
    page.on('request', (r) => {
      if (r.url().includes('/media/products/')) pictures.add(r.url());
    });
    await page.goto(STORE, { waitUntil: 'networkidle' });
    const cards = await page.locator('article.sf-card').count();
    expect(pictures.size).toBeGreaterThan(0);
    expect(pictures.size).toBeLessThan(cards);
    const last = page.locator('article.sf-card').last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(pictures.size).toBe(cards);
    // Drawn at its real height, name and price readable.
    expect((await last.boundingBox())!.height).toBeGreaterThan(300);
    expect(await last.locator('.sf-price').innerText()).toMatch(/\$\d/);
    await shot(page, 'storefront-home-mobile-last-card');
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('product page: gallery image zooms 2x under the pointer; Add to Cart from the page', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(STORE);
    await card(page, 'Potted Fern').locator('.sf-card__name a').click();
    await page.waitForURL(/\/shop\/product\/\d+$/);
    expect(await page.locator('h1').innerText()).toBe('Potted Fern');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld).toMatchObject({ '@type': 'Product', name: 'Potted Fern', offers: { price: '24.00' } });
    await page.locator('[data-sf-zoom]').hover({ position: { x: 60, y: 60 } });
    await expect
      .poll(() => page.locator('[data-sf-main]').evaluate((img) => getComputedStyle(img).transform))
      .toMatch(/^matrix\(2, 0, 0, 2,/);
    await page.locator('.sf-product__info [data-sf-action="cart"]').click();
    await expect.poll(() => page.locator('.sf-toast').first().innerText()).toBe('Added to Cart');
    expect(await badge(page, 'cart').innerText()).toBe('1');
    await shot(page, 'storefront-product');
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('wishlist: add once (a second add keeps one), see it, remove it', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(STORE);
    await card(page, 'Canvas Tote').hover();
    await card(page, 'Canvas Tote').locator('[data-sf-action="wishlist"]').click();
    await expect.poll(() => page.locator('.sf-toast').first().innerText()).toBe('Added to Wishlist');
    await card(page, 'Canvas Tote').locator('[data-sf-action="wishlist"]').click();
    await expect.poll(() => badge(page, 'wishlist').innerText()).toBe('1');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? '{}'));
    expect(stored.wishlistQuantity).toBe(1);
    expect(stored.items[0]).toMatchObject({ name: 'Canvas Tote', price: 15 });

    await page.goto(`${STORE}/wishlist`);
    await expect.poll(() => page.locator('[data-sf-view] article').count()).toBe(1);
    // The card's picture is one of the resized copies (srcset), as on the home page, never the original.
    const picture = page.locator('[data-sf-view] article img');
    expect(await picture.getAttribute('src')).toMatch(/^\/media\/[^"]+_w640\.webp$/);
    expect(await picture.getAttribute('srcset')).toMatch(/_w320\.webp 320w, .+_w1600\.webp 1600w$/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page.getByText('Your wishlist is empty').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to Shop' }).getAttribute('href')).toBe(STORE);
    await context.close();
  });

  it('cart: quantities (min 1, non-numeric ignored), line totals, items count, total, remove, clear', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(STORE);
    await addToCart(page, 'Classic Mug', 2);
    await addToCart(page, 'Lined Notebook');
    await expect.poll(() => badge(page, 'cart').innerText()).toBe('3');

    await page.goto(`${STORE}/cart`);
    const mug = page.locator('tr', { hasText: 'Classic Mug' });
    await expect.poll(() => mug.locator('input').inputValue()).toBe('2');
    expect(await mug.innerText()).toContain('$25.00');
    // The line's picture is the smallest copy of the product's photo, not the original.
    expect(await mug.locator('img').getAttribute('src')).toMatch(/^\/media\/[^"]+_w320\.webp$/);
    expect(await page.locator('[data-sf-count]').innerText()).toBe('3');
    expect(await page.locator('[data-sf-total]').innerText()).toBe('$32.25');
    expect(await page.locator('.sf-summary').innerText()).toContain('Free');

    await mug.locator('input').fill('3');
    await expect.poll(() => page.locator('[data-sf-total]').innerText()).toBe('$44.75');
    await mug.locator('input').fill('0');
    await mug.locator('input').blur();
    await expect.poll(() => mug.locator('input').inputValue()).toBe('1');
    await mug.locator('input').fill('');
    await mug.locator('input').pressSequentially('abc');
    await mug.locator('input').blur();
    await expect.poll(() => mug.locator('input').inputValue()).toBe('1');
    expect(await page.locator('[data-sf-total]').innerText()).toBe('$19.75');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
    expect(stored).toMatchObject({ totalQuantity: 2, totalPrice: 19.75 });
    expect(Object.keys(stored.items[0]).sort()).toEqual(['description', 'id', 'image_url', 'name', 'price', 'quantity']);
    await shot(page, 'storefront-cart');

    await page
      .locator('tr', { hasText: 'Lined Notebook' })
      .getByRole('button', { name: /Remove/ })
      .click();
    await expect.poll(() => page.locator('[data-sf-count]').innerText()).toBe('1');
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await expect.poll(() => page.getByText('Your cart is empty').isVisible()).toBe(true);
    await context.close();
  });

  it('checkout: each SPEC §5 message in order at its field; editing clears it; a declined card keeps the cart', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(STORE);
    await addToCart(page, 'Star Ornament');
    await page.goto(`${STORE}/checkout`);
    const pay = page.locator('[data-sf-submit]');
    await expect.poll(() => pay.innerText()).toBe('Complete Payment - $6.50');
    // The address is checked first (tests/checkout-address.e2e.ts); here the card's own checks follow it.
    await fillShipping(page);

    await pay.click();
    await expect.poll(() => fieldError(page, 'name').innerText()).toBe('Please enter your name');
    expect(await page.locator('#sf-card-name').getAttribute('aria-describedby')).toBe('sf-card-name-error');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sf-card-name');
    await fillCard(page, { name: 'Ada Lovelace' });
    expect(await fieldError(page, 'name').isVisible()).toBe(false);
    expect(await page.locator('#sf-card-name').getAttribute('aria-invalid')).toBeNull();
    await pay.click();
    await expect.poll(() => fieldError(page, 'number').innerText()).toBe('Please enter a valid 16-digit card number');
    await fillCard(page, { number: '4242 4242 4242 4242' });
    await pay.click();
    await expect.poll(() => fieldError(page, 'cvv').innerText()).toBe('Please enter a valid 3- or 4-digit CVV');
    expect(await page.locator('#sf-card-cvv').getAttribute('aria-invalid')).toBe('true');
    await fillCard(page, { cvv: '123' });
    await pay.click();
    await expect.poll(() => fieldError(page, 'expiry').innerText()).toBe('Please enter a valid expiry date');
    await fillCard(page, { expiry: '13/30' });
    await pay.click();
    await expect.poll(() => fieldError(page, 'expiry').innerText()).toBe('Please enter a valid expiry date');
    expect(await payError(page).isVisible()).toBe(false);

    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/checkout') && r.method() === 'POST' && sent.push(r.postData() ?? ''));
    await fillCard(page, { expiry: '12/30', number: '4000 0000 0000 0002' });
    await pay.click();
    await expect.poll(() => payError(page).innerText()).toContain('Your card was declined');
    // The alert takes the focus, so a screen reader reads it at once.
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-sf-error'))).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toContain('4000000000000002');
    expect(sent[0]).not.toContain('"123"');
    expect(sent[0]).toContain('tok_test_0002');
    expect(await badge(page, 'cart').innerText()).toBe('1');
    await shot(page, 'storefront-checkout-declined');
    await context.close();
  });

  it('cart and checkout: Add to Cart stops at the stock; a line kept from earlier is clamped to it and the shopper told', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(STORE);
    await addToCart(page, 'Apple Box', 4); // 3 in stock
    await expect.poll(() => badge(page, 'cart').innerText()).toBe('3');
    // As if added on an earlier visit when there were more.
    await page.evaluate(() => {
      const cart = JSON.parse(localStorage.getItem('cart') ?? '{}');
      cart.items[0].quantity = 4;
      localStorage.setItem('cart', JSON.stringify(cart));
    });
    await page.goto(`${STORE}/checkout`);
    await expect.poll(() => page.locator('[data-sf-notices]').innerText()).toContain('Apple Box: only 3 left in stock.');
    await expect.poll(() => page.locator('[data-sf-lines]').innerText()).toContain('Qty 3');
    expect(await page.locator('[data-sf-submit]').innerText()).toBe('Complete Payment - $29.25');
    expect(await badge(page, 'cart').innerText()).toBe('3');
    await context.close();
  });

  it('checkout: a paid order empties the cart on the success page and reaches the merchant', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(STORE);
    await addToCart(page, 'Steel Water Bottle', 2);
    await page.goto(`${STORE}/checkout`);
    // Every request body the page sends from here on: the card number and CVV must never be among them.
    const sent: string[] = [];
    page.on('request', (r) => sent.push(`${r.method()} ${r.url()} ${r.postData() ?? ''}`));
    await fillShipping(page, { name: 'Grace Hopper' });
    await fillCard(page, { name: 'Grace Hopper', number: '4242424242424242', expiry: '12/30', cvv: '123' });
    await expect.poll(() => page.locator('[data-sf-submit]').innerText()).toBe('Complete Payment - $44.00');
    // A double click sends one payment (the button is busy) under one Idempotency-Key.
    await page.locator('[data-sf-submit]').dblclick();
    // The URL names the order only; the token that proves it is this shopper's stays in sessionStorage.
    await page.waitForURL(/\/checkout\/success\?order=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    await expect.poll(() => page.locator('h1:visible').innerText()).toBe('Payment Successful!');
    expect(await page.getByText('Thank you for your purchase. Your order has been confirmed.').isVisible()).toBe(true);
    expect(await page.locator('[data-sf-order]').innerText()).toBe(`Order number: ${orderId}`);
    expect(await page.locator('[data-sf-order-lines]').innerText()).toMatch(/Steel Water Bottle\s+Qty 2\s+\$44\.00/);
    expect(await page.locator('[data-sf-order-total]').innerText()).toBe('$44.00');
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').totalQuantity)).toBe(0);
    expect(await badge(page, 'cart').innerText()).toBe('');
    await shot(page, 'storefront-success');
    const checkoutCalls = sent.filter((r) => r.startsWith('POST') && r.includes('/checkout'));
    expect(checkoutCalls).toHaveLength(1);
    expect(checkoutCalls[0]).toContain('"last4":"4242"');
    for (const r of sent) {
      expect(r).not.toContain('4242424242424242');
      expect(r).not.toMatch(/cvv|cvc|"123"/i);
    }

    const login = await fetch(`${api()}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: DEMO.username, password: DEMO.password }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const orders = (await (
      await fetch(`${api()}/orders/?page=1&limit=10`, { headers: { Authorization: `Bearer ${access_token}` } })
    ).json()) as Paged<Order>;
    const order = orders.items.find((o) => o.id === orderId);
    expect(order).toMatchObject({ status: 'paid', total_value: 44, customer_name: 'Grace Hopper' });
    expect(orders.items.filter((o) => o.customer_name === 'Grace Hopper' && o.status === 'paid')).toHaveLength(1);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('custom page and Website Not Found', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${STORE}/about-us`);
    expect(await page.locator('h1').innerText()).toBe('About us');
    // A new store's starter words (issue #34 item 11): never the builder's "No content found".
    expect(await page.locator('main').innerText()).toContain('Welcome to Demo Store.');
    expect(await page.locator('main').innerText()).not.toContain('No content found');
    const missing = await page.goto('/published/no-such-store-here');
    expect(missing?.status()).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('Website Not Found');
    expect(await page.getByText("The store you're looking for doesn't exist.").isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Return to Home' }).isVisible()).toBe(true);
    await context.close();
  });

  it('Amharic: the language switch sets appLang and the store speaks Amharic (desktop and mobile)', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(STORE);
    await Promise.all([page.waitForEvent('load'), page.selectOption('#sf-lang', 'am')]);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('am');
    expect(await page.locator('.sf-section__title').innerText()).toBe('ምርቶች');
    expect(await card(page, 'Classic Mug').locator('[data-sf-action="cart"]').innerText()).toBe('ወደ ጋሪ ጨምር');
    expect((await context.cookies()).find((c) => c.name === 'appLang')?.value).toBe('am');
    await shot(page, 'storefront-home-desktop-am');
    await context.close();

    const mobile = await openPage(browser, { mobile: true });
    await mobile.context.addCookies([{ name: 'appLang', value: 'am', url: baseURL() }]);
    await mobile.page.goto(STORE);
    expect(await mobile.page.locator('.sf-brand__title--short').isVisible()).toBe(true);
    await mobile.page.locator('[data-sf-menu]').click();
    await expect.poll(() => mobile.page.locator('.sf-nav__list a').first().isVisible()).toBe(true);
    expect(await mobile.page.locator('.sf-nav__list a').first().innerText()).toBe('መነሻ');
    await shot(mobile.page, 'storefront-home-mobile-am');
    await mobile.context.close();

    const en = await openPage(browser, { mobile: true });
    await en.page.goto(STORE);
    await shot(en.page, 'storefront-home-mobile-en');
    await en.context.close();
  });
});
