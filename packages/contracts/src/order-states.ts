// Order states and the moves between them (DESIGN §18), shared by the API (which enforces them), the orders screen
// (which offers only the allowed actions) and the tests. An order never moves backwards: a late or repeated provider
// event that would do so is ignored.

// The provider ids come from the one provider list (payment-providers/index.ts; PAYMENT_PROVIDERS there). A type only
// here: the storefront's islands import this file, and the list would come with a value.
export type { PaymentProviderId } from './payment-providers';

export const ORDER_STATUSES = [
  'pending',
  'awaiting_payment',
  'paid',
  'failed',
  'expired',
  'fulfilled',
  'cancelled',
  'refunded',
  'partially_refunded',
] as const;
export type OrderState = (typeof ORDER_STATUSES)[number];

/** Every allowed move; anything else is refused (409 order_state) or, for provider events, ignored. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  // Online payment: the provider decides.
  pending: ['paid', 'failed', 'expired'],
  // Cash on delivery: the merchant marks it paid, or cancels; unconfirmed past the store's cod_confirm_hours, it expires.
  awaiting_payment: ['paid', 'cancelled', 'expired'],
  paid: ['fulfilled', 'cancelled', 'refunded', 'partially_refunded'],
  partially_refunded: ['fulfilled', 'cancelled', 'refunded', 'partially_refunded'],
  fulfilled: ['refunded', 'partially_refunded'],
  // A success that arrives after expiry re-takes the stock (-> paid) or is refunded and recorded (stays expired).
  expired: ['paid'],
  failed: [],
  cancelled: [],
  refunded: [],
};

/** Who moved an order: the shopper (checkout), the payment provider, the merchant, or the system (the expiry cron). */
export type OrderActor = 'shopper' | 'provider' | 'merchant' | 'system';

export const canMove = (from: OrderState, to: OrderState): boolean => ORDER_TRANSITIONS[from].includes(to);

/** The states that count as money taken (reports, refunds). */
export const PAID_STATES: readonly OrderState[] = ['paid', 'fulfilled', 'partially_refunded'];
