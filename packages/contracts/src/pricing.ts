// Pricing (DESIGN §17): the one function that turns cart lines and a store's discounts into a subtotal, the applied
// discount and a total. The cart-price endpoint, checkout and the storefront all call it, so a shopper is never shown
// one total and charged another. Pure: the caller reads the rows and the clock. All amounts in integer cents.
import type { DiscountError, DiscountRules } from './discounts';
import type { Rule } from './messages';
import { fromCents } from './money';

/** A discount row as pricing needs it (value: whole percent, or cents for fixed). */
export interface PricingDiscount extends DiscountRules {
  id: number;
  value: number;
  min_subtotal_cents: number;
  usage_count: number;
}

export interface PricingLine {
  product_id: number;
  unit_cents: number;
  quantity: number;
}

export interface PricingInput {
  lines: PricingLine[];
  /** The store's discounts that could apply: its automatic ones and the one matching the entered code, if any. */
  discounts: PricingDiscount[];
  code?: string | null;
  email?: string | null;
  /** Ids of the once-per-email discounts this email has already used. */
  redeemed?: ReadonlySet<number>;
  /** Milliseconds since the epoch. */
  now: number;
}

export interface PricingResult {
  subtotal_cents: number;
  discount: { id: number; code: string | null; title: string; amount_cents: number } | null;
  total_cents: number;
  /** Why the entered code is not applied (null when it is, or when none was entered). */
  discount_error: DiscountError | null;
}

const invalid = (rule: Rule, params?: DiscountError['params']): DiscountError => ({
  code: 'discount_invalid',
  rule,
  ...(params && { params }),
});

/** Codes are compared without case and surrounding spaces. */
export const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Rounds half up: a percent of cents lands on a whole cent. Only for amounts >= 0. */
export const percentOf = (cents: number, percent: number) => Math.floor((cents * percent + 50) / 100);

/** The part of the subtotal a discount reduces: every line, or only its chosen products' lines. */
function eligibleSubtotal(d: PricingDiscount, lines: PricingLine[]): number {
  const chosen = d.applies_to === 'products' ? new Set(d.product_ids) : null;
  return lines.filter((l) => !chosen || chosen.has(l.product_id)).reduce((sum, l) => sum + l.unit_cents * l.quantity, 0);
}

/** Why `d` does not apply now to this cart and email, or null when it does. */
function refusal(d: PricingDiscount, input: PricingInput, subtotal: number): DiscountError | null {
  if (!d.active) return invalid('discountInactive');
  if (d.starts_at && Date.parse(d.starts_at) > input.now) return invalid('discountNotStarted');
  if (d.ends_at && Date.parse(d.ends_at) <= input.now) return invalid('discountEnded');
  if (d.usage_limit != null && d.usage_count >= d.usage_limit) return { code: 'discount_exhausted', rule: 'discountExhausted' };
  if (subtotal < d.min_subtotal_cents) return invalid('discountMinSubtotal', { min: fromCents(d.min_subtotal_cents) });
  if (d.once_per_email) {
    if (!input.email?.trim()) return invalid('discountEmailRequired');
    if (input.redeemed?.has(d.id)) return invalid('discountUsedByEmail');
  }
  return null;
}

/** The reduction `d` gives: never more than what it applies to. */
function amountOf(d: PricingDiscount, eligible: number): number {
  const raw = d.kind === 'percent' ? percentOf(eligible, d.value) : d.value;
  return Math.min(raw, eligible);
}

type Candidate = { d: PricingDiscount; amount: number };

/** The entered code's candidate, or the reason it does not apply. */
function codeCandidate(input: PricingInput, subtotal: number): Candidate | DiscountError | null {
  const entered = input.code?.trim();
  if (!entered) return null;
  const d = input.discounts.find((x) => !x.automatic && x.code != null && sameCode(x.code, entered));
  if (!d) return invalid('discountUnknown');
  const why = refusal(d, input, subtotal);
  if (why) return why;
  const amount = amountOf(d, eligibleSubtotal(d, input.lines));
  return amount > 0 ? { d, amount } : invalid('discountNotApplicable');
}

/**
 * Prices a cart: the largest reduction among the entered code and the automatic discounts whose conditions hold
 * wins (no stacking; on a tie the entered code, then the older discount).
 */
export function priceCart(input: PricingInput): PricingResult {
  const subtotal = input.lines.reduce((sum, l) => sum + l.unit_cents * l.quantity, 0);
  const fromCode = codeCandidate(input, subtotal);
  const candidates: Candidate[] = fromCode && 'd' in fromCode ? [fromCode] : [];
  for (const d of [...input.discounts].sort((a, b) => a.id - b.id)) {
    if (!d.automatic || refusal(d, input, subtotal)) continue;
    const amount = amountOf(d, eligibleSubtotal(d, input.lines));
    if (amount > 0) candidates.push({ d, amount });
  }
  const best = candidates.reduce<Candidate | null>((top, c) => (!top || c.amount > top.amount ? c : top), null);
  return {
    subtotal_cents: subtotal,
    discount: best && { id: best.d.id, code: best.d.code, title: best.d.title, amount_cents: best.amount },
    total_cents: subtotal - (best?.amount ?? 0),
    discount_error: fromCode && !('d' in fromCode) ? fromCode : null,
  };
}
