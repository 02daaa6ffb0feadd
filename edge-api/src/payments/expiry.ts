// The expiry job (every minute, crons.ts; `pnpm start`'s ticker runs it locally): orders still pending after
// PENDING_ORDER_MINUTES stop holding their stock. The provider is asked first, since a payment may have succeeded
// without its webhook reaching us: succeeded -> paid, failed -> failed, anything else -> expired with the stock and
// discount use released. A success that arrives later still counts (settle.ts's late payment).
import type { Bindings } from '../env';
import { nowIso } from '../lib/time';
import { overduePendingOrders, type PaymentOrder } from '../db/payments';
import { providerById } from './registry';
import { releaseOrder, settleAndConfirm, type Settled } from './settle';

/** Orders one tick handles: a backlog drains over a few minutes instead of running one invocation long. */
const PER_TICK = 50;

async function expireOne(env: Bindings, order: PaymentOrder): Promise<Settled> {
  const sp = await providerById(env, order.websiteId, order.provider);
  if (sp && order.providerRef) {
    try {
      const status = await sp.adapter.fetchStatus(order.providerRef);
      if (status.status === 'succeeded' || status.status === 'failed') {
        const settled = await settleAndConfirm(env, order, status, sp.adapter, 'system');
        // Unchanged (a "success" that does not cover the order): its hold still ends below, so that it never stays
        // at the head of this queue.
        if (settled !== 'unchanged') return settled;
      }
    } catch (err) {
      // The provider cannot answer: the hold still ends; should it have been paid, the late payment path settles it.
      console.error('payments expiry: fetchStatus failed', order.id, err);
    }
  }
  return releaseOrder(env.DB, order, 'expired', 'Not paid within the time allowed', 'system');
}

/** Counts of what the tick did, by outcome (logged by the scheduled handler and shown by the dev cron route). */
export async function expirePendingOrders(env: Bindings, now = nowIso()): Promise<Partial<Record<Settled, number>>> {
  const counts: Partial<Record<Settled, number>> = {};
  for (const order of await overduePendingOrders(env.DB, now, PER_TICK)) {
    const outcome = await expireOne(env, order).catch((err: unknown) => {
      console.error('payments expiry: order', order.id, err);
      return 'unchanged' as const;
    });
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}
