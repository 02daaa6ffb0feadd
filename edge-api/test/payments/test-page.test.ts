// The test provider's hosted page: shown in the shopper's language, Pay and Decline only with the payment's form
// secret, the outcome delivered as a signed webhook through our own path, then back to the store's return page.
import { describe, expect, it } from 'vitest';
import { testPayment } from '../../src/db/test-payments';
import { counterKeys, LIMITS } from '../../src/services/counters';
import { api, env } from '../helpers';
import { merchantWithWebsiteFixture, productFixture } from '../fixtures';
import { eventsOf, orderRow, startPayment, variantStock } from './helpers';

async function pending() {
  const m = await merchantWithWebsiteFixture();
  const product = await productFixture(m.websiteId, { priceCents: 4200, stock: 3 });
  const { body, ref } = await startPayment(m.websiteId, product);
  return { ...m, product, order: body, ref, payment: (await testPayment(env.CONTROL, ref))! };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  redirect: 'manual' as const,
});

describe('test provider hosted page', () => {
  it('shows the amount with Pay and Decline in en, es and am, under a strict CSP', async () => {
    const p = await pending();
    const en = await api(`/payments/test/pay/${p.ref}?locale=en`);
    expect(en.status).toBe(200);
    expect(en.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await en.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('$42.00');
    expect(html).toContain(`action="/api/payments/test/pay/${p.ref}"`);
    expect(html).toContain(`name="secret" value="${p.payment.formSecret}"`);
    expect(await (await api(`/payments/test/pay/${p.ref}?locale=es`)).text()).toContain('Pago de prueba');
    const am = await (await api(`/payments/test/pay/${p.ref}?locale=am`)).text();
    expect(am).toContain('<html lang="am"');
    expect(am).toContain('የሙከራ ክፍያ');
    expect((await api('/payments/test/pay/tp_doesnotexist0000?locale=am')).status).toBe(404);
  });

  it('refuses a post without the form secret and changes nothing', async () => {
    const p = await pending();
    const res = await api(`/payments/test/pay/${p.ref}`, form({ outcome: 'succeeded', secret: 'guessed' }));
    expect(res.status).toBe(400);
    expect((await testPayment(env.CONTROL, p.ref))!.status).toBe('pending');
    expect((await orderRow(p.order.order_id)).status).toBe('pending');
  });

  it('Pay: records the outcome, delivers the signed webhook (order paid) and returns to the store on our origin', async () => {
    const p = await pending();
    const res = await api(`/payments/test/pay/${p.ref}`, form({ outcome: 'succeeded', secret: p.payment.formSecret, locale: 'en' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`https://api.test/published/${p.domain}/checkout/return?order=${p.order.order_id}`);
    expect((await orderRow(p.order.order_id)).status).toBe('paid');
    expect((await eventsOf(p.order.order_id)).map((e) => [e.type, e.actor])).toEqual([
      ['created', 'shopper'],
      ['paid', 'provider'],
    ]);
    // A second post (back button, double click) changes nothing more.
    await api(`/payments/test/pay/${p.ref}`, form({ outcome: 'failed', secret: p.payment.formSecret }));
    expect((await orderRow(p.order.order_id)).status).toBe('paid');
    expect(await (await api(`/payments/test/pay/${p.ref}?locale=en`)).text()).toContain('This payment is complete.');
  });

  it('Decline: the order fails and its stock comes back', async () => {
    const p = await pending();
    const res = await api(`/payments/test/pay/${p.ref}`, form({ outcome: 'failed', secret: p.payment.formSecret }));
    expect(res.status).toBe(303);
    expect((await orderRow(p.order.order_id)).status).toBe('failed');
    expect(await variantStock(p.product)).toBe(3);
  });
});

describe('payment calls from one address', () => {
  it('are rate-limited like other public writes (429 with Retry-After), webhooks and hosted-page posts alike', async () => {
    const ip = '203.0.113.77';
    await env.CONTROL.prepare(`INSERT OR REPLACE INTO auth_counters (key, count, window_start) VALUES (?, ?, ?)`)
      .bind(counterKeys.webhookClient(ip), LIMITS.webhookClient.max, new Date().toISOString())
      .run();
    const hook = await api('/payments/webhooks/test/1', { method: 'POST', body: '{}', headers: { 'CF-Connecting-IP': ip } });
    expect(hook.status).toBe(429);
    expect(hook.headers.get('Retry-After')).toMatch(/^\d+$/);
    const post = await api('/payments/test/pay/tp_whatever000000', {
      ...form({ outcome: 'succeeded', secret: 'x' }),
      headers: { 'CF-Connecting-IP': ip },
    });
    expect(post.status).toBe(429);
  });

  it('answer 404 for a provider or store id that cannot exist or that the directory does not list, never 5xx', async () => {
    const m = await merchantWithWebsiteFixture();
    expect((await api(`/payments/webhooks/paypal/${m.websiteId}`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await api('/payments/webhooks/test/abc', { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await api('/payments/webhooks/test/999999999', { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await api(`/payments/webhooks/test/${m.websiteId}`, { method: 'POST', body: 'not json' })).status).toBe(401);
  });

  it("through a store's custom domain (the proxy's scope header) shows only that store's payments", async () => {
    const p = await pending();
    const other = await merchantWithWebsiteFixture();
    const scoped = (websiteId: number) => ({ headers: { 'X-Store-Scope': String(websiteId) } });
    expect((await api(`/payments/test/pay/${p.ref}?locale=en`, scoped(other.websiteId))).status).toBe(404);
    const pay = form({ outcome: 'succeeded', secret: p.payment.formSecret, locale: 'en' });
    const refused = await api(`/payments/test/pay/${p.ref}`, {
      ...pay,
      headers: { ...pay.headers, 'X-Store-Scope': String(other.websiteId) },
    });
    expect(refused.status).toBe(404);
    expect((await orderRow(p.order.order_id)).status).toBe('pending');
    expect((await api(`/payments/test/pay/${p.ref}?locale=en`, scoped(p.websiteId))).status).toBe(200);
    const paid = await api(`/payments/test/pay/${p.ref}`, { ...pay, headers: { ...pay.headers, 'X-Store-Scope': String(p.websiteId) } });
    expect(paid.status).toBe(303);
    expect((await orderRow(p.order.order_id)).status).toBe('paid');
  });
});
