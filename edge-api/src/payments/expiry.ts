// The expiry job (every minute, crons.ts; `pnpm start`'s ticker runs it locally): holds that are over stop holding
// their stock and discount use (#32 items 3, 4). Each store shard is worked on its own (DESIGN §20), all at once and
// each within the budget below: a backlog or a failure in one shard never delays or stops another's. Two steps per
// shard:
// 1. The oldest overdue pending orders that have a provider reference (at most ASK_PER_TICK) are asked about first,
//    since a payment may have succeeded without its webhook reaching us: succeeded -> paid, failed -> failed,
//    anything else -> expired with its stock and use released (one guarded batch each, settle.ts).
// 2. Every other overdue hold (redirect orders whose provider never answered, cash orders the merchant did not
//    confirm, and any backlog past the asking budget) is released in bulk: rounds of ROUND_SIZE orders, one D1 batch
//    of five guarded statements each (db/hold-release.ts), until none is overdue or MAX_ROUNDS were run.
// A success that arrives after its order expired still counts (settle.ts's late payment: the stock is taken again, or
// the payment is refunded). Budget per tick, well under D1's 1,000 queries per invocation: about 4 queries per asked
// order (settings, the provider's status, the settle batch) and 5 per round: 20 x 4 + 40 x 5 = 280 per shard.
import type { Bindings } from '../env';
import { nowIso } from '../lib/time';
import { releaseDueStatements } from '../db/hold-release';
import { overdueOrdersToAsk, type PaymentOrder } from '../db/payments';
import { eachShard, type Shard, type ShardOutcome } from '../lib/each-shard';
import { providerById } from './registry';
import { releaseOrder, settleAndConfirm, type Settled } from './settle';

/** Orders whose provider is asked in one tick (each a network call): the rest of a backlog is released in bulk. */
export const ASK_PER_TICK = 20;
/** Orders one bulk round releases (one batch). */
export const ROUND_SIZE = 250;
/** Bulk rounds one tick may run: up to 10,000 holds a minute. */
export const MAX_ROUNDS = 40;

async function expireOne(env: Bindings, db: D1Database, order: PaymentOrder): Promise<Settled> {
  const sp = await providerById(env, order.websiteId, order.provider);
  if (sp && order.providerRef) {
    try {
      const status = await sp.adapter.fetchStatus(order.providerRef);
      if (status.status === 'succeeded' || status.status === 'failed') {
        const settled = await settleAndConfirm(env, db, order, status, sp.adapter, 'system');
        // Unchanged (a "success" that does not cover the order): its hold still ends below.
        if (settled !== 'unchanged') return settled;
      }
    } catch (err) {
      // The provider cannot answer: the hold still ends; should it have been paid, the late payment path settles it.
      console.error('payments expiry: fetchStatus failed', order.id, err);
    }
  }
  return releaseOrder(db, order, 'expired', 'not_paid_in_time', 'system');
}

/** What a tick did: orders by outcome, how many were asked, and the bulk rounds (batches) and statements it ran. */
export type ExpiryReport = Partial<Record<Settled, number>> & { asked: number; rounds: number; statements: number };

/** Releases the overdue holds of `now` in one shard: the asked ones first, then the rest in bulk. */
export async function expireShard(env: Bindings, db: D1Database, now = nowIso()): Promise<ExpiryReport> {
  const report: ExpiryReport = { asked: 0, rounds: 0, statements: 0 };
  const count = (outcome: Settled, n = 1) => {
    if (n > 0) report[outcome] = (report[outcome] ?? 0) + n;
  };
  for (const order of await overdueOrdersToAsk(db, now, ASK_PER_TICK)) {
    report.asked++;
    count(
      await expireOne(env, db, order).catch((err: unknown) => {
        console.error('payments expiry: order', order.id, err);
        return 'unchanged' as const;
      }),
    );
  }
  while (report.rounds < MAX_ROUNDS) {
    const statements = releaseDueStatements(db, now, ROUND_SIZE);
    const results = await db.batch(statements);
    report.rounds++;
    report.statements += statements.length;
    const released = results.at(-1)?.meta.changes ?? 0;
    count('expired', released);
    if (released < ROUND_SIZE) break;
  }
  return report;
}

/**
 * Every shard's tick at once, each with its own budget: the report of each shard by its name, or the error that
 * stopped it (logged); the others' work is done either way. `shards`: the Worker's, unless a test lists its own.
 */
export async function expirePendingOrders(
  env: Bindings,
  now = nowIso(),
  shards?: readonly Shard[],
): Promise<Record<string, ShardOutcome<ExpiryReport>>> {
  return eachShard(env, (db) => expireShard(env, db, now), 'payments expiry', shards);
}
