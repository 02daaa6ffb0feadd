// One checkout attempt = one Idempotency-Key. The key is kept in sessionStorage with the exact body it was used for:
// a retry, a reload or a double click with the same body reuses it (the API replays the first answer, so there is
// never a second order); a changed body (another card, another quantity) gets a new key. Cleared after success.
// The paid order ({order_id, status_token}) is kept in sessionStorage for the success page: never in its URL, which
// carries only the order id, so a cached or shared page never holds what proves the order.
import type { CardForm, CheckoutRequest } from '@app/contracts';
import type { CustomerForm } from '@app/contracts/address';
import { orderItems } from './reprice';
import type { Cart } from './shop-store';
import type { StorageLike } from './shop-store';

export const ATTEMPT_KEY = 'sf-checkout-attempt';
export const LAST_ORDER_KEY = 'sf-last-order';

/** How the shopper pays: the card form (only its token and last 4 digits leave), or a method with nothing to enter. */
export type PaymentChoice = { method: 'card'; card: CardForm } | { method: 'redirect' | 'cash_on_delivery' };

function paymentBody(choice: PaymentChoice): CheckoutRequest['payment'] {
  if (choice.method !== 'card') return { method: choice.method };
  const last4 = choice.card.cardNumber.replace(/\D/g, '').slice(-4);
  const [mm, yy] = choice.card.expiry.trim().split('/');
  return { method: 'card', token: `tok_test_${last4}`, last4, exp_month: Number(mm), exp_year: 2000 + Number(yy) };
}

/**
 * The request body: product and variant ids and quantities, the discount code the shopper applied (the server prices
 * the order again), the shopper's email, name and shipping address, the page's language (their emails are written in
 * it) and the payment: for a card a test token with the card's last 4 digits only.
 */
export function checkoutBody(
  cart: Cart,
  customer: CustomerForm,
  locale: CheckoutRequest['customer']['locale'],
  payment: PaymentChoice,
  discountCode: string | null = null,
): CheckoutRequest {
  const v = (s: string) => s.trim();
  return {
    items: orderItems(cart.items),
    ...(discountCode && { discount_code: discountCode }),
    customer: {
      name: v(customer.name),
      email: v(customer.email),
      locale,
      shipping_address: {
        line1: v(customer.line1),
        line2: v(customer.line2),
        city: v(customer.city),
        region: v(customer.region),
        postal_code: v(customer.postal_code),
        country: v(customer.country),
      },
    },
    payment: paymentBody(payment),
  };
}

interface Attempt {
  store: number;
  key: string;
  body: string;
}

export function attemptKey(session: StorageLike, store: number, body: string, newKey: () => string): string {
  try {
    const saved = JSON.parse(session.getItem(ATTEMPT_KEY) ?? 'null') as Attempt | null;
    if (saved && saved.store === store && saved.body === body && typeof saved.key === 'string') return saved.key;
  } catch {
    // unreadable: start a new attempt
  }
  const key = newKey();
  try {
    session.setItem(ATTEMPT_KEY, JSON.stringify({ store, key, body } satisfies Attempt));
  } catch {
    // no sessionStorage: the key still covers double clicks within this page
  }
  return key;
}

export function endAttempt(session: StorageLike & { removeItem(key: string): void }) {
  try {
    session.removeItem(ATTEMPT_KEY);
  } catch {
    // nothing kept
  }
}

export interface LastOrder {
  store: number;
  order_id: number;
  status_token: string;
}

export function rememberOrder(session: StorageLike, order: LastOrder) {
  try {
    session.setItem(LAST_ORDER_KEY, JSON.stringify(order));
  } catch {
    // no sessionStorage: the success page will say it found no order (and keep the cart)
  }
}

/** The order this tab paid for in this store with the id in the success page's URL, or null. */
export function lastOrder(session: StorageLike, store: number, orderId: number): LastOrder | null {
  try {
    const o = JSON.parse(session.getItem(LAST_ORDER_KEY) ?? 'null') as Partial<LastOrder> | null;
    if (!o || o.store !== store || o.order_id !== orderId || typeof o.status_token !== 'string' || !o.status_token) return null;
    return o as LastOrder;
  } catch {
    return null;
  }
}
