// What a failed checkout answer means to the shopper: which message (a key of the storefront strings, with its
// values), which lines under it, and whether it belongs to a field. Pure, so every answer is tested without a browser.
import type { ErrorBody } from '@app/contracts/errors';
import type { CartItem } from './shop-store';
import { serverCustomerProblems, type FieldMessage } from './customer-form';

/** What a failed checkout may carry (the API's error body; every field may be missing on a broken answer). */
export type CheckoutErrorBody = Partial<ErrorBody>;
export interface Message {
  key: string;
  vars?: Record<string, string | number>;
}
export interface Failure extends Message {
  lines: Message[];
  /** The field the failure is about (an expired card: its expiry date; a refused code: the code field). */
  field?: 'expiry' | 'discount_code';
  /** The Idempotency-Key no longer fits this attempt: start a new one. */
  newAttempt?: boolean;
  /** The store cannot take the chosen method right now (its provider is down or refuses the store's key): offer the others. */
  methodDown?: boolean;
  /** The email or address fields the API refused (400): shown at each field, not in the alert. */
  customer?: FieldMessage[];
}

export function paymentFailure(status: number, body: CheckoutErrorBody, items: CartItem[], retryAfter = 60): Failure {
  const nameOf = (d: NonNullable<CheckoutErrorBody['detail']>[number]) =>
    items.find((i) => i.id === d.product_id)?.name ?? items[Number(d.loc?.[1])]?.name ?? `#${d.product_id ?? '?'}`;
  const detail = body.detail ?? [];
  // The payment provider says why a card was refused; an expired card is not "declined" to the shopper.
  if (status === 402 && (body.code === 'card_expired' || /expired/i.test(body.message ?? '')))
    return { key: 'checkout.shop_expired', lines: [], field: 'expiry' };
  if (status === 402) return { key: 'checkout.errors.declined', lines: [] };
  // Not the shopper's card (#34): the store's provider could not start the payment. The order failed and holds nothing;
  // another try needs a new key (this one replays the same answer).
  if (body.code === 'payment_unavailable') return { key: 'checkout.shop_methodUnavailable', lines: [], methodDown: true, newAttempt: true };
  if (status === 429) return { key: 'checkout.shop_rateLimited', vars: { seconds: retryAfter }, lines: [] };
  const customer = status === 400 ? serverCustomerProblems(detail) : [];
  if (customer.length) return { key: 'checkout.errors.generic', lines: [], customer };
  // The store's payment settings changed since this page was built (or its keys can no longer be read).
  if (status === 400 && detail.some((d) => d.rule === 'paymentMethodUnavailable')) return { key: 'checkout.shop_unavailable', lines: [] };
  if (body.code === 'out_of_stock') {
    const lines = detail.map((d) => ({
      key: 'checkout.errors.outOfStockLine',
      vars: { name: nameOf(d), available: d.available ?? 0, requested: d.requested ?? 0 },
    }));
    return { key: 'checkout.errors.outOfStock', lines };
  }
  // One shopper's unpaid orders may hold only so much (#32): each product over its bound, or the store-wide or code bound.
  if (body.code === 'hold_limit') {
    const lines = detail.map((d) =>
      d.product_id != null
        ? { key: 'checkout.shop_holdLimitLine', vars: { name: nameOf(d), available: d.available ?? 0 } }
        : { key: d.loc?.at(-1) === 'discount_code' ? 'checkout.shop_holdLimitCode' : 'checkout.shop_holdLimitStore' },
    );
    return { key: 'checkout.shop_holdLimit', lines };
  }
  if (body.code === 'product_not_found') {
    return {
      key: 'checkout.errors.outOfStock',
      lines: detail.map((d) => ({ key: 'checkout.errors.removedProduct', vars: { name: nameOf(d) } })),
    };
  }
  // A line the store no longer sells as it is (its variant): each named, at ['body', 'items', i, 'variant_id'].
  if (body.code === 'variant_required' || body.code === 'variant_not_found') {
    const code = body.code;
    const lines = detail.map((d) => ({
      key: `cart.shop_problem.${code}`,
      vars: { name: items.find((i) => i.id === d.product_id)?.name ?? items[Number(d.loc?.[2])]?.name ?? `#${d.product_id ?? '?'}` },
    }));
    return { key: 'cart.shop_removeBlocked', lines };
  }
  // The code no longer applies (used up meanwhile, ended): nothing was charged; its reason goes to the code field.
  if (body.code === 'discount_invalid' || body.code === 'discount_exhausted')
    return { key: 'discount.refused', lines: [], field: 'discount_code' };
  if (body.code === 'idempotency_in_progress') return { key: 'checkout.errors.inProgress', lines: [] };
  return { key: 'checkout.errors.generic', lines: [], newAttempt: body.code === 'idempotency_mismatch' };
}
