// The return page (DESIGN §18): the provider sent the shopper back, and the order may not be settled yet (its webhook
// can arrive after the shopper). Polls the order this tab placed (lib/order-check.ts) with backoff for at most
// 2 minutes (store/order-poll.ts), saying each outcome in the live region: paid -> the confirmation and the cart is
// cleared; failed or expired -> why, and back to checkout with the cart kept; still pending -> an email will follow,
// and "Check again" starts another round.
import { shopStore } from '../lib/browser-store';
import { $ } from '../lib/dom';
import { initHeader } from '../lib/header';
import { fetchOrder, myOrder } from '../lib/order-check';
import { showOrder, showState } from '../lib/order-view';
import { t } from '../lib/page-data';
import { keepPolling, outcomeOf, pollDelay, type Outcome } from '../store/order-poll';

const live = $('[data-sf-live]')!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One round of asking; the outcome once it is settled, or 'wait' when the cap is reached first. */
async function poll(mine: { id: number; token: string }): Promise<Outcome> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    const order = await fetchOrder(mine).catch(() => undefined); // unreachable: ask again
    if (order === null) return 'missing';
    const outcome = order ? outcomeOf(order.status) : 'wait';
    if (outcome === 'confirmed' && order) showOrder(order);
    if (outcome !== 'wait') return outcome;
    if (!keepPolling(Date.now() - started, attempt)) return 'wait';
    await sleep(pollDelay(attempt));
  }
}

const STATE: Record<Outcome, [state: string, title: string]> = {
  confirmed: ['paid', 'success.title'],
  failed: ['failed', 'return.failedTitle'],
  expired: ['failed', 'return.failedTitle'],
  wait: ['slow', 'return.slowTitle'],
  missing: ['missing', 'success.shop_notFoundTitle'],
};

async function run() {
  const mine = myOrder();
  showState('checking');
  live.textContent = t('return.checking');
  const outcome = mine ? await poll(mine) : 'missing';
  const [state, title] = STATE[outcome];
  if (outcome === 'expired') $('[data-sf-failed-text]')!.textContent = t('return.expired');
  showState(state);
  live.textContent = t(title);
  if (outcome === 'confirmed') shopStore().clearCart();
}

initHeader();
$('[data-sf-check-again]')?.addEventListener('click', () => void run());
void run();
