// #32 item 6: a shopper cannot make a store email any address with words of their choosing. Shopper email goes only
// for orders a real provider was paid for or a merchant acted on (test-provider orders only in local development),
// at most SHOPPER_EMAILS_PER_RECIPIENT_PER_DAY a day to one mailbox, and never with the shopper's text in the subject
// or greeting. The outbox is local D1, so each case reads what would have been sent.
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHOPPER_EMAILS_PER_RECIPIENT_PER_DAY, type PendingCheckoutResponse } from '@app/contracts';
import { app } from '../src/app';
import { recipientKey } from '../src/email/recipient';
import { counterKeys } from '../src/services/counters';
import { installFakes } from './fakes/install';
import { BASE, api, randomIp, unique } from './helpers';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { ADDRESS, cart, newKey, postCheckout } from './checkout-fixtures';
import { orderRow, redirectCart } from './payments/helpers';
import { stripeDriver } from './payments/stripe-driver';
import { testDriver } from './payments/test-driver';

/** The production configuration (edge-api/wrangler.toml): no local development, so no DEV_ROUTES. */
const production = { ...env, DEV_ROUTES: 'false' };
const inProduction = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  app.request(
    `${BASE}${path}`,
    {
      method: 'POST',
      body: typeof json === 'string' ? json : JSON.stringify(json),
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': randomIp(), ...headers },
    },
    production,
  );

/** What the outbox holds for one address (as stored: lower case), oldest first. */
const mailsTo = async (to: string) =>
  (
    await env.CONTROL.prepare('SELECT subject, text_body AS text, html_body AS html FROM email_outbox WHERE to_email = ? ORDER BY id')
      .bind(to.toLowerCase())
      .all<{ subject: string; text: string; html: string }>()
  ).results;

async function shop() {
  const m = await merchantWithWebsiteFixture();
  const product = await productFixture(m.websiteId, { priceCents: 2500, stock: 50, name: 'Kettle' });
  return { ...m, product };
}

const cardOrder = (productId: number, email: string, customer: Record<string, unknown> = {}) => {
  const body = cart([{ product_id: productId, quantity: 1 }]);
  return { ...body, customer: { ...body.customer, email, ...customer } };
};

describe('test-provider orders', () => {
  it('send nothing outside local development, card or redirect, however paid', async () => {
    const s = await shop();
    const email = `${unique('victim')}@example.com`;
    const paid = await inProduction(`/stores/${s.websiteId}/checkout`, cardOrder(s.product, email), { 'Idempotency-Key': newKey() });
    expect(paid.status).toBe(200);
    const started = await inProduction(
      `/stores/${s.websiteId}/checkout`,
      redirectCart(s.product, 1, { customer: { ...redirectCart(0).customer, email } }),
      { 'Idempotency-Key': newKey() },
    );
    expect(started.status).toBe(201);
    const { order_id } = (await started.json()) as PendingCheckoutResponse;
    const ref = (await orderRow(order_id)).provider_ref!;
    await testDriver.decide(ref, 'succeeded');
    const hook = await testDriver.webhook(s.websiteId, ref);
    expect((await inProduction(`/payments/webhooks/test/${s.websiteId}`, hook.body, hook.headers)).status).toBe(200);
    expect((await orderRow(order_id)).status).toBe('paid');
    expect(await mailsTo(email)).toEqual([]);
    // The same card order in local development is mailed (DEV_ROUTES=true, as edge-api/.dev.vars sets).
    expect((await postCheckout(s.websiteId, cardOrder(s.product, email))).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('orders paid through a real provider', () => {
  const stripe = stripeDriver();
  let restore: () => void;
  beforeEach(() => {
    restore = installFakes(stripe.fake!);
  });
  afterEach(() => restore());

  it('send one confirmation once Stripe says the order is paid, in the production configuration', async () => {
    const s = await shop();
    await stripe.setup(s);
    const email = `${unique('buyer')}@example.com`;
    const started = await postCheckout(s.websiteId, redirectCart(s.product, 1, { customer: { ...redirectCart(0).customer, email } }));
    expect(started.status).toBe(201);
    const { order_id } = (await started.json()) as PendingCheckoutResponse;
    expect(await mailsTo(email)).toEqual([]);
    const ref = (await orderRow(order_id)).provider_ref!;
    await stripe.decide(ref, 'succeeded');
    const hook = await stripe.webhook(s.websiteId, ref);
    expect((await inProduction(`/payments/webhooks/stripe/${s.websiteId}`, hook.body, hook.headers)).status).toBe(200);
    expect((await orderRow(order_id)).status).toBe('paid');
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(String(order_id));
  });
});

describe('cash on delivery', () => {
  it('sends nothing when the shopper places the order, one confirmation when the merchant confirms it', async () => {
    const s = await shop();
    const put = await api('/website/payments', { method: 'PUT', token: s.token, json: { provider: 'cash_on_delivery', currency: 'USD' } });
    expect(put.status).toBe(200);
    const email = `${unique('cod')}@example.com`;
    const res = await postCheckout(s.websiteId, {
      ...redirectCart(s.product, 1, { customer: { ...redirectCart(0).customer, email } }),
      payment: { method: 'cash_on_delivery' },
    });
    expect(res.status).toBe(201);
    expect(await mailsTo(email)).toEqual([]);
    const { order_id } = (await res.json()) as PendingCheckoutResponse;
    const confirm = await inProduction(`/orders/${order_id}/confirm`, {}, { Authorization: `Bearer ${s.token}` });
    expect(confirm.status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('mails per recipient', () => {
  it(`stop at ${SHOPPER_EMAILS_PER_RECIPIENT_PER_DAY} a day for one mailbox, however its address is spelled`, async () => {
    const s = await shop();
    const name = unique('inbox');
    const spelled = (i: number) => (i % 2 ? `${name}+${i}@Example.com` : `${name.toUpperCase()}@example.com`);
    for (let i = 0; i <= SHOPPER_EMAILS_PER_RECIPIENT_PER_DAY; i++) {
      expect((await postCheckout(s.websiteId, cardOrder(s.product, spelled(i)))).status).toBe(200);
    }
    const sent = await env.CONTROL.prepare(`SELECT count(*) AS n FROM email_outbox WHERE to_email LIKE ?`)
      .bind(`${name}%`)
      .first<number>('n');
    console.log(`mails per recipient: ${SHOPPER_EMAILS_PER_RECIPIENT_PER_DAY + 1} paid orders to one mailbox, ${sent} mails sent`);
    expect(sent).toBe(SHOPPER_EMAILS_PER_RECIPIENT_PER_DAY);
    // Another mailbox is not affected; the next day (the window moved back, not waited for) this one is mailed again.
    const other = `${unique('other')}@example.com`;
    expect((await postCheckout(s.websiteId, cardOrder(s.product, other))).status).toBe(200);
    expect(await mailsTo(other)).toHaveLength(1);
    await env.CONTROL.prepare('UPDATE auth_counters SET window_start = ? WHERE key = ?')
      .bind(new Date(Date.now() - 25 * 3600_000).toISOString(), counterKeys.emailRecipient(recipientKey(spelled(0))))
      .run();
    expect((await postCheckout(s.websiteId, cardOrder(s.product, spelled(0)))).status).toBe(200);
    const after = await env.CONTROL.prepare(`SELECT count(*) AS n FROM email_outbox WHERE to_email LIKE ?`)
      .bind(`${name}%`)
      .first<number>('n');
    expect(after).toBe(SHOPPER_EMAILS_PER_RECIPIENT_PER_DAY + 1);
  });
});

describe('what the shopper typed', () => {
  it.each([
    ['en', 'Hello,'],
    ['es', 'Hola:'],
    ['am', 'ሰላም፣'],
  ] as const)('is never in the subject or greeting (%s); the address is listed as data, escaped', async (locale, greeting) => {
    const s = await shop();
    const email = `${unique('typed')}@example.com`;
    const name = 'Claim your prize at https://evil.example <b>now</b>';
    const line1 = 'Call +1 202 555 0100 to win';
    const res = await postCheckout(s.websiteId, cardOrder(s.product, email, { name, locale, shipping_address: { ...ADDRESS, line1 } }));
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(email);
    for (const typed of [name, line1, 'evil.example', 'Claim', '555']) expect(mail.subject).not.toContain(typed);
    const [first] = mail.text.split('\n\n');
    expect(first).toBe(greeting);
    expect(mail.html).toContain(`<p>${greeting}</p>`);
    expect(mail.text).toContain(line1);
    expect(mail.html).toContain('Claim your prize at https://evil.example &lt;b&gt;now&lt;/b&gt;');
  });
});
