// The checkout form (SPEC §5): checks in order, first failure wins; the request carries a test token and the last
// 4 digits, never the card number or CVV; one Idempotency-Key per attempt.
import { MESSAGES } from '@app/contracts';
import { checkCardForm } from '@app/contracts/card';
import { describe, expect, it } from 'vitest';
import { ATTEMPT_KEY, attemptKey, checkoutBody, endAttempt } from '../src/client/store/checkout-attempt';

const NOW = new Date('2026-06-15T12:00:00Z');
const valid = { name: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' };

describe('card form checks, in order', () => {
  it('name, then card number, then CVV, then expiry', () => {
    expect(checkCardForm({ name: ' ', cardNumber: '1', expiry: 'x', cvv: '1' }, NOW)).toBe(MESSAGES.cardName);
    expect(checkCardForm({ ...valid, cardNumber: '4242', cvv: '1', expiry: 'x' }, NOW)).toBe(MESSAGES.cardNumber);
    expect(checkCardForm({ ...valid, cvv: '12', expiry: 'x' }, NOW)).toBe(MESSAGES.cardCvv);
    expect(checkCardForm({ ...valid, expiry: '13/30' }, NOW)).toBe(MESSAGES.cardExpiry);
    expect(checkCardForm(valid, NOW)).toBeNull();
  });

  it('uses the SPEC messages', () => {
    expect(MESSAGES.cardName).toBe('Please enter your name');
    expect(MESSAGES.cardNumber).toBe('Please enter a valid 16-digit card number');
    expect(MESSAGES.cardCvv).toBe('Please enter a valid 3-digit CVV');
    expect(MESSAGES.cardExpiry).toBe('Please enter a valid expiry date');
  });

  it.each([
    ['card number with letters', { cardNumber: '4242x242424242424' }, MESSAGES.cardNumber],
    ['17 digits', { cardNumber: '42424242424242424' }, MESSAGES.cardNumber],
    ['CVV of 4 digits', { cvv: '1234' }, MESSAGES.cardCvv],
    ['month 00', { expiry: '00/30' }, MESSAGES.cardExpiry],
    ['a past year', { expiry: '12/25' }, MESSAGES.cardExpiry],
    ['no slash', { expiry: '1230' }, MESSAGES.cardExpiry],
  ])('%s', (_, change, message) => {
    expect(checkCardForm({ ...valid, ...change }, NOW)).toBe(message);
  });

  it('accepts the current year', () => {
    expect(checkCardForm({ ...valid, expiry: '01/26' }, NOW)).toBeNull();
  });
});

describe('checkout request', () => {
  const cart = { items: [{ id: 4, name: 'Mug', price: 12.5, image_url: '', description: '', quantity: 2 }], totalQuantity: 2, totalPrice: 25 };

  it('sends product ids and quantities, the name, and a test token with the last 4 digits only', () => {
    const body = checkoutBody(cart, { ...valid, cardNumber: '4000 0000 0000 0002' });
    expect(body).toEqual({
      items: [{ product_id: 4, quantity: 2 }],
      customer: { name: 'Ada Lovelace' },
      payment: { method: 'card', token: 'tok_test_0002', last4: '0002', exp_month: 12, exp_year: 2030 },
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain('4000000000000002');
    expect(text).not.toContain('4000 0000');
    expect(text).not.toContain('"123"');
    expect(text).not.toContain('price');
  });

  it('keeps one Idempotency-Key per attempt: same body, same key; another body, a new key; ended after success', () => {
    const data = new Map<string, string>();
    const session = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
    let n = 0;
    const newKey = () => `key-${++n}`;
    const body = JSON.stringify(checkoutBody(cart, valid));
    expect(attemptKey(session, 1, body, newKey)).toBe('key-1');
    expect(attemptKey(session, 1, body, newKey)).toBe('key-1');
    const other = JSON.stringify(checkoutBody(cart, { ...valid, cardNumber: '4000000000000002' }));
    expect(attemptKey(session, 1, other, newKey)).toBe('key-2');
    expect(attemptKey(session, 2, other, newKey)).toBe('key-3');
    endAttempt(session);
    expect(data.has(ATTEMPT_KEY)).toBe(false);
    expect(attemptKey(session, 2, other, newKey)).toBe('key-4');
  });
});
