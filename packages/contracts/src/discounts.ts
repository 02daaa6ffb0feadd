// Discounts (DESIGN §17): what the owner API and the Discounts screen exchange. Money travels in decimal units like
// prices (a fixed value, the minimum subtotal); a percent value is a whole percent. No yup here (see schemas/).
import type { RuleMessage } from './messages';

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const DISCOUNT_TARGETS = ['order', 'products'] as const;
export type DiscountTarget = (typeof DISCOUNT_TARGETS)[number];
/** What the list shows, derived from the row and the time (never stored). */
export const DISCOUNT_STATUSES = ['active', 'scheduled', 'expired', 'used_up', 'inactive'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

export const DISCOUNT_CODE_MAX = 40;
export const DISCOUNT_TITLE_MAX = 120;
/** Product ids one discount may name (a JSON column; the checkout reads them whole). */
export const DISCOUNT_PRODUCTS_MAX = 100;
/** Discounts one store may keep: pricing reads every live automatic one on each cart. */
export const MAX_DISCOUNTS_PER_STORE = 200;

/** Cart pricing runs on every cart change: generous per client, still bounded per store (counters in D1). */
export const CART_PRICE_WINDOW_SECONDS = 60;
export const CART_PRICE_MAX_PER_CLIENT = 120;
export const CART_PRICE_MAX_PER_STORE = 3000;
/** Once the store's budget is spent, a client that already priced this many carts in the window waits (constants.ts). */
export const CART_PRICE_PER_CLIENT_WHEN_BUSY = 30;

/** The body of POST and PUT /website/discounts (PUT replaces every field). */
export interface DiscountInput {
  code?: string | null;
  automatic?: boolean;
  title: string;
  kind: DiscountKind;
  value: number;
  applies_to: DiscountTarget;
  product_ids?: number[];
  min_subtotal?: number;
  starts_at?: string | null;
  ends_at?: string | null;
  usage_limit?: number | null;
  once_per_email?: boolean;
  active?: boolean;
}

/** What every form of a discount shares (the API's answer, the stored row, what pricing reads). */
export interface DiscountRules {
  code: string | null;
  automatic: boolean;
  title: string;
  kind: DiscountKind;
  applies_to: DiscountTarget;
  product_ids: number[];
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  once_per_email: boolean;
  active: boolean;
}

export interface Discount extends DiscountRules {
  id: number;
  /** Whole percent, or the amount in decimal units. */
  value: number;
  min_subtotal: number;
  usage_count: number;
  status: DiscountStatus;
  created_at: string;
}

export interface DiscountList {
  items: Discount[];
}

/** The window and usage of a discount, as its status needs them. */
export type DiscountState = Pick<Discount, 'active' | 'starts_at' | 'ends_at' | 'usage_limit' | 'usage_count'>;

/** Inactive first (the merchant's switch), then used up, then the window; `now` in ms. */
export function discountStatus(d: DiscountState, now: number): DiscountStatus {
  if (!d.active) return 'inactive';
  if (d.usage_limit != null && d.usage_count >= d.usage_limit) return 'used_up';
  if (d.starts_at && Date.parse(d.starts_at) > now) return 'scheduled';
  if (d.ends_at && Date.parse(d.ends_at) <= now) return 'expired';
  return 'active';
}

/** A cart line to price (DESIGN §17 `POST /stores/{website_id}/cart/price`). */
export interface CartPriceItem {
  product_id: number;
  variant_id?: number | null;
  quantity: number;
}
export interface CartPriceRequest {
  items: CartPriceItem[];
  discount_code?: string;
  email?: string;
}
export interface CartPriceLine {
  product_id: number;
  variant_id: number | null;
  name: string;
  variant_title: string | null;
  unit_price: number;
  quantity: number;
  line_total: number;
  /** What is left of the line's product (its variant once chosen): the cart's "Only N left" and quantity max; 0 if gone. */
  stock: number;
  /**
   * False when the product or variant is gone, no variant was chosen, or fewer are in stock than asked: the line is listed in problems, its line_total
   * is 0 and it is left out of the subtotal (checkout would refuse it).
   */
  available: boolean;
}
export interface CartProblem {
  product_id: number;
  variant_id: number | null;
  /** variant_required: the product has options and the line names no variant; variant_not_found: not this product's. */
  code: 'product_not_found' | 'out_of_stock' | 'variant_required' | 'variant_not_found';
}
export interface AppliedDiscount {
  code: string | null;
  title: string;
  amount: number;
}
/** Why an entered code does not apply: the API code and the rule clients translate (`validation.<rule>`). */
export interface DiscountError extends RuleMessage {
  code: 'discount_invalid' | 'discount_exhausted';
}
export interface CartPriceResponse {
  lines: CartPriceLine[];
  subtotal: number;
  discount: AppliedDiscount | null;
  total: number;
  currency: string;
  problems: CartProblem[];
  discount_error?: DiscountError;
}
