// The checkout form (SPEC §5): checks in order, first failure wins; the request carries a test token and the last
// 4 digits, never the card number or CVV; one Idempotency-Key per attempt.
import en from '@app/i18n/locales/en/storefront.json';
import { memorySession } from './memory-session';
import { checkCardForm } from '@app/contracts/card';
import { ADDIS_ADDRESS } from '@app/contracts/test-fixtures';
import { describe, expect, it } from 'vitest';
import { cardNumberInput, cvvInput, expiryInput } from '../src/client/store/card-input';
import { paymentFailure } from '../src/client/store/payment-failure';
import {
  ATTEMPT_KEY,
  attemptKey,
  checkoutBody,
  endAttempt,
  LAST_ORDER_KEY,
  lastOrder,
  rememberOrder,
} from '../src/client/store/checkout-attempt';

const NOW = new Date('2026-06-15T12:00:00Z');
const valid = { name: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' };
const shopper = { email: ' ada@example.com ', name: ' Ada Lovelace ', ...ADDIS_ADDRESS };
const paidBy = (card: typeof valid) => ({ method: 'card' as const, card });

describe('card form checks, in order', () => {
  it('name, then card number, then CVV, then expiry', () => {
    expect(checkCardForm({ name: ' ', cardNumber: '1', expiry: 'x', cvv: '1' }, NOW)).toBe('cardName');
    expect(checkCardForm({ ...valid, cardNumber: '4242', cvv: '1', expiry: 'x' }, NOW)).toBe('cardNumber');
    expect(checkCardForm({ ...valid, cvv: '12', expiry: 'x' }, NOW)).toBe('cardCvv');
    expect(checkCardForm({ ...valid, expiry: '13/30' }, NOW)).toBe('cardExpiry');
    expect(checkCardForm(valid, NOW)).toBeNull();
  });

  it('uses the SPEC messages (the English catalogue the checkout shows them from)', () => {
    expect(en.checkout.errors.name).toBe('Please enter your name');
    expect(en.checkout.errors.number).toBe('Please enter a valid 16-digit card number');
    expect(en.checkout.errors.cvv).toBe('Please enter a valid 3- or 4-digit CVV');
    expect(en.checkout.errors.expiry).toBe('Please enter a valid expiry date');
    expect(en.checkout.shop_expired).toMatch(/^This card has expired/);
  });

  it.each([
    ['card number with letters', { cardNumber: '4242x242424242424' }, 'cardNumber'],
    ['17 digits', { cardNumber: '42424242424242424' }, 'cardNumber'],
    ['CVV of 5 digits', { cvv: '12345' }, 'cardCvv'],
    ['CVV of 2 digits', { cvv: '12' }, 'cardCvv'],
    ['CVV with a letter', { cvv: '12a' }, 'cardCvv'],
    ['month 00', { expiry: '00/30' }, 'cardExpiry'],
    ['a past year: the card has expired', { expiry: '12/25' }, 'cardExpired'],
    ['a past month of this year: the card has expired', { expiry: '05/26' }, 'cardExpired'],
    ['no slash', { expiry: '1230' }, 'cardExpiry'],
  ])('%s', (_, change, message) => {
    expect(checkCardForm({ ...valid, ...change }, NOW)).toBe(message);
  });

  it('accepts this month, a later month and 4-digit (Amex-style) security codes', () => {
    expect(checkCardForm({ ...valid, expiry: '06/26' }, NOW)).toBeNull();
    expect(checkCardForm({ ...valid, expiry: '07/26' }, NOW)).toBeNull();
    expect(checkCardForm({ ...valid, cvv: '1234' }, NOW)).toBeNull();
  });
});

describe('card fields as typed or pasted', () => {
  it('keeps digits of the card number in groups of four and says when letters were refused', () => {
    expect(cardNumberInput('4242424242424242')).toEqual({ value: '4242 4242 4242 4242', letters: false, tooLong: false });
    expect(cardNumberInput('4242-4242 4242 4242')).toEqual({ value: '4242 4242 4242 4242', letters: false, tooLong: false });
    expect(cardNumberInput('4242abcd')).toEqual({ value: '4242', letters: true, tooLong: false });
  });

  it('keeps a pasted 17th digit, so the check reports it instead of cutting it', () => {
    const typed = cardNumberInput('42424242424242424');
    expect(typed).toEqual({ value: '4242 4242 4242 4242 4', letters: false, tooLong: true });
    expect(checkCardForm({ ...valid, cardNumber: typed.value }, NOW)).toBe('cardNumber');
  });

  it('CVV keeps at most 4 digits; expiry gets its slash', () => {
    expect(cvvInput('12a34')).toBe('1234');
    expect(cvvInput('123456')).toBe('1234');
    expect(expiryInput('1230')).toBe('12/30');
    expect(expiryInput('1')).toBe('1');
  });
});

describe('checkout request', () => {
  const cart = {
    items: [{ id: 4, name: 'Mug', price: 12.5, image_url: '', description: '', quantity: 2 }],
    totalQuantity: 2,
    totalPrice: 25,
  };

  it('sends product ids and quantities, the shopper, and a test token with the last 4 digits only', () => {
    const body = checkoutBody(cart, shopper, 'am', paidBy({ ...valid, cardNumber: '4000 0000 0000 0002' }));
    expect(body).toEqual({
      items: [{ product_id: 4, quantity: 2 }],
      customer: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        locale: 'am',
        shipping_address: ADDIS_ADDRESS,
      },
      payment: { method: 'card', token: 'tok_test_0002', last4: '0002', exp_month: 12, exp_year: 2030 },
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain('4000000000000002');
    expect(text).not.toContain('4000 0000');
    expect(text).not.toContain('"123"');
    expect(text).not.toContain('price');
  });

  it('keeps one Idempotency-Key per attempt: same body, same key; another body, a new key; ended after success', () => {
    const session = memorySession();
    let n = 0;
    const newKey = () => `key-${++n}`;
    const body = JSON.stringify(checkoutBody(cart, shopper, 'en', paidBy(valid)));
    expect(attemptKey(session, 1, body, newKey)).toBe('key-1');
    expect(attemptKey(session, 1, body, newKey)).toBe('key-1');
    const other = JSON.stringify(checkoutBody(cart, shopper, 'en', paidBy({ ...valid, cardNumber: '4000000000000002' })));
    expect(attemptKey(session, 1, other, newKey)).toBe('key-2');
    expect(attemptKey(session, 2, other, newKey)).toBe('key-3');
    endAttempt(session);
    expect(session.data.has(ATTEMPT_KEY)).toBe(false);
    expect(attemptKey(session, 2, other, newKey)).toBe('key-4');
  });
});

describe('the order kept for the success page', () => {
  const session = memorySession;

  it('is found only for its store and order id, with its status token', () => {
    const s = session();
    rememberOrder(s, { store: 3, order_id: 41, status_token: 'tok.abc' });
    expect(lastOrder(s, 3, 41)).toEqual({ store: 3, order_id: 41, status_token: 'tok.abc' });
    expect(lastOrder(s, 3, 42)).toBeNull();
    expect(lastOrder(s, 4, 41)).toBeNull();
  });

  it('is not found when missing, unreadable or without a token', () => {
    const s = session();
    expect(lastOrder(s, 3, 41)).toBeNull();
    s.data.set(LAST_ORDER_KEY, '{oops');
    expect(lastOrder(s, 3, 41)).toBeNull();
    s.data.set(LAST_ORDER_KEY, JSON.stringify({ store: 3, id: 41 })); // the old shape, no token
    expect(lastOrder(s, 3, 41)).toBeNull();
  });
});

describe('what a failed payment tells the shopper', () => {
  const items = [{ id: 4, name: 'Mug', price: 12.5, image_url: '', description: '', quantity: 2 }];

  it('an expired card (the provider says so) is not "declined", and it is about the expiry field', () => {
    expect(paymentFailure(402, { code: 'payment_declined', message: 'Card expired' }, items)).toEqual({
      key: 'checkout.shop_expired',
      lines: [],
      field: 'expiry',
    });
    expect(paymentFailure(402, { code: 'card_expired', message: 'x' }, items).key).toBe('checkout.shop_expired');
    expect(paymentFailure(402, { code: 'payment_declined', message: 'Card declined' }, items)).toEqual({
      key: 'checkout.errors.declined',
      lines: [],
    });
  });

  it('a provider that is down or refuses the store is not a declined card: other methods are offered (#34)', () => {
    const body = { code: 'payment_unavailable' as const, message: 'x', detail: [{ loc: ['body', 'payment', 'method'], msg: 'x' }] };
    expect(paymentFailure(503, body, items)).toEqual({
      key: 'checkout.shop_methodUnavailable',
      lines: [],
      methodDown: true,
      newAttempt: true,
    });
  });

  it('names each line that is out of stock, and says when to try again after too many attempts', () => {
    const f = paymentFailure(
      409,
      { code: 'out_of_stock', detail: [{ loc: ['items', '0'], msg: 'Only 1 left of "Mug"', product_id: 4, requested: 2, available: 1 }] },
      items,
    );
    expect(f.key).toBe('checkout.errors.outOfStock');
    expect(f.lines).toEqual([{ key: 'checkout.errors.outOfStockLine', vars: { name: 'Mug', available: 1, requested: 2 } }]);
    expect(paymentFailure(429, { code: 'rate_limited' }, items, 17)).toEqual({
      key: 'checkout.shop_rateLimited',
      vars: { seconds: 17 },
      lines: [],
    });
    expect(paymentFailure(409, { code: 'idempotency_mismatch' }, items).newAttempt).toBe(true);
  });

  it("says what the shopper's unpaid orders already hold (hold_limit): each product, the store-wide bound, the code", () => {
    const f = paymentFailure(
      409,
      {
        code: 'hold_limit',
        detail: [
          { loc: ['body', 'items', '0', 'quantity'], msg: 'x', product_id: 4, requested: 3, available: 2 },
          { loc: ['body', 'items'], msg: 'x', requested: 3, available: 0 },
          { loc: ['body', 'discount_code'], msg: 'x' },
        ],
      },
      items,
    );
    expect(f).toEqual({
      key: 'checkout.shop_holdLimit',
      lines: [
        { key: 'checkout.shop_holdLimitLine', vars: { name: 'Mug', available: 2 } },
        { key: 'checkout.shop_holdLimitStore' },
        { key: 'checkout.shop_holdLimitCode' },
      ],
    });
    expect(paymentFailure(500, {}, items)).toEqual({ key: 'checkout.errors.generic', lines: [], newAttempt: false });
  });
});
