// The merchant's view of one order (DESIGN §18, #17): GET /orders/{id} and the answers of its actions (fulfil,
// cancel, refund, mark paid). The list rows stay `Order`; this adds what the detail page shows.
import type { OrderActor } from './order-states';
import type { ReasonCode, ReasonParams } from './reasons';
import type { Order } from './types';

/** A payment attempt (a transaction row) as the detail page lists it. */
export interface OrderPayment {
  txn_id: string;
  amount: number;
  currency: string;
  payment_via: string;
  status: string;
  /** A reason code (reasons.ts) the dashboard writes in the merchant's language; other words are shown as they are. */
  reason: string;
  third_party_id: string;
  created_at: string;
}

export interface OrderRefund {
  id: number;
  amount: number;
  /** 'cancelled' for the refund a cancel made; else the merchant's reason ('' when none). */
  reason: string;
  restock: boolean;
  /** 'pending' while the provider is asked, 'succeeded', or 'failed' (then not counted in `refunded`). */
  status: 'pending' | 'succeeded' | 'failed';
  provider_ref: string | null;
  created_at: string;
}

export interface OrderTimelineEvent {
  type: string;
  from_status: string | null;
  to_status: string | null;
  /** Why it happened, as a code the dashboard writes in the merchant's language (null: nothing coded). */
  code: ReasonCode | null;
  /** The code's values (an `amount` with its `currency`). */
  params: ReasonParams;
  /** Words nobody translates: a tracking number, the merchant's refund reason, an older order's note. */
  note: string;
  actor: OrderActor;
  created_at: string;
}

/** An order as its page shows it: the list's fields (with the email and shipping address checkout collected) and more. */
export interface OrderDetail extends Order {
  /** What was given back so far; `total_value - refunded` is what may still be refunded. */
  refunded: number;
  fulfilled_at: string | null;
  tracking_number: string | null;
  carrier: string | null;
  cancelled_at: string | null;
  /** When the items went back on their variants (at most once). */
  restocked_at: string | null;
  /** Cash on delivery: when the merchant confirmed it (null: not confirmed; it expires at expires_at). */
  confirmed_at: string | null;
  /** When the order's hold of its stock ends unless it is paid (pending) or confirmed (cash); null: no deadline. */
  expires_at: string | null;
  payments: OrderPayment[];
  refunds: OrderRefund[];
  events: OrderTimelineEvent[];
}

export interface OrderDetailResponse {
  order: OrderDetail;
}
