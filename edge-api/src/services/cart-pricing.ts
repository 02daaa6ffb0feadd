// Server pricing (DESIGN §17): unit prices from D1, then the contracts' one pricing function with the store's
// discounts. The cart-price endpoint and checkout both price through here, so what a shopper is shown is what
// checkout charges.
import {
  fromCents,
  priceCart,
  type CartPriceItem,
  type CartPriceLine,
  type CartPriceResponse,
  type CartProblem,
  type DiscountError,
  englishOf,
  type PricingDiscount,
  type PricingLine,
  type PricingResult,
} from '@app/contracts';
import { discountsForPricing, isRedeemedError, isUsageLimitError, redeemedBy } from '../db/discounts';
import { ApiError } from '../errors';
import { ruleDetail } from '../lib/http';
import { productsForCheckout } from '../db/orders';

/** What a cart line costs and how many can be had. */
export interface UnitPrice {
  product_id: number;
  variant_id: number | null;
  name: string;
  variant_title: string | null;
  unit_cents: number;
  stock: number;
}

/**
 * The unit price of each line's product, keyed by product id. Today a product has one price (products.price_cents);
 * the variants work (DESIGN §17) extends this one function to read a line's variant and key by (product, variant).
 */
export async function unitPrices(db: D1Database, websiteId: number, items: CartPriceItem[]): Promise<Map<number, UnitPrice>> {
  const rows = await productsForCheckout(db, websiteId, [...new Set(items.map((i) => i.product_id))]);
  return new Map(
    rows.map((r) => [
      r.id,
      { product_id: r.id, variant_id: null, name: r.name, variant_title: null, unit_cents: r.price_cents, stock: r.stock },
    ]),
  );
}

/** The entered code and automatic discounts applied to priced lines; `chosen` is the discount whose use to take. */
export async function applyDiscounts(
  db: D1Database,
  websiteId: number,
  lines: PricingLine[],
  code: string | undefined,
  email: string | undefined,
): Promise<PricingResult & { chosen: PricingDiscount | null }> {
  const discounts = await discountsForPricing(db, websiteId, code);
  const oncePerEmail = discounts.filter((d) => d.once_per_email).map((d) => d.id);
  const redeemed = await redeemedBy(db, email, oncePerEmail);
  const result = priceCart({ lines, discounts, code, email, redeemed, now: Date.now() });
  return { ...result, chosen: discounts.find((d) => d.id === result.discount?.id) ?? null };
}

/** Duplicate lines of one product are one line with the summed quantity (as checkout counts them). */
function mergeItems(items: CartPriceItem[]): CartPriceItem[] {
  const byProduct = new Map<number, CartPriceItem>();
  for (const it of items) {
    const line = byProduct.get(it.product_id);
    if (line) line.quantity += it.quantity;
    else byProduct.set(it.product_id, { ...it });
  }
  return [...byProduct.values()];
}

/** One answer line; an unavailable one is listed in problems and left out of the subtotal. */
function answerLine(item: CartPriceItem, price: UnitPrice | undefined): { line: CartPriceLine; problem: CartProblem | null } {
  const available = !!price && price.stock >= item.quantity;
  const line: CartPriceLine = {
    product_id: item.product_id,
    variant_id: price?.variant_id ?? null,
    name: price?.name ?? '',
    variant_title: price?.variant_title ?? null,
    unit_price: fromCents(price?.unit_cents ?? 0),
    quantity: item.quantity,
    line_total: available ? fromCents(price.unit_cents * item.quantity) : 0,
    stock: price?.stock ?? 0,
    available,
  };
  const problem: CartProblem | null = available
    ? null
    : { product_id: item.product_id, variant_id: line.variant_id, code: price ? 'out_of_stock' : 'product_not_found' };
  return { line, problem };
}

/** POST /stores/{website_id}/cart/price: never an error for what is in the cart, only problems beside the price. */
export async function priceForShopper(
  db: D1Database,
  websiteId: number,
  currency: string,
  req: { items: CartPriceItem[]; discount_code?: string; email?: string },
): Promise<CartPriceResponse> {
  const items = mergeItems(req.items);
  const prices = await unitPrices(db, websiteId, items);
  const answered = items.map((it) => answerLine(it, prices.get(it.product_id)));
  const payable = items
    .filter((_, i) => answered[i]!.line.available)
    .map((it) => ({ product_id: it.product_id, unit_cents: prices.get(it.product_id)!.unit_cents, quantity: it.quantity }));
  const priced = await applyDiscounts(db, websiteId, payable, req.discount_code, req.email);
  return {
    lines: answered.map((a) => a.line),
    subtotal: fromCents(priced.subtotal_cents),
    discount: priced.discount && {
      code: priced.discount.code,
      title: priced.discount.title,
      amount: fromCents(priced.discount.amount_cents),
    },
    total: fromCents(priced.total_cents),
    currency,
    problems: answered.flatMap((a) => (a.problem ? [a.problem] : [])),
    ...(priced.discount_error && { discount_error: priced.discount_error }),
  };
}

/** The order's discount, priced as the cart is; the shopper's code must apply, or nothing is charged. */
export interface CheckoutDiscount {
  subtotalCents: number;
  discountCents: number;
  /** The discount whose use the order batch takes (null: none applies). */
  discount: PricingDiscount | null;
}

/** 400 discount_invalid or 409 discount_exhausted, at the code field, with the rule clients translate. */
export function discountRefusal(e: DiscountError): ApiError {
  const detail = ruleDetail(['body', 'discount_code'], { rule: e.rule, ...(e.params && { params: e.params }) });
  return new ApiError(e.code === 'discount_exhausted' ? 409 : 400, e.code, englishOf(e), [detail]);
}

export async function checkoutDiscount(
  db: D1Database,
  websiteId: number,
  lines: PricingLine[],
  code: string | undefined,
  email: string | undefined,
): Promise<CheckoutDiscount> {
  const priced = await applyDiscounts(db, websiteId, lines, code, email);
  if (priced.discount_error) throw discountRefusal(priced.discount_error);
  return { subtotalCents: priced.subtotal_cents, discountCents: priced.discount?.amount_cents ?? 0, discount: priced.chosen };
}

/** A failed order batch that lost a discount race: its last use was taken, or this email used it meanwhile. */
export function discountRaceLost(err: unknown): ApiError | null {
  if (isUsageLimitError(err)) return discountRefusal({ code: 'discount_exhausted', rule: 'discountExhausted' });
  if (isRedeemedError(err)) return discountRefusal({ code: 'discount_invalid', rule: 'discountUsedByEmail' });
  return null;
}
