// The order timeline's rows (migration 0015): written by id or, in a checkout's batch, through the transaction's
// txn_id; never onto another store's order.
import { describe, expect, it } from 'vitest';
import { orderEvents, recordOrderEvent } from '../src/db/order-events';
import { buy } from './checkout-fixtures';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';

describe('order events', () => {
  it('records by order id or txn id, oldest first, and only on the store that owns the order', async () => {
    const shop = await merchantWithWebsiteFixture();
    const other = await merchantWithWebsiteFixture();
    const product = await productFixture(shop.websiteId, { stock: 5 });
    const { order } = await buy(shop.websiteId, [[product, 1]]);
    const txn = await shop.db.prepare('SELECT txn_id FROM transactions WHERE order_id = ?').bind(order.id).first<{ txn_id: string }>();
    await shop.db.batch([
      recordOrderEvent(shop.db, {
        websiteId: shop.websiteId,
        order: { txnId: txn!.txn_id },
        type: 'note',
        fromStatus: null,
        toStatus: null,
        note: 'by its txn id',
        actor: 'merchant',
      }),
      recordOrderEvent(shop.db, {
        websiteId: shop.websiteId,
        order: { id: order.id },
        type: 'fulfilled',
        fromStatus: 'paid',
        toStatus: 'fulfilled',
        note: 'UPS 1Z999',
        actor: 'merchant',
      }),
      // Another store cannot write onto this order, by either form.
      recordOrderEvent(shop.db, {
        websiteId: other.websiteId,
        order: { id: order.id },
        type: 'note',
        fromStatus: null,
        toStatus: null,
        actor: 'merchant',
      }),
      recordOrderEvent(shop.db, {
        websiteId: other.websiteId,
        order: { txnId: txn!.txn_id },
        type: 'note',
        fromStatus: null,
        toStatus: null,
        actor: 'merchant',
      }),
    ]);
    const events = await orderEvents(shop.db, shop.websiteId, order.id);
    expect(events.map((e) => [e.type, e.from_status, e.to_status, e.note, e.actor])).toEqual([
      // Written by checkout itself, in the order's batch.
      ['created', null, 'paid', '', 'shopper'],
      ['note', null, null, 'by its txn id', 'merchant'],
      ['fulfilled', 'paid', 'fulfilled', 'UPS 1Z999', 'merchant'],
    ]);
    expect(events[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await orderEvents(shop.db, other.websiteId, order.id)).toEqual([]);
  });
});
