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
  variantTitle,
} from '@app/contracts';
import { discountsForPricing, isRedeemedError, isUsageLimitError, redeemedBy } from '../db/discounts';
import { ApiError } from '../errors';
import { ruleDetail } from '../lib/http';
import { variantsForCheckout, type VariantRow } from '../db/orders';

/** What a cart line's variant costs and how many can be had. */
export interface UnitPrice {
  product_id: number;
  variant_id: number;
  name: string;
  /** "M / Red"; '' for the default variant of a product without options. */
  variant_title: string;
  unit_cents: number;
  stock: number;
}

/** Why a line cannot be sold whatever its quantity. */
export type LineRefusal = Exclude<CartProblem['code'], 'out_of_stock'>;

/** A line that cannot be sold, with its product's name when the product is the store's ('' otherwise). */
export interface Refused {
  refusal: LineRefusal;
  name: string;
}

/** The key of a line as asked: its product and the variant it names (none: ''). */
export const askedKey = (it: { product_id: number; variant_id?: number | null }) => `${it.product_id}:${it.variant_id ?? ''}`;

/** The variant a line buys among its product's rows, or why there is none. */
function resolve(item: CartPriceItem, rows: VariantRow[]): UnitPrice | Refused {
  // The product's own row (its default variant, or none when it has options) comes first: variantsForCheckout orders so.
  const first = rows[0];
  if (!first) return { refusal: 'product_not_found', name: '' };
  if (first.has_options && item.variant_id == null) return { refusal: 'variant_required', name: first.name };
  // Without options the product's row is its default variant, which a line may also name by its id.
  const row = first.has_options ? rows.find((r) => r.variant_id === item.variant_id) : first;
  if (!row || row.variant_id == null || (item.variant_id != null && row.variant_id !== item.variant_id)) {
    return { refusal: 'variant_not_found', name: first.name };
  }
  // Option values are never empty, so the columns past the product's options are the empty ones.
  const values = [row.option1, row.option2, row.option3].filter((v): v is string => !!v);
  return {
    product_id: row.product_id,
    variant_id: row.variant_id,
    name: row.name,
    variant_title: variantTitle(values),
    unit_cents: row.price_cents ?? 0,
    stock: row.stock ?? 0,
  };
}

/**
 * The price of what each line asks for, keyed by askedKey: the variant's own price and stock (DESIGN §17), or the
 * reason it cannot be sold. Cart price and checkout both read prices here, so what a shopper is shown is what is charged.
 */
export async function unitPrices(db: D1Database, websiteId: number, items: CartPriceItem[]): Promise<Map<string, UnitPrice | Refused>> {
  const byProduct = new Map<number, VariantRow[]>();
  for (const row of await variantsForCheckout(db, websiteId, items)) {
    byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
  }
  return new Map(items.map((it) => [askedKey(it), resolve(it, byProduct.get(it.product_id) ?? [])]));
}

/** A cart line after merging: the variant bought (or the refusal), the summed quantity, the first index asked at. */
export interface PricedLine {
  /** Index of the line's first item in the request, for error `loc`s. */
  index: number;
  product_id: number;
  /** The variant bought; when refused, the one asked for (null: none). */
  variant_id: number | null;
  /** The product's name ('' when it is not the store's). */
  name: string;
  quantity: number;
  price: UnitPrice | null;
  refusal: LineRefusal | null;
}

/** Lines of one variant become one line with the summed quantity (a default variant asked by id or not is one). */
export function mergeByVariant(items: CartPriceItem[], prices: Map<string, UnitPrice | Refused>): PricedLine[] {
  const merged = new Map<string, PricedLine>();
  items.forEach((it, index) => {
    const p = prices.get(askedKey(it)) ?? { refusal: 'product_not_found', name: '' };
    const price = 'refusal' in p ? null : p;
    const key = price ? askedKey(price) : askedKey(it);
    const line = merged.get(key);
    if (line) line.quantity += it.quantity;
    else {
      const variantId = price?.variant_id ?? it.variant_id ?? null;
      const refusal = 'refusal' in p ? p.refusal : null;
      merged.set(key, { index, product_id: it.product_id, variant_id: variantId, name: p.name, quantity: it.quantity, price, refusal });
    }
  });
  return [...merged.values()];
}

/** The cart's lines priced from D1: unitPrices, then merged by variant. */
export async function priceLines(db: D1Database, websiteId: number, items: CartPriceItem[]): Promise<PricedLine[]> {
  return mergeByVariant(items, await unitPrices(db, websiteId, items));
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

/** One answer line; an unavailable one is listed in problems and left out of the subtotal. */
function answerLine(l: PricedLine): { line: CartPriceLine; problem: CartProblem | null } {
  const price = l.price;
  const available = !!price && price.stock >= l.quantity;
  const line: CartPriceLine = {
    product_id: l.product_id,
    variant_id: l.variant_id,
    name: l.name,
    variant_title: price?.variant_title ?? null,
    unit_price: fromCents(price?.unit_cents ?? 0),
    quantity: l.quantity,
    line_total: available ? fromCents(price.unit_cents * l.quantity) : 0,
    stock: price?.stock ?? 0,
    available,
  };
  const code = l.refusal ?? 'out_of_stock';
  return { line, problem: available ? null : { product_id: l.product_id, variant_id: l.variant_id, code } };
}

/** What pricing counts of a sellable line: its product (a discount on chosen products covers all their variants). */
export const pricingLine = (l: PricedLine, price: UnitPrice): PricingLine => ({
  product_id: l.product_id,
  unit_cents: price.unit_cents,
  quantity: l.quantity,
});

/** POST /stores/{website_id}/cart/price: never an error for what is in the cart, only problems beside the price. */
export async function priceForShopper(
  db: D1Database,
  websiteId: number,
  currency: string,
  req: { items: CartPriceItem[]; discount_code?: string; email?: string },
): Promise<CartPriceResponse> {
  const lines = await priceLines(db, websiteId, req.items);
  const answered = lines.map(answerLine);
  const payable = lines.flatMap((l, i) => (answered[i]!.line.available && l.price ? [pricingLine(l, l.price)] : []));
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
