// Shopper email at each point an order is placed for good outside the card request (#17, DESIGN §18): paid on the
// provider's page (webhook), paid late (the expiry cron's question), never for a cash order the shopper only placed
// (#32); and the shipping notice from fulfil. Every case counts the outbox: racing deliveries must send exactly one email.
import { describe, expect, it } from 'vitest';
import type { DevEmail, PendingCheckoutResponse } from '@app/contracts';
import { api, unique } from './helpers';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { newKey, postCheckout } from './checkout-fixtures';
import { orderAction } from './order-lifecycle-helpers';
import { eventsOf, expireNow, orderRow, postWebhook, redirectCart, startPayment } from './payments/helpers';
import { testDriver } from './payments/test-driver';

const outbox = async (to: string) =>
  ((await (await api(`/__dev/email?to=${encodeURIComponent(to)}`)).json()) as { messages: DevEmail[] }).messages;

async function shop() {
  const m = await merchantWithWebsiteFixture();
  const product = await productFixture(m.websiteId, { priceCents: 2500, stock: 5, name: 'Kettle' });
  return { ...m, product, email: `${unique('shopper')}@example.com` };
}

const withEmail = (email: string, locale = 'en') => ({ customer: { ...redirectCart(0).customer, email, locale } });

/** The store takes cash on delivery; the shopper (in `locale`) orders `quantity` kettles that way: the order's id. */
async function cashOrder(s: Awaited<ReturnType<typeof shop>>, quantity: number, locale = 'en'): Promise<number> {
  const put = await api('/website/payments', { method: 'PUT', token: s.token, json: { provider: 'cash_on_delivery', currency: 'USD' } });
  expect(put.status).toBe(200);
  const res = await postCheckout(s.websiteId, {
    ...redirectCart(s.product, quantity),
    ...withEmail(s.email, locale),
    payment: { method: 'cash_on_delivery' },
  });
  return ((await res.json()) as PendingCheckoutResponse).order_id;
}

describe('order confirmation outside the card request', () => {
  it('is sent once when a redirect payment is paid, however many webhooks race', async () => {
    const s = await shop();
    const { body, ref } = await startPayment(s.websiteId, s.product, 1, withEmail(s.email, 'es'));
    expect(await outbox(s.email)).toEqual([]);
    await testDriver.decide(ref, 'succeeded');
    const hooks = await Promise.all([1, 2, 3, 4, 5].map(() => testDriver.webhook(s.websiteId, ref)));
    await Promise.all(hooks.map((h) => postWebhook('test', s.websiteId, h.body, h.headers)));
    expect((await orderRow(body.order_id)).status).toBe('paid');
    const mails = await outbox(s.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: s.email, locale: 'es' });
    expect(mails[0].subject).toContain(String(body.order_id));
    expect(mails[0].text).toContain('1 × Kettle');
  });

  it('is not sent for a declined or expired payment', async () => {
    const s = await shop();
    const declined = await startPayment(s.websiteId, s.product, 1, withEmail(s.email));
    await testDriver.decide(declined.ref, 'failed');
    const hook = await testDriver.webhook(s.websiteId, declined.ref);
    await postWebhook('test', s.websiteId, hook.body, hook.headers);
    const unpaid = await startPayment(s.websiteId, s.product, 1, withEmail(s.email));
    await expireNow(unpaid.body.order_id);
    expect((await orderRow(declined.body.order_id)).status).toBe('failed');
    expect((await orderRow(unpaid.body.order_id)).status).toBe('expired');
    expect(await outbox(s.email)).toEqual([]);
  });

  it('is sent when the expiry cron finds the payment succeeded, and when it succeeds after expiry', async () => {
    const s = await shop();
    const missed = await startPayment(s.websiteId, s.product, 1, withEmail(s.email));
    await testDriver.decide(missed.ref, 'succeeded');
    await expireNow(missed.body.order_id);
    expect((await orderRow(missed.body.order_id)).status).toBe('paid');
    expect(await outbox(s.email)).toHaveLength(1);

    const late = await startPayment(s.websiteId, s.product, 1, withEmail(s.email));
    await expireNow(late.body.order_id);
    await testDriver.decide(late.ref, 'succeeded');
    const hook = await testDriver.webhook(s.websiteId, late.ref);
    expect(await (await postWebhook('test', s.websiteId, hook.body, hook.headers)).json()).toMatchObject({ outcome: 'late_paid' });
    const mails = await outbox(s.email);
    expect(mails.map((m) => m.subject.includes(String(late.body.order_id)))).toEqual([true, false]);
  });

  it('is not sent when a cash-on-delivery order is placed, nor on its replay: nobody has paid or confirmed it (#32)', async () => {
    const s = await shop();
    const put = await api('/website/payments', { method: 'PUT', token: s.token, json: { provider: 'cash_on_delivery', currency: 'USD' } });
    expect(put.status).toBe(200);
    const request = { ...redirectCart(s.product, 2), ...withEmail(s.email), payment: { method: 'cash_on_delivery' } };
    const key = newKey();
    const res = await postCheckout(s.websiteId, request, key);
    expect(res.status).toBe(201);
    expect(((await res.json()) as PendingCheckoutResponse).status).toBe('awaiting_payment');
    expect((await postCheckout(s.websiteId, request, key)).headers.get('Idempotent-Replayed')).toBe('true');
    expect(await outbox(s.email)).toEqual([]);
  });

  it('is sent once when the merchant confirms a cash order, asking for the cash; a refused second confirm sends none', async () => {
    const s = await shop();
    const order_id = await cashOrder(s, 2);
    const other = await merchantWithWebsiteFixture();
    expect((await orderAction(other.token, order_id, 'confirm', {})).status).toBe(404);
    expect((await orderAction(s.token, order_id, 'confirm', {})).status).toBe(200);
    expect((await orderAction(s.token, order_id, 'confirm', {})).status).toBe(409);
    const [mail, ...more] = await outbox(s.email);
    expect(more).toEqual([]);
    expect(mail.subject).toContain(String(order_id));
    expect(mail.text).toContain('Please have $50.00 in cash ready');
  });
});

describe('shipping notice from fulfil', () => {
  it('goes to the shopper with the tracking and carrier the merchant entered; a refused fulfil sends none', async () => {
    const s = await shop();
    const res = await postCheckout(s.websiteId, {
      items: [{ product_id: s.product, quantity: 1 }],
      ...withEmail(s.email, 'am'),
      payment: { method: 'card', token: 'tok_test_4242', last4: '4242', exp_month: 12, exp_year: 2099 },
    });
    expect(res.status).toBe(200);
    const { order } = (await res.json()) as { order: { id: number } };
    const other = await merchantWithWebsiteFixture();
    expect((await orderAction(other.token, order.id, 'fulfil', { tracking_number: 'X1', carrier: 'EMS' })).status).toBe(404);
    expect((await orderAction(s.token, order.id, 'fulfil', { tracking_number: 'ET123', carrier: 'EMS' })).status).toBe(200);
    expect((await orderAction(s.token, order.id, 'fulfil', { tracking_number: 'ET999', carrier: 'EMS' })).status).toBe(409);
    const mails = await outbox(s.email);
    expect(mails).toHaveLength(2);
    const notice = mails.find((m) => m.text.includes('ET123'))!;
    expect(notice).toMatchObject({ locale: 'am' });
    expect(notice.text).toContain('አጓጓዥ፦ EMS');
    expect(mails.some((m) => m.text.includes('ET999') || m.text.includes('X1'))).toBe(false);
  });
});

describe('cancellation and refund notices (#34 item 5)', () => {
  const cardOrder = async (s: Awaited<ReturnType<typeof shop>>, locale: string) => {
    const res = await postCheckout(s.websiteId, {
      items: [{ product_id: s.product, quantity: 1 }],
      ...withEmail(s.email, locale),
      payment: { method: 'card', token: 'tok_test_4242', last4: '4242', exp_month: 12, exp_year: 2099 },
    });
    return ((await res.json()) as { order: { id: number } }).order.id;
  };

  it('tell the shopper, in the order’s language, what was refunded and that the order was cancelled', async () => {
    const s = await shop();
    const id = await cardOrder(s, 'am');
    expect((await orderAction(s.token, id, 'refund', { amount: 10, restock: false }, { 'Idempotency-Key': newKey() })).status).toBe(200);
    expect((await orderAction(s.token, id, 'cancel', { restock: true })).status).toBe(200);
    // Newest first: the cancellation, the refund, then the order's confirmation.
    const [cancel, refund, confirmation, ...more] = await outbox(s.email);
    expect(more).toEqual([]);
    expect(confirmation!.subject).toContain('ተረጋግጧል');
    expect(refund).toMatchObject({ locale: 'am', subject: expect.stringContaining(String(id)) });
    expect(refund!.text).toContain('መደብሩ ለትዕዛዝዎ US$10.00 መልሶልዎታል።');
    expect(cancel!.subject).toContain('ተሰርዟል');
    // The cancel gave back what was left of the $25.00.
    expect(cancel!.text).toContain('የUS$15.00 ተመላሽ ተደርጎልዎታል።');
    expect(cancel!.html).toContain('lang="am"');
  });

  it('say nothing was charged when an unpaid cash order is cancelled; a refused action sends nothing', async () => {
    const s = await shop();
    const order_id = await cashOrder(s, 1, 'es');
    const other = await merchantWithWebsiteFixture();
    expect((await orderAction(other.token, order_id, 'cancel', {})).status).toBe(404);
    expect((await orderAction(s.token, order_id, 'refund', { amount: 1 }, { 'Idempotency-Key': newKey() })).status).toBe(409);
    expect((await orderAction(s.token, order_id, 'cancel', {})).status).toBe(200);
    expect((await orderAction(s.token, order_id, 'cancel', {})).status).toBe(409);
    const [mail, ...more] = await outbox(s.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ locale: 'es', subject: `Tu pedido ${order_id} en Fixture shop fue cancelado` });
    expect(mail!.text).toContain('No se te cobró nada por este pedido.');
  });
});

describe("a card order's timeline", () => {
  it('starts with its created event (placed and paid in one step), or a declined one with the reason', async () => {
    const s = await shop();
    const pay = (last4: string) =>
      postCheckout(s.websiteId, {
        items: [{ product_id: s.product, quantity: 1 }],
        ...withEmail(s.email),
        payment: { method: 'card', token: `tok_test_${last4}`, last4, exp_month: 12, exp_year: 2099 },
      });
    const paid = (await (await pay('4242')).json()) as { order: { id: number } };
    expect(await eventsOf(paid.order.id)).toEqual([{ type: 'created', from_status: null, to_status: 'paid', note: '', actor: 'shopper' }]);
    const declined = (await (await pay('0002')).json()) as { order: { id: number } };
    const [event, ...rest] = await eventsOf(declined.order.id);
    expect(rest).toEqual([]);
    expect(event).toMatchObject({ type: 'created', to_status: 'failed', actor: 'shopper' });
    expect(event.note).not.toBe('');
  });
});
