// Every rule of the one pricing function (DESIGN §17): kinds, targets, conditions, the best-of choice, rounding, caps.
import { describe, expect, it } from 'vitest';
import { percentOf, priceCart, type PricingDiscount, type PricingInput, type PricingLine } from './pricing';
import { discountRules } from './test-fixtures';

const NOW = Date.parse('2026-06-15T12:00:00Z');
let nextId = 1;
const discount = (over: Partial<PricingDiscount> = {}): PricingDiscount => ({
  ...discountRules(),
  id: nextId++,
  value: 10,
  min_subtotal_cents: 0,
  usage_count: 0,
  ...over,
});
const auto = (over: Partial<PricingDiscount> = {}) => discount({ code: null, automatic: true, title: 'Auto', ...over });
const lines: PricingLine[] = [
  { product_id: 1, unit_cents: 1999, quantity: 2 },
  { product_id: 2, unit_cents: 500, quantity: 1 },
];
const price = (over: Partial<PricingInput>) => priceCart({ lines, discounts: [], now: NOW, ...over });

describe('priceCart', () => {
  it('prices lines without discounts', () => {
    expect(price({})).toEqual({ subtotal_cents: 4498, discount: null, total_cents: 4498, discount_error: null });
  });

  it('applies a percent code to the whole order, rounding half up', () => {
    const d = discount({ value: 15 });
    // 15% of 4498 = 674.7 -> 675
    const r = price({ discounts: [d], code: 'SAVE10' });
    expect(r.discount).toEqual({ id: d.id, code: 'SAVE10', title: 'Save ten', amount_cents: 675 });
    expect(r.total_cents).toBe(4498 - 675);
    expect(percentOf(250, 10)).toBe(25);
    expect(percentOf(5, 10)).toBe(1); // 0.5 -> 1
    expect(percentOf(4, 10)).toBe(0); // 0.4 -> 0
  });

  it('applies a fixed amount, never more than the eligible subtotal', () => {
    expect(price({ discounts: [discount({ kind: 'fixed', value: 1000 })], code: 'save10' }).discount?.amount_cents).toBe(1000);
    const capped = price({ discounts: [discount({ kind: 'fixed', value: 99_999 })], code: 'SAVE10' });
    expect(capped.discount?.amount_cents).toBe(4498);
    expect(capped.total_cents).toBe(0);
    const onProduct = price({
      discounts: [discount({ kind: 'fixed', value: 900, applies_to: 'products', product_ids: [2] })],
      code: 'SAVE10',
    });
    expect(onProduct.discount?.amount_cents).toBe(500);
  });

  it('applies to the chosen products only', () => {
    const r = price({ discounts: [discount({ value: 50, applies_to: 'products', product_ids: [1] })], code: 'SAVE10' });
    expect(r.discount?.amount_cents).toBe(1999);
    const none = price({ discounts: [discount({ applies_to: 'products', product_ids: [9] })], code: 'SAVE10' });
    expect(none.discount).toBeNull();
    expect(none.discount_error).toEqual({ code: 'discount_invalid', rule: 'discountNotApplicable' });
  });

  it('matches codes without case or surrounding spaces', () => {
    expect(price({ discounts: [discount()], code: '  save10 ' }).discount?.amount_cents).toBe(450);
    expect(price({ discounts: [discount()], code: 'SAVE11' }).discount_error).toEqual({
      code: 'discount_invalid',
      rule: 'discountUnknown',
    });
  });

  it('holds the minimum subtotal', () => {
    const d = discount({ min_subtotal_cents: 5000 });
    expect(price({ discounts: [d], code: 'SAVE10' }).discount_error).toEqual({
      code: 'discount_invalid',
      rule: 'discountMinSubtotal',
      params: { min: 50 },
    });
    expect(price({ discounts: [{ ...d, min_subtotal_cents: 4498 }], code: 'SAVE10' }).discount?.amount_cents).toBe(450);
  });

  it('holds the window: not before the start, not from the end on', () => {
    const early = price({ discounts: [discount({ starts_at: '2026-06-15T12:00:01Z' })], code: 'SAVE10' });
    expect(early.discount_error?.rule).toBe('discountNotStarted');
    const ended = price({ discounts: [discount({ ends_at: '2026-06-15T12:00:00Z' })], code: 'SAVE10' });
    expect(ended.discount_error?.rule).toBe('discountEnded');
    const inside = discount({ starts_at: '2026-06-15T12:00:00Z', ends_at: '2026-06-15T12:00:01Z' });
    expect(price({ discounts: [inside], code: 'SAVE10' }).discount?.amount_cents).toBe(450);
  });

  it('holds the usage limit as discount_exhausted', () => {
    const r = price({ discounts: [discount({ usage_limit: 3, usage_count: 3 })], code: 'SAVE10' });
    expect(r.discount).toBeNull();
    expect(r.discount_error).toEqual({ code: 'discount_exhausted', rule: 'discountExhausted' });
    expect(price({ discounts: [discount({ usage_limit: 3, usage_count: 2 })], code: 'SAVE10' }).discount).not.toBeNull();
  });

  it('holds once per email: an email is needed and a second use refused', () => {
    const d = discount({ once_per_email: true });
    expect(price({ discounts: [d], code: 'SAVE10' }).discount_error?.rule).toBe('discountEmailRequired');
    expect(price({ discounts: [d], code: 'SAVE10', email: 'a@b.co' }).discount?.amount_cents).toBe(450);
    const again = price({ discounts: [d], code: 'SAVE10', email: 'a@b.co', redeemed: new Set([d.id]) });
    expect(again.discount_error?.rule).toBe('discountUsedByEmail');
  });

  it('ignores inactive discounts', () => {
    expect(price({ discounts: [discount({ active: false })], code: 'SAVE10' }).discount_error?.rule).toBe('discountInactive');
    expect(price({ discounts: [auto({ active: false })] }).discount).toBeNull();
  });

  it('applies automatic discounts whose conditions hold, silently skipping the others', () => {
    const ok = auto({ kind: 'fixed', value: 300 });
    const tooSmall = auto({ kind: 'fixed', value: 2000, min_subtotal_cents: 10_000 });
    const usedUp = auto({ kind: 'fixed', value: 2000, usage_limit: 1, usage_count: 1 });
    const r = price({ discounts: [ok, tooSmall, usedUp] });
    expect(r.discount).toEqual({ id: ok.id, code: null, title: 'Auto', amount_cents: 300 });
    expect(r.discount_error).toBeNull();
  });

  it('takes the largest reduction, never stacking, and reports a code that does not apply', () => {
    const code = discount({ value: 10 }); // 450
    const big = auto({ kind: 'fixed', value: 600 });
    const small = auto({ kind: 'fixed', value: 100 });
    const best = price({ discounts: [code, big, small], code: 'SAVE10' });
    expect(best.discount?.id).toBe(big.id);
    expect(best.total_cents).toBe(4498 - 600);
    expect(best.discount_error).toBeNull();
    expect(price({ discounts: [code, small], code: 'SAVE10' }).discount?.id).toBe(code.id);
    const bad = price({ discounts: [discount({ active: false }), small], code: 'SAVE10' });
    expect(bad.discount?.id).toBe(small.id);
    expect(bad.discount_error?.rule).toBe('discountInactive');
  });

  it('prefers the entered code on a tie', () => {
    const code = discount({ kind: 'fixed', value: 300 });
    const a = auto({ kind: 'fixed', value: 300 });
    expect(price({ discounts: [a, code], code: 'SAVE10' }).discount?.id).toBe(code.id);
  });

  it('prices an empty cart to 0 with no discount', () => {
    expect(priceCart({ lines: [], discounts: [auto()], now: NOW })).toEqual({
      subtotal_cents: 0,
      discount: null,
      total_cents: 0,
      discount_error: null,
    });
  });
});
