import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse, ErrorBody, Paged, PendingCheckoutResponse, Transaction } from '@app/contracts';
import { testOrderSql } from '../src/db/order-list';
import { api } from './helpers';
import { merchantFixture, merchantWithWebsiteFixture, productFixture } from './fixtures';
import { buy, newKey, postCheckout } from './checkout-fixtures';
import { orderAction } from './order-lifecycle-helpers';
import { redirectCart } from './payments/helpers';

type Merchant = Awaited<ReturnType<typeof merchantWithWebsiteFixture>>;

const listTransactions = (token: string, query = '') => api(`/transactions/${query}`, { token });

const FIELDS = [
  'amount',
  'created_at',
  'currency',
  'kind',
  'mer_id',
  'mer_name',
  'order_id',
  'payment_via',
  'reason',
  'ref_id',
  'status',
  'test',
  'third_party_id',
  'txn_id',
];

describe('GET /transactions/', () => {
  let m: Merchant;
  let made: CheckoutResponse[];

  beforeAll(async () => {
    m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { priceCents: 1999, stock: 500 });
    made = [];
    for (let i = 0; i < 25; i++) made.push(await buy(m.websiteId, [[p, 1 + (i % 3)]], i === 7 ? '0002' : '4242'));
  });

  it('pages 25 transactions as 10/10/5, newest first, with the SPEC fields', async () => {
    const seen: Transaction[] = [];
    for (const [page, size] of [
      [1, 10],
      [2, 10],
      [3, 5],
    ]) {
      const res = await listTransactions(m.token, `?page=${page}&limit=10`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Paged<Transaction>;
      expect(body).toMatchObject({ total: 25, page, limit: 10 });
      expect(body.items).toHaveLength(size);
      seen.push(...body.items);
    }
    // The owner's list carries the merchant id that the shopper's checkout answer leaves out.
    expect(seen).toEqual(made.map((r) => ({ ...r.transaction, mer_id: m.userId })).reverse());
    for (const t of seen) {
      expect(Object.keys(t).sort()).toEqual(FIELDS);
      expect(t).toMatchObject({ mer_id: m.userId, mer_name: 'Fixture shop', currency: 'USD', payment_via: 'card' });
    }
    const declined = seen.filter((t) => t.status === 'failed');
    expect(declined).toHaveLength(1);
    expect(declined[0]).toMatchObject({ reason: 'card_declined', order_id: made[7].order.id, amount: 19.99 * 2 });
    expect(new Set(seen.map((t) => t.txn_id)).size).toBe(25);
  });

  it('refuses bad page and limit values with 400', async () => {
    for (const q of [
      'page=0',
      'page=-1',
      'page=abc',
      'page=1e308',
      'limit=0',
      'limit=-1',
      'limit=abc',
      'limit=101',
      'limit=1e308',
      'limit=1.5',
    ]) {
      const res = await listTransactions(m.token, `?${q}`);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as ErrorBody).code).toBe('validation_failed');
    }
    const max = (await (await listTransactions(m.token, '?limit=100')).json()) as Paged<Transaction>;
    expect(max.items).toHaveLength(25);
  });

  it('shows another merchant none of these transactions', async () => {
    const other = await merchantWithWebsiteFixture();
    expect(await (await listTransactions(other.token)).json()).toEqual({ items: [], total: 0, page: 1, limit: 10 });
    const p = await productFixture(other.websiteId);
    const own = await buy(other.websiteId, [[p, 1]]);
    const mine = (await (await listTransactions(other.token)).json()) as Paged<Transaction>;
    expect(mine.items).toEqual([{ ...own.transaction, mer_id: other.userId }]);
    expect(mine.items[0].mer_id).toBe(other.userId);
  });

  it('lists refunds too, newest first, as money given back: the merchant’s and a cancel’s (#34 item 5)', async () => {
    const shop = await merchantWithWebsiteFixture();
    const p = await productFixture(shop.websiteId, { priceCents: 1000, stock: 50 });
    const a = await buy(shop.websiteId, [[p, 3]]);
    const b = await buy(shop.websiteId, [[p, 1]]);
    const refund = await orderAction(shop.token, a.order.id, 'refund', { amount: 5, reason: 'Scratched' }, { 'Idempotency-Key': newKey() });
    expect(refund.status).toBe(200);
    expect((await orderAction(shop.token, b.order.id, 'cancel', {})).status).toBe(200);
    const list = (await (await listTransactions(shop.token)).json()) as Paged<Transaction>;
    expect(list.total).toBe(4);
    expect(list.items.map((t) => [t.kind, t.order_id, t.amount, t.status, t.reason])).toEqual([
      ['refund', b.order.id, 10, 'success', 'cancelled'],
      ['refund', a.order.id, 5, 'success', 'Scratched'],
      ['payment', b.order.id, 10, 'success', 'approved'],
      ['payment', a.order.id, 30, 'success', 'approved'],
    ]);
    expect(list.items[1]).toMatchObject({
      mer_id: shop.userId,
      currency: 'USD',
      payment_via: 'test',
      test: true,
      txn_id: expect.stringMatching(/^rf_/),
    });
    expect(Object.keys(list.items[1]!).sort()).toEqual(FIELDS);
    const other = await merchantWithWebsiteFixture();
    expect((await (await listTransactions(other.token)).json()) as Paged<Transaction>).toMatchObject({ total: 0, items: [] });
  });

  it('marks a refund as test exactly when its order is a test order (the reports\u2019 rule), a cash refund not', async () => {
    const shop = await merchantWithWebsiteFixture();
    const p = await productFixture(shop.websiteId, { priceCents: 1000, stock: 50 });
    const put = { providers: ['test', 'cash_on_delivery'], currency: 'USD' };
    expect((await api('/website/payments', { method: 'PUT', token: shop.token, json: put })).status).toBe(200);
    const testOrder = (await buy(shop.websiteId, [[p, 2]])).order.id;
    const cash = await postCheckout(shop.websiteId, { ...redirectCart(p, 1), payment: { method: 'cash_on_delivery' } });
    const cashOrder = ((await cash.json()) as PendingCheckoutResponse).order_id;
    expect((await orderAction(shop.token, cashOrder, 'mark-paid')).status).toBe(200);
    for (const id of [testOrder, cashOrder]) {
      expect((await orderAction(shop.token, id, 'refund', { amount: 4 }, { 'Idempotency-Key': newKey() })).status).toBe(200);
    }
    const list = (await (await listTransactions(shop.token)).json()) as Paged<Transaction>;
    const refunds = list.items.filter((t) => t.kind === 'refund').map((t) => [t.order_id, t.test]);
    expect(refunds).toEqual(
      expect.arrayContaining([
        [testOrder, true],
        [cashOrder, false],
      ]),
    );
    expect(refunds).toHaveLength(2);
    // The same answer as testOrderSql, what the reports count test orders by.
    for (const [id, test] of refunds) {
      const row = await shop.db
        .prepare(`SELECT ${testOrderSql('o')} AS t FROM orders AS o WHERE o.id = ?`)
        .bind(id)
        .first<{ t: number }>();
      expect(Boolean(row!.t)).toBe(test);
    }
  });

  it('needs a token and a website', async () => {
    expect((await api('/transactions/')).status).toBe(401);
    const noSite = await merchantFixture();
    const res = await listTransactions(noSite.token);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'website_not_found' });
  });
});
