// Why a payment or an order changed (#34 item 14): the server stores and sends a CODE, never English; the dashboard
// writes it in the merchant's language (commerce catalogue `reasons.<code>`, checked for every code in every
// language by packages/i18n's catalogue test). Stored in transactions.reason and order_events.note either bare (a
// code alone) or, with values the sentence needs (an amount) or the merchant's own words, as encodeReason's JSON.

export const REASON_CODES = [
  // A payment's outcome (a transaction's reason).
  'approved',
  'card_declined',
  'card_expired',
  'waiting_for_shopper',
  'declined_on_test_page',
  'payment_expired',
  'unknown_payment',
  'payment_failed',
  'payment_processing',
  'awaiting_payment',
  'session_expired',
  'cash_on_delivery',
  'cash_received',
  'provider_unreachable',
  'not_paid_in_time',
  'not_confirmed_in_time',
  // An order's timeline notes (with {{amount}} where a sum moved).
  'refunded_amount',
  'refund_refused',
  'paid_after_expiry',
  'late_payment_refunded',
  'late_payment_refund_failed',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

export const isReasonCode = (s: unknown): s is ReasonCode => typeof s === 'string' && (REASON_CODES as readonly string[]).includes(s);

/** Values a reason's sentence is filled with: `amount` (with `currency`) is written as money by the client. */
export type ReasonParams = Record<string, string | number>;

/** A reason as a client receives it: a code (null: words nobody coded, shown as they are) and the free text beside it. */
export interface Reason {
  code: ReasonCode | null;
  params: ReasonParams;
  /** The merchant's own words (a refund's reason, a tracking number), or a row older than the codes. */
  text: string;
}

/** The stored form: the bare code, or JSON when it carries values or words. */
export function encodeReason(code: ReasonCode, params: ReasonParams = {}, text = ''): string {
  if (!Object.keys(params).length && !text) return code;
  return JSON.stringify({ code, ...(Object.keys(params).length ? { params } : {}), ...(text ? { text } : {}) });
}

/** English rows written before the codes, so that older orders read in every language too. */
const LEGACY: Record<string, ReasonCode> = {
  Approved: 'approved',
  'Card declined': 'card_declined',
  'Card expired': 'card_expired',
  'Waiting for the shopper': 'waiting_for_shopper',
  'Declined on the test page': 'declined_on_test_page',
  Expired: 'payment_expired',
  'Unknown payment': 'unknown_payment',
  'Payment failed': 'payment_failed',
  'Payment processing': 'payment_processing',
  'Awaiting payment': 'awaiting_payment',
  'Session expired': 'session_expired',
  'Cash on delivery': 'cash_on_delivery',
  'Cash received': 'cash_received',
  'The payment provider could not be reached': 'provider_unreachable',
  'Paid after the order had expired; its stock was taken again': 'paid_after_expiry',
  'Not paid within the time allowed': 'not_paid_in_time',
  'Not confirmed by the merchant within the time allowed': 'not_confirmed_in_time',
};

/** Reads a stored reason or note: a code, a coded JSON, an older English row, or plain words (the merchant's). */
export function decodeReason(stored: string | null | undefined): Reason {
  const s = stored ?? '';
  if (isReasonCode(s)) return { code: s, params: {}, text: '' };
  const legacy = Object.hasOwn(LEGACY, s) ? LEGACY[s] : undefined;
  if (legacy) return { code: legacy, params: {}, text: '' };
  if (s.startsWith('{')) {
    try {
      const v = JSON.parse(s) as { code?: unknown; params?: unknown; text?: unknown };
      if (isReasonCode(v.code)) {
        const params = v.params && typeof v.params === 'object' ? (v.params as ReasonParams) : {};
        return { code: v.code, params, text: typeof v.text === 'string' ? v.text : '' };
      }
    } catch {
      // not ours: plain words
    }
  }
  return { code: null, params: {}, text: s };
}

/** A transaction's reason as the API sends it: its code, or (nobody coded it) the words as they were stored. */
export function reasonOf(stored: string | null | undefined): string {
  const r = decodeReason(stored);
  return r.code ?? r.text;
}
