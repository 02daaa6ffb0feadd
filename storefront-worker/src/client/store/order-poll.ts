// The return page's polling (DESIGN §18): what an order's status means to the shopper, and how long to wait before
// asking again. A provider confirms within seconds usually; backing off from 1 s to 10 s keeps a slow one from
// costing a request a second, and after 2 minutes the page stops and says an email will follow. Pure.
import { PAID_STATES, type OrderState } from '@app/contracts/order-states';

export const POLL_CAP_MS = 120_000;
const FIRST_MS = 1_000;
const MAX_MS = 10_000;

export type Outcome = 'confirmed' | 'wait' | 'failed' | 'expired' | 'missing';

/** The wait before the next ask (attempt 0 = the first retry). */
export const pollDelay = (attempt: number) => Math.min(MAX_MS, Math.round(FIRST_MS * 1.5 ** Math.max(0, attempt)));

/** Cash on delivery is confirmed once placed (awaiting_payment); an online payment once paid. */
export function outcomeOf(status: unknown): Outcome {
  if (status === 'awaiting_payment' || PAID_STATES.includes(status as OrderState)) return 'confirmed';
  if (status === 'pending') return 'wait';
  if (status === 'failed') return 'failed';
  if (status === 'expired') return 'expired';
  return 'missing';
}

/** True while another ask fits in the cap, counting the wait before it. */
export const keepPolling = (elapsedMs: number, attempt: number) => elapsedMs + pollDelay(attempt) <= POLL_CAP_MS;
