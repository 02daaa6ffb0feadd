import { describe, expect, it } from 'vitest';
import { isSafeLink, isValidDomain, normalizePhone } from './common';
import { checkCardForm } from './checkout';

describe('isValidDomain', () => {
  it.each(['demo', 'my-shop', 'shop.example.com', 'a1', 'x'.repeat(63)])('accepts %s', (d) => expect(isValidDomain(d)).toBe(true));
  it.each(['', 'www', 'api', 'shop.api.com', '-x', 'x-', 'a..b', 'UPPER', 'x'.repeat(64), 'sp ace', 'ünï', `${'a'.repeat(60)}.`.repeat(5)])(
    'refuses %s',
    (d) => expect(isValidDomain(d)).toBe(false),
  );
});

describe('isSafeLink', () => {
  it.each(['about-us', '/contact-us', 'https://example.com/x', 'http://example.com'])('accepts %s', (l) =>
    expect(isSafeLink(l)).toBe(true),
  );
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.com', '', 'a b', 'https://'])(
    'refuses %s',
    (l) => expect(isSafeLink(l)).toBe(false),
  );
});

describe('normalizePhone', () => {
  it('gives E.164 with or without the plus', () => {
    expect(normalizePhone('12025550100')).toBe('+12025550100');
    expect(normalizePhone('+1 (202) 555-0100')).toBe('+12025550100');
  });
  it('refuses junk and more than 15 digits', () => {
    expect(normalizePhone('abc')).toBeNull();
    expect(normalizePhone('1234567890123456')).toBeNull();
  });
});

describe('checkCardForm (SPEC §5, in order)', () => {
  const now = new Date('2026-11-23T00:00:00Z');
  const ok = { name: 'Ada', cardNumber: '4242424242424242', cvv: '123', expiry: '12/27' };
  it('passes a valid card', () => expect(checkCardForm(ok, now)).toBeNull());
  it('checks name, number, CVV, expiry in that order', () => {
    expect(checkCardForm({ name: ' ', cardNumber: 'x', cvv: 'x', expiry: 'x' }, now)).toBe('cardName');
    expect(checkCardForm({ ...ok, cardNumber: '424242424242424', cvv: 'x' }, now)).toBe('cardNumber');
    expect(checkCardForm({ ...ok, cvv: '12', expiry: 'x' }, now)).toBe('cardCvv');
    expect(checkCardForm({ ...ok, expiry: '13/27' }, now)).toBe('cardExpiry');
    expect(checkCardForm({ ...ok, expiry: '12/25' }, now)).toBe('cardExpired');
  });
  it('accepts 4-digit security codes and tells an expired card from a mistyped date', () => {
    expect(checkCardForm({ ...ok, cvv: '1234' }, now)).toBeNull();
    expect(checkCardForm({ ...ok, cvv: '12345' }, now)).toBe('cardCvv');
    expect(checkCardForm({ ...ok, expiry: '10/26' }, now)).toBe('cardExpired');
    expect(checkCardForm({ ...ok, expiry: '11/26' }, now)).toBeNull();
  });
});
