// The cart priced by the server (DESIGN §17), without a browser: the lines and notices from a cart/price answer, the
// summary, the discount code field's states and the checkout's refusal of a code.
import { describe, expect, it } from 'vitest';
import type { CartPriceLine, CartPriceResponse } from '@app/contracts/discounts';
import en from '@app/i18n/locales/en/storefront.json';
import es from '@app/i18n/locales/es/storefront.json';
import am from '@app/i18n/locales/am/storefront.json';
import { priceRequest, reprice, summaryOf } from '../src/client/store/reprice';
import { CODE_RULES, codeMessage, codeView, keepCode, refusedCode, storedCode } from '../src/client/store/discount-code';
import { checkoutBody } from '../src/client/store/checkout-attempt';
import { paymentFailure } from '../src/client/store/payment-failure';
import { cartOf, type CartItem } from '../src/client/store/shop-store';
import { memorySession } from './memory-session';

const item = (id: number, price: number, quantity: number, extra: Partial<CartItem> = {}): CartItem => ({
  id,
  name: `P${id}`,
  price,
  image_url: '',
  description: '',
  quantity,
  ...extra,
});
const line = (
  product_id: number,
  unit_price: number,
  quantity: number,
  stock: number,
  over: Partial<CartPriceLine> = {},
): CartPriceLine => ({
  product_id,
  variant_id: null,
  name: `Now ${product_id}`,
  variant_title: null,
  unit_price,
  quantity,
  line_total: stock >= quantity ? unit_price * quantity : 0,
  stock,
  available: stock >= quantity,
  ...over,
});
const answer = (over: Partial<CartPriceResponse>): CartPriceResponse => ({
  lines: [],
  subtotal: 0,
  discount: null,
  total: 0,
  currency: 'USD',
  problems: [],
  ...over,
});
const money = (n: number) => `$${n.toFixed(2)}`;

describe('re-pricing from the server', () => {
  it('takes prices, names and stock from the answer, clamps short lines, drops gone products and says what changed', () => {
    const items = [item(1, 10, 2), item(2, 5, 1), item(3, 1, 5), item(4, 3, 1)];
    const r = reprice(
      items,
      answer({
        lines: [line(1, 12, 2, 10), line(2, 0, 1, 0, { name: '' }), line(3, 1, 5, 2), line(4, 3, 1, 0)],
        problems: [
          { product_id: 2, variant_id: null, code: 'product_not_found' },
          { product_id: 3, variant_id: null, code: 'out_of_stock' },
          { product_id: 4, variant_id: null, code: 'out_of_stock' },
        ],
      }),
    );
    expect(r.items.map((i) => [i.id, i.name, i.price, i.quantity])).toEqual([
      [1, 'Now 1', 12, 2],
      [3, 'Now 3', 1, 2],
      [4, 'Now 4', 3, 1],
    ]);
    expect(r.changes).toEqual([
      { kind: 'price', name: 'Now 1', old: 10, new: 12 },
      { kind: 'removed', name: 'P2' },
      { kind: 'lowStock', name: 'Now 3', stock: 2 },
      { kind: 'soldOut', name: 'Now 4' },
    ]);
    expect(r.lines).toEqual({ 1: { stock: 10, problem: null }, 3: { stock: 2, problem: null }, 4: { stock: 0, problem: 'soldOut' } });
  });

  it('marks a line whose variant the server cannot sell, keeping its price, and matches lines by variant', () => {
    const items = [item(5, 20, 1, { variant_id: 51, variant_title: 'M' }), item(5, 20, 1, { variant_id: 52, variant_title: 'L' })];
    const r = reprice(
      items,
      answer({
        lines: [line(5, 22, 1, 4, { variant_id: 51, variant_title: 'Medium' }), line(5, 0, 1, 0, { variant_id: 52 })],
        problems: [{ product_id: 5, variant_id: 52, code: 'variant_not_found' }],
      }),
    );
    expect(r.items.map((i) => [i.variant_title, i.price])).toEqual([
      ['Medium', 22],
      ['L', 20],
    ]);
    expect(r.lines).toEqual({ '5:51': { stock: 4, problem: null }, '5:52': { stock: 0, problem: 'variant_not_found' } });
    expect(r.changes).toEqual([
      { kind: 'price', name: 'Now 5', old: 20, new: 22 },
      { kind: 'problem', name: 'Now 5', problem: 'variant_not_found' },
    ]);
  });

  it("matches a plain line to its product's default variant, and never to another line's problem", () => {
    const items = [item(6, 9, 1), item(7, 30, 1, { variant_id: 71, variant_title: 'M' }), item(7, 30, 1)];
    const r = reprice(
      items,
      answer({
        lines: [
          line(6, 9, 1, 4, { variant_id: 60, variant_title: '' }),
          line(7, 30, 1, 2, { variant_id: 71, variant_title: 'M' }),
          line(7, 0, 1, 0),
        ],
        problems: [{ product_id: 7, variant_id: null, code: 'variant_required' }],
      }),
    );
    expect(r.lines).toEqual({
      6: { stock: 4, problem: null },
      '7:71': { stock: 2, problem: null },
      7: { stock: 0, problem: 'variant_required' },
    });
  });

  it('under a language prefix keeps the names the lines were added with', () => {
    const r = reprice([item(1, 10, 1, { name: 'Caracola' })], answer({ lines: [line(1, 11, 1, 3)] }), true);
    expect(r.items[0]).toMatchObject({ name: 'Caracola', price: 11 });
  });

  it('sends product, variant and quantity, and the code only when there is one', () => {
    const items = [item(1, 10, 2), item(5, 20, 1, { variant_id: 51, variant_title: 'M' })];
    expect(priceRequest(items, null)).toEqual({
      items: [
        { product_id: 1, quantity: 2 },
        { product_id: 5, variant_id: 51, quantity: 1 },
      ],
    });
    expect(priceRequest(items, 'SAVE')).toMatchObject({ discount_code: 'SAVE' });
  });

  it("sums the server's totals, or the stored prices when the store could not be asked", () => {
    const items = [item(1, 10, 2), item(4, 3, 1)];
    const lines = { 4: { stock: 0, problem: 'soldOut' as const } };
    const s = summaryOf(items, answer({ subtotal: 20, discount: { code: 'TEN', title: 'Ten', amount: 2 }, total: 18 }), lines);
    expect(s).toMatchObject({ count: 2, subtotal: 20, discount: { amount: 2 }, total: 18 });
    expect(s.blocked.map((i) => i.id)).toEqual([4]);
    expect(summaryOf(items, null, {})).toMatchObject({ count: 3, subtotal: 23, discount: null, total: 23, blocked: [] });
  });
});

describe('the discount code field', () => {
  it('is applied, outdone by an automatic discount, refused with its reason, or unchecked offline', () => {
    const applied = codeView('save10', answer({ discount: { code: 'SAVE10', title: 'Ten off', amount: 4.5 } }));
    expect(applied).toEqual({ state: 'applied', code: 'save10', title: 'Ten off', amount: 4.5 });
    expect(codeMessage(applied, money)).toEqual({
      key: 'discount.applied',
      vars: { code: 'save10', title: 'Ten off', amount: '$4.50' },
      invalid: false,
    });
    expect(codeView('TEN', answer({ discount: { code: null, title: 'Auto', amount: 5 } }))).toEqual({
      state: 'outdone',
      code: 'TEN',
      title: 'Auto',
    });
    const refused = codeView(
      'BIG',
      answer({ discount_error: { code: 'discount_invalid', rule: 'discountMinSubtotal', params: { min: 100 } } }),
    );
    expect(codeMessage(refused, money)).toEqual({
      key: 'discount.rules.discountMinSubtotal',
      vars: { code: 'BIG', min: '$100.00' },
      invalid: true,
    });
    expect(codeView('X', null)).toEqual({ state: 'unchecked', code: 'X' });
    expect(codeView(null, answer({}))).toEqual({ state: 'none' });
    expect(codeMessage({ state: 'none' }, money)).toBeNull();
  });

  it("shows a checkout's refusal at the field, from the error's detail", () => {
    const detail = [{ loc: ['body', 'discount_code'], msg: 'This code has been used up', rule: 'discountExhausted' as const }];
    expect(codeMessage(refusedCode('LAST', detail), money)).toMatchObject({ key: 'discount.rules.discountExhausted', invalid: true });
    const failure = paymentFailure(409, { code: 'discount_exhausted', message: 'x', detail }, []);
    expect(failure).toEqual({ key: 'discount.refused', lines: [], field: 'discount_code' });
  });

  it('names the lines a checkout refused for their variant', () => {
    const detail = [{ loc: ['body', 'items', '0', 'variant_id'], msg: 'x', rule: 'variantRequired' as never, product_id: 5 }];
    const failure = paymentFailure(400, { code: 'variant_required', message: 'x', detail }, [item(5, 20, 1, { name: 'Shirt' })]);
    expect(failure).toEqual({
      key: 'cart.shop_removeBlocked',
      lines: [{ key: 'cart.shop_problem.variant_required', vars: { name: 'Shirt' } }],
    });
  });

  it('carries the applied code per store in sessionStorage, and into the order body (which decides the attempt key)', () => {
    const session = memorySession();
    keepCode(session, 7, 'SAVE10');
    expect([storedCode(session, 7), storedCode(session, 8)]).toEqual(['SAVE10', null]);
    keepCode(session, 7, null);
    expect(storedCode(session, 7)).toBeNull();
    const form = { name: 'Ada', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' };
    const cart = cartOf([item(1, 10, 1)]);
    const shopper = { email: 'a@b.co', name: 'Ada', line1: 'x', line2: '', city: 'y', region: '', postal_code: '1', country: 'ET' };
    const card = { method: 'card' as const, card: form };
    expect(checkoutBody(cart, shopper, 'en', card, 'SAVE10')).toMatchObject({
      discount_code: 'SAVE10',
      items: [{ product_id: 1, quantity: 1 }],
    });
    expect(checkoutBody(cart, shopper, 'en', card)).not.toHaveProperty('discount_code');
  });

  it('has a shopper string for every reason a code can be refused, in every language', () => {
    for (const cat of [en, es, am]) {
      for (const rule of CODE_RULES) expect(cat.discount.rules[rule as keyof typeof en.discount.rules], rule).toBeTruthy();
      for (const p of ['variant_required', 'variant_not_found', 'unavailable'] as const)
        expect(cat.cart.shop_problem[p]).toContain('{{name}}');
    }
    expect(am.discount.label).toMatch(/[\u1200-\u137F]/);
  });
});
