// A provider's webhook (DESIGN §18): verified with the store's webhook secret (bad or missing signature: 401, no
// change), applied once per provider event id (payment_events), and only as a cue: the order's new state is what
// fetchStatus answers, never what the body says. Used by POST /payments/webhooks/{provider}/{website_id} and by the
// test provider's hosted page, which delivers its signed event through this same path.
import { isPaymentProvider, type PaymentProviderId } from '@app/contracts';
import { publicStoreById } from '@app/db';
import type { Bindings } from '../env';
import { claimPaymentEvent, orderByProviderRef, unclaimPaymentEvent } from '../db/payments';
import { providerById } from './registry';
import { settleAndConfirm, type Settled } from './settle';

export type WebhookResult =
  | { status: 401 }
  /** The directory lists no such store (or its shard is not bound here). */
  | { status: 404 }
  /** duplicate: applied before; unknown_order: no order of this store has that payment (the expiry cron asks later). */
  | { status: 200; outcome: Settled | 'duplicate' | 'unknown_order' };

/** A provider of the list (any other in the path is 404). */
export const isProviderId = (v: string): v is PaymentProviderId => isPaymentProvider(v);

export async function receiveWebhook(
  env: Bindings,
  provider: PaymentProviderId,
  websiteId: number,
  request: Request,
  rawBody: string,
): Promise<WebhookResult> {
  const store = await publicStoreById(env, websiteId);
  if (!store) return { status: 404 };
  const sp = await providerById(env, websiteId, provider);
  const secret = sp && (await sp.webhookSecret());
  const event = sp && secret ? await sp.adapter.parseWebhook(request, rawBody, secret) : null;
  if (!sp || !event) return { status: 401 };
  // Scoped by the store of the path: another store's payment ref finds nothing here and changes nothing.
  const order = await orderByProviderRef(store.db, websiteId, provider, event.providerRef);
  // Not claimed: when the order's ref is not recorded yet (a success that beat checkout's last write), a redelivery
  // or the expiry cron's own question settles it.
  if (!order) return { status: 200, outcome: 'unknown_order' };
  if (!(await claimPaymentEvent(store.db, provider, event.eventId, websiteId, order.id))) return { status: 200, outcome: 'duplicate' };
  try {
    const status = await sp.adapter.fetchStatus(event.providerRef);
    return { status: 200, outcome: await settleAndConfirm(env, store.db, order, status, sp.adapter, 'provider') };
  } catch (err) {
    // Nothing was applied: give the event back so that the provider's retry is.
    await unclaimPaymentEvent(store.db, provider, event.eventId).catch(() => undefined);
    throw err;
  }
}
