// Checkout's payment choices and its asynchronous answer (DESIGN §18). No yup here: the storefront's checkout island
// imports these shapes (the schema is in schemas/checkout.ts).
import type { OrderState } from './order-states';

// The methods (and which provider takes which: its descriptor's `methods`) are in the provider list.
export { CHECKOUT_PAYMENT_METHODS, type CheckoutPaymentMethod } from './payment-providers';

/** What the storefront does after checkout answers: go to the provider, nothing (decided now), or wait for the shopper. */
export type NextStep = { type: 'redirect'; url: string } | { type: 'none' } | { type: 'await_customer' };

/**
 * The answer to a redirect or cash-on-delivery checkout (201): the order waits (pending for the provider,
 * awaiting_payment for cash) holding its stock; the storefront follows `next`, then polls the order's status with
 * `status_token`. `order` and `transaction` are absent: they belong to the card flow's answer.
 */
export interface PendingCheckoutResponse {
  order_id: number;
  status: Extract<OrderState, 'pending' | 'awaiting_payment'>;
  next: NextStep;
  status_token: string;
  order?: never;
  transaction?: never;
}

/** The test provider's hosted page: GET shows Pay and Decline, POST records the choice (DESIGN §18). */
export const TEST_PAY_PATH = '/payments/test/pay';
/**
 * Set by the storefront's API proxy on a custom domain: the id of the store that owns the Host. The hosted test page
 * then shows only that store's payments (a header a client sets itself can only narrow what it sees, never widen).
 */
export const STORE_SCOPE_HEADER = 'X-Store-Scope';
/** Provider webhooks: POST /payments/webhooks/{provider}/{website_id}. */
export const WEBHOOK_PATH = '/payments/webhooks';
/** The storefront's return page under the store's base: the provider sends the shopper back here with ?order=. */
export const CHECKOUT_RETURN_PATH = '/checkout/return';
/** How long a pending order holds its stock before the expiry cron asks the provider and releases it. */
export const PENDING_ORDER_MINUTES = 15;
/**
 * A redirect order's hold until its provider has answered with a payment session (the shopper can reach it): only
 * then does it get PENDING_ORDER_MINUTES (from its creation). An order whose provider never answered ends sooner, and
 * the expiry cron has nobody to ask about it.
 */
export const PROVIDER_HOLD_MINUTES = 5;

/*
 * What one anonymous client (the caller's address, IPv6 by its /64) may hold in one store's unpaid orders at once: a
 * redirect order still pending, or a cash-on-delivery order the merchant has not confirmed. A shopper buys a few of
 * one thing; a stranger holding a store's stock hits these first. Units of the client's orders that expired unpaid in
 * the last HOLD_RENEWAL_MINUTES count too, so checking out again as a hold ends does not renew it. A paid order or a
 * confirmed cash order holds nothing here. Over a bound checkout answers 409 hold_limit (detail: the products).
 */
/** Units of one product. */
export const HOLD_MAX_UNITS_PER_PRODUCT = 5;
/** Units across the store's products. */
export const HOLD_MAX_UNITS_PER_STORE = 20;
/** Uses of one limited discount code (a code with a usage limit) taken by the client's unpaid orders. */
export const HOLD_MAX_CODE_USES = 2;
/** How long an order that expired unpaid still counts against its client's bounds (from its creation). */
export const HOLD_RENEWAL_MINUTES = 60;

/**
 * A cash-on-delivery order expires (its stock and discount use released) unless the merchant confirms it within the
 * store's cod_confirm_hours (payment settings); confirming keeps it waiting for the cash without a deadline.
 */
export const COD_CONFIRM_HOURS_DEFAULT = 48;
export const COD_CONFIRM_HOURS_MIN = 1;
export const COD_CONFIRM_HOURS_MAX = 720;
/** Webhook deliveries and hosted-page posts one address may make per minute (providers send bursts; 429 beyond). */
export const PAYMENT_CALLS_PER_MINUTE_PER_CLIENT = 120;
