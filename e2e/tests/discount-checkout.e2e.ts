// A merchant's discount code at the demo store (DESIGN §17), as `pnpm start` serves it: the code made through the
// owner API with the demo login; a shopper adds products, enters a wrong code (the reason at the field), the right
// one (the amount shown, the total reduced), goes to checkout (the code carried), pays the discounted total and sees
// the discount on the success page. axe at 1280 and 390 px, in English and Amharic.
import { buildPath, ops, type Order, type Paged, type ProductVariants } from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, call, newMerchantWithStore, publishStore, SHIP_TO } from '../lib/api';
import { launch, openPage, shot } from '../lib/browser';
import { fillOrder } from '../lib/checkout-address';

const DEMO = { username: 'demo', password: 'demo-store-2026', domain: 'demo' };
const STORE = `/published/${DEMO.domain}`;
/** Unique per run: the demo store's discounts outlive one test file. */
const CODE = `E2E${Date.now().toString(36).toUpperCase()}`;

let browser: Browser;
let token = '';
beforeAll(async () => {
  browser = await launch();
  const login = await call<{ access_token: string }>(buildPath(ops.login, {}), {
    json: { username: DEMO.username, password: DEMO.password },
  });
  expect(login.status).toBe(200);
  token = login.body.access_token;
  const made = await call('/website/discounts', {
    token,
    json: { code: CODE, title: 'Ten percent off', kind: 'percent', value: 10, applies_to: 'order' },
  });
  expect(made.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
});

const card = (page: Page, name: string) => page.locator('article.sf-card', { hasText: name });
const codeInput = (page: Page) => page.locator('#sf-discount-code');

async function addToCart(page: Page, name: string, times = 1) {
  for (let i = 0; i < times; i++) {
    await card(page, name).hover();
    await card(page, name).locator('[data-sf-action="cart"]').click();
  }
}

/** Types a code and applies it with the keyboard (Enter submits the field's own form). */
async function applyCode(page: Page, code: string) {
  await codeInput(page).fill(code);
  await codeInput(page).press('Enter');
}

async function shopperWithCart() {
  const opened = await openPage(browser);
  await opened.page.goto(STORE);
  await addToCart(opened.page, 'Classic Mug', 2); // 2 x 12.50
  await addToCart(opened.page, 'Lined Notebook'); // 7.25
  return opened;
}

describe('discount code from cart to success', () => {
  it('a wrong code says why at the field; the right one reduces the total, carries to checkout and is paid', async () => {
    const { context, page, errors } = await shopperWithCart();
    await page.goto(`${STORE}/cart`);
    await expect.poll(() => page.locator('[data-sf-total]').innerText()).toBe('$32.25');
    await applyCode(page, 'NOT-A-CODE');
    await expect.poll(() => page.locator('#sf-discount-code-error').innerText()).toBe('This code is not valid for this store');
    expect(await codeInput(page).getAttribute('aria-invalid')).toBe('true');
    expect(await codeInput(page).getAttribute('aria-describedby')).toContain('sf-discount-code-error');
    expect(await page.locator('[data-sf-total]').innerText()).toBe('$32.25');

    // This time by the Apply button (Space on it): the focus moves to Remove as Apply hides.
    await codeInput(page).fill(CODE.toLowerCase());
    await page.locator('[data-sf-code-apply]').focus();
    await page.keyboard.press('Space');
    // 10% of 32.25 = 3.225 -> 3.23 (half up)
    await expect.poll(() => page.locator('[data-sf-discount-amount]').innerText()).toBe('−$3.23');
    expect(await page.locator('[data-sf-code-status]').innerText()).toBe(`${CODE.toLowerCase()} applied: Ten percent off, $3.23 off`);
    expect(await page.locator('[data-sf-total]').innerText()).toBe('$29.02');
    expect(await codeInput(page).getAttribute('aria-invalid')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-sf-code-remove'))).toBe(true);
    await shot(page, 'discount-cart-desktop-en');

    await page.locator('[data-sf-proceed]').click();
    await page.waitForURL(/\/checkout$/);
    await expect.poll(() => page.locator('[data-sf-submit]').innerText()).toBe('Complete Payment - $29.02');
    expect(await codeInput(page).inputValue()).toBe(CODE.toLowerCase());
    expect(await page.locator('[data-sf-discount-label]').innerText()).toBe(`Discount (${CODE})`);
    await shot(page, 'discount-checkout-desktop-en');
    await fillOrder(page);
    await page.locator('[data-sf-submit]').click();
    await page.waitForURL(/\/checkout\/success\?order=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    await expect.poll(() => page.locator('h1:visible').innerText()).toBe('Payment Successful!');
    expect(await page.locator('[data-sf-order-subtotal]').innerText()).toBe('$32.25');
    expect(await page.locator('[data-sf-order-discount-label]').innerText()).toBe(`Discount (${CODE})`);
    expect(await page.locator('[data-sf-order-discount]').innerText()).toBe('−$3.23');
    expect(await page.locator('[data-sf-order-total]').innerText()).toBe('$29.02');
    await shot(page, 'discount-success-desktop-en');

    const orders = await call<Paged<Order>>('/orders/?page=1&limit=20', { token });
    expect(orders.body.items.find((o) => o.id === orderId)).toMatchObject({
      subtotal: 32.25,
      discount: 3.23,
      discount_code: CODE,
      total_value: 29.02,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an order refused because the code was used up meanwhile says so at the field and keeps the form', async () => {
    const last = `${CODE}L`;
    const made = await call('/website/discounts', {
      token,
      json: { code: last, title: 'Last one', kind: 'percent', value: 10, applies_to: 'order', usage_limit: 1 },
    });
    expect(made.status).toBe(201);
    const { context, page } = await openPage(browser);
    await page.goto(STORE);
    await addToCart(page, 'Star Ornament'); // 6.50
    await page.goto(`${STORE}/checkout`);
    const submit = page.locator('[data-sf-submit]');
    await applyCode(page, last);
    await expect.poll(() => submit.innerText()).toBe('Complete Payment - $5.85');
    // Another shopper takes the code's last use first.
    const [storeId, productId] = await page.evaluate(() => [
      JSON.parse(document.getElementById('sf-data')!.textContent!).storeId as number,
      JSON.parse(localStorage.getItem('cart')!).items[0].id as number,
    ]);
    const other = await call(buildPath(ops.checkout, { website_id: storeId }), {
      headers: { 'Idempotency-Key': `e2e-discount-${Date.now()}` },
      json: {
        items: [{ product_id: productId, quantity: 1 }],
        discount_code: last,
        customer: { name: 'Quick Shopper', email: 'quick@example.com', shipping_address: SHIP_TO },
        payment: { method: 'card', token: 'tok_test_4242', last4: '4242', exp_month: 12, exp_year: 2099 },
      },
    });
    expect(other.status).toBe(200);
    await fillOrder(page);
    await submit.click();
    await expect.poll(() => page.locator('#sf-discount-code-error').innerText()).toBe('This code has been used up');
    expect(await codeInput(page).getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[data-sf-error]').innerText()).toContain('Your discount code could not be used');
    expect(await page.locator('#sf-card-name').inputValue()).toBe('Ada Lovelace');
    expect(page.url()).toMatch(/\/checkout$/);
    await expect.poll(() => submit.innerText()).toBe('Complete Payment - $6.50');
    await shot(page, 'discount-checkout-refused-desktop-en');
    await context.close();
  });

  it('variant lines are priced per variant; a line without its variant blocks checkout until removed; paid with a code', async () => {
    const m = await newMerchantWithStore('Variant Shop');
    const tee = await addProduct(m, 'Tee', '20');
    const set = await call<ProductVariants>(buildPath(ops.variantsPut, { website_id: m.websiteId, product_id: tee }), {
      method: 'PUT',
      token: m.token,
      json: {
        options: [{ name: 'Size', values: ['S', 'M'] }],
        variants: [
          { options: ['S'], price: 20, stock: 5 },
          { options: ['M'], price: 24, stock: 2 },
        ],
      },
    });
    expect(set.status).toBe(200);
    const medium = set.body.variants.find((v) => v.options[0] === 'M')!;
    const code = await call('/website/discounts', {
      token: m.token,
      json: { code: 'TEE10', title: 'Tee time', kind: 'percent', value: 10, applies_to: 'order' },
    });
    expect(code.status).toBe(201);
    await publishStore(m.token);
    const store = `/published/${m.domain}`;
    const { context, page, errors } = await openPage(browser);
    await page.goto(store);
    // As an earlier visit left them: M at an old price and over its stock, and a line added before the Tee had sizes.
    await page.evaluate(
      ([website_id, id, variant_id]) => {
        const line = { id, name: 'Tee', price: 20, image_url: '', description: '' };
        const items = [
          { ...line, quantity: 3, variant_id, variant_title: 'M' },
          { ...line, quantity: 1 },
        ];
        localStorage.setItem('cart', JSON.stringify({ items, totalQuantity: 4, totalPrice: 80, website_id }));
      },
      [m.websiteId, tee, medium.id] as const,
    );
    await page.goto(`${store}/cart`);
    const mRow = page.locator(`tr[data-line="${tee}:${medium.id}"]`);
    const plainRow = page.locator(`tr[data-line="${tee}"]`);
    await expect.poll(() => plainRow.innerText()).toContain('Choose options again');
    await expect.poll(() => mRow.innerText()).toContain('Only 2 left');
    expect(await mRow.innerText()).toContain('$24.00');
    expect(await mRow.innerText()).not.toContain('Choose options again');
    expect(await mRow.locator('input').inputValue()).toBe('2');
    const notices = await page.locator('[data-sf-notices]').innerText();
    expect(notices).toContain('Tee: the price changed from $20.00 to $24.00.');
    expect(notices).toContain('Tee: its options must be chosen again on the product page.');
    expect(await page.locator('[data-sf-proceed]').getAttribute('aria-disabled')).toBe('true');
    expect(await page.locator('[data-sf-blocked]').innerText()).toBe(
      'Some items cannot be bought as they are. Remove them from your cart to continue.',
    );
    await expect.poll(() => page.locator('[data-sf-total]').innerText()).toBe('$48.00');
    await shot(page, 'discount-cart-variant-problem-desktop-en');

    await plainRow.getByRole('button', { name: /Remove/ }).click();
    await expect.poll(() => page.locator('[data-sf-proceed]').getAttribute('aria-disabled')).toBeNull();
    await applyCode(page, 'tee10');
    await expect.poll(() => page.locator('[data-sf-total]').innerText()).toBe('$43.20');
    await page.locator('[data-sf-proceed]').click();
    await expect.poll(() => page.locator('[data-sf-submit]').innerText()).toBe('Complete Payment - $43.20');
    expect(await page.locator('[data-sf-lines]').innerText()).toContain('Tee (M)');
    await fillOrder(page);
    await page.locator('[data-sf-submit]').click();
    await page.waitForURL(/\/checkout\/success\?order=\d+$/);
    await expect.poll(() => page.locator('[data-sf-order-lines]').innerText()).toMatch(/Tee \(M\)\s+Qty 2\s+\$48\.00/);
    expect(await page.locator('[data-sf-order-discount]').innerText()).toBe('−$4.80');
    expect(await page.locator('[data-sf-order-total]').innerText()).toBe('$43.20');
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const mobile of [false, true]) {
    for (const lang of ['en', 'am'] as const) {
      it(`cart and checkout with a code applied: axe clean at ${mobile ? 390 : 1280} px in ${lang}`, async () => {
        const { context, page } = await openPage(browser, { mobile });
        await page.goto(STORE);
        // The shopper's language, as the store's language picker keeps it.
        await context.addCookies([{ name: 'appLang', value: lang, url: page.url() }]);
        await addToCart(page, 'Canvas Tote'); // 15.00
        await page.goto(`${STORE}/cart`);
        await applyCode(page, CODE);
        await expect.poll(() => page.locator('[data-sf-discount-amount]').innerText()).toMatch(/1\.50/);
        await shot(page, `discount-cart-${mobile ? 'mobile' : 'desktop'}-${lang}`);
        await page.goto(`${STORE}/checkout`);
        await expect.poll(() => page.locator('[data-sf-submit]').innerText()).toMatch(/13\.50/);
        await shot(page, `discount-checkout-${mobile ? 'mobile' : 'desktop'}-${lang}`);
        await context.close();
      });
    }
  }
});
