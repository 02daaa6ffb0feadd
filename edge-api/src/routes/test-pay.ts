// The test provider's hosted page, GET|POST /payments/test/pay/{ref} (under /api on our own origin): what Stripe's or
// Chapa's checkout page is for them. POST records the shopper's choice on the provider's side, delivers the signed
// test webhook through our webhook path (payments/webhook.ts, verified like a real one), then sends the shopper to the
// store's return page, which is always on this same origin (never an open redirect). Not a client operation.
import { Hono, type Context } from 'hono';
import { API_PREFIX, STORE_SCOPE_HEADER, TEST_PAY_PATH } from '@app/contracts';
import type { AppEnv } from '../env';
import { clientKey } from '../lib/client';
import { hmacHex, safeEqual } from '../lib/crypto';
import { settleTestPayment, testPayment } from '../db/test-payments';
import { counterKeys, enforce, LIMITS } from '../services/counters';
import { TEST_SIGNATURE_HEADER, testWebhookBody, testWebhookSecret } from '../payments/test';
import { pageLanguage, renderTestMessage, renderTestPage } from '../payments/test-page';
import { receiveWebhook } from '../payments/webhook';

export const testPayRoutes = new Hono<AppEnv>();

const REF = /^tp_[A-Za-z0-9_-]{10,40}$/;
// The page runs no script and loads nothing; its form posts only to itself.
const CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function html(c: Context<AppEnv>, body: string, status: 200 | 400 | 404 = 200) {
  c.header('Content-Security-Policy', CSP);
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(body, status);
}

/**
 * The payment of `ref`; null when there is none, or when the request came through a store's custom domain (the
 * storefront proxy's scope header) and the payment is another store's.
 */
async function scopedPayment(c: Context<AppEnv>, ref: string) {
  const payment = REF.test(ref) ? await testPayment(c.env.CONTROL, ref) : null;
  const scope = c.req.header(STORE_SCOPE_HEADER);
  return payment && (scope === undefined || scope === String(payment.websiteId)) ? payment : null;
}

testPayRoutes.get(`${TEST_PAY_PATH}/:ref`, async (c) => {
  const lng = pageLanguage(c.req.query('locale'));
  const ref = c.req.param('ref');
  const payment = await scopedPayment(c, ref);
  if (!payment) return html(c, renderTestMessage(lng, 'notFound'), 404);
  // The browser reaches this page through the front door, under /api.
  return html(c, renderTestPage(payment, lng, `${API_PREFIX}${TEST_PAY_PATH}/${ref}`));
});

/** The signed event the provider would send, delivered to our own webhook path. */
async function deliverWebhook(c: Context<AppEnv>, websiteId: number, ref: string) {
  const body = testWebhookBody(ref);
  const signature = await hmacHex(await testWebhookSecret(c.env), body);
  const request = new Request(new URL(`/payments/webhooks/test/${websiteId}`, c.req.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [TEST_SIGNATURE_HEADER]: signature },
    body,
  });
  return receiveWebhook(c.env, 'test', websiteId, request, body);
}

testPayRoutes.post(`${TEST_PAY_PATH}/:ref`, async (c) => {
  await enforce(c.env, [[counterKeys.webhookClient(clientKey(c)), LIMITS.webhookClient]]);
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const lng = pageLanguage(typeof form.locale === 'string' ? form.locale : undefined);
  const ref = c.req.param('ref');
  const payment = await scopedPayment(c, ref);
  if (!payment) return html(c, renderTestMessage(lng, 'notFound'), 404);
  const outcome = form.outcome === 'succeeded' || form.outcome === 'failed' ? form.outcome : null;
  if (!outcome || typeof form.secret !== 'string' || !safeEqual(form.secret, payment.formSecret)) {
    return html(c, renderTestMessage(lng, 'invalid'), 400);
  }
  if (await settleTestPayment(c.env.CONTROL, ref, outcome)) await deliverWebhook(c, payment.websiteId, ref);
  // Only ever back to our own origin: the return URL was made by checkout from this origin, and is checked again.
  const back = new URL(payment.returnUrl);
  if (back.origin !== new URL(c.req.url).origin) return html(c, renderTestPage({ ...payment, status: outcome }, lng, ''));
  return c.redirect(back.href, 303);
});
