// Shopper email (#17, DESIGN §18): the confirmation a checkout sends, in the order's language, into the local outbox;
// the shipping notice the order lifecycle sends; GET /__dev/email gated by DEV_ROUTES; the production sender (Resend)
// faked at its HTTP boundary.
import { describe, expect, it } from 'vitest';
import type { CheckoutResponse, DevEmail } from '@app/contracts';
import { app } from '../src/app';
import { getEmailSender, resendSender } from '../src/email/sender';
import { sendOrderConfirmation, sendShippingNotice } from '../src/email/notify';
import { api, env, unique } from './helpers';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { ADDRESS, cart, newKey, postCheckout } from './checkout-fixtures';

const outbox = async (to: string) =>
  ((await (await api(`/__dev/email?to=${encodeURIComponent(to)}`)).json()) as { messages: DevEmail[] }).messages;

async function order(locale: 'en' | 'es' | 'am', over: Record<string, unknown> = {}, key = newKey()) {
  const m = await merchantWithWebsiteFixture();
  const p = await productFixture(m.websiteId, { priceCents: 1250, stock: 9, name: 'Lamp' });
  const email = `${unique('shopper')}@example.com`;
  const body = cart([{ product_id: p, quantity: 2 }]);
  const request = { ...body, customer: { ...body.customer, email, locale, ...over } };
  const res = await postCheckout(m.websiteId, request, key);
  expect(res.status).toBe(200);
  return { m, email, request, body: (await res.json()) as CheckoutResponse };
}

describe('order confirmation email', () => {
  it.each([
    ['en', 'is confirmed', 'Order number: ', 'Total: $25.00', 'Shipping to', 'Ethiopia'],
    ['es', 'está confirmado', 'Número de pedido: ', 'Total: 25,00', 'Dirección de envío', 'Etiopía'],
    ['am', 'ተረጋግጧል', 'የትዕዛዝ ቁጥር፦ ', 'ጠቅላላ፦', 'የሚላክበት አድራሻ', 'ኢትዮጵያ'],
  ] as const)(
    'is written in the order language (%s), with number, lines, total and address',
    async (locale, subject, number, total, shipTo, country) => {
      const { email, body } = await order(locale);
      const [mail, ...more] = await outbox(email);
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ to: email, locale });
      expect(mail.subject).toContain(subject);
      expect(mail.subject).toContain(String(body.order.id));
      for (const part of [`${number}${body.order.id}`, '2 × Lamp', total, shipTo, ADDRESS.line1, `1000 ${ADDRESS.city}`, country]) {
        expect(mail.text, part).toContain(part);
        expect(mail.html, part).toContain(part);
      }
      expect(mail.html).toContain(`<html lang="${locale}">`);
    },
  );

  it('escapes what the shopper typed in the HTML, and a replayed checkout sends nothing again', async () => {
    const key = newKey();
    const evil = '<img src=x onerror=alert(1)>';
    const { m, email, request, body } = await order('en', { name: evil, shipping_address: { ...ADDRESS, line1: '"><b>1 Road</b>' } }, key);
    const [mail] = await outbox(email);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain(evil);
    const replay = await postCheckout(m.websiteId, request, key);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await replay.json()) as CheckoutResponse).order.id).toBe(body.order.id);
    expect(await outbox(email)).toHaveLength(1);
  });

  it('sends nothing for a declined card, and nothing for another store’s order', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { priceCents: 100, stock: 9 });
    const email = `${unique('declined')}@example.com`;
    const body = cart([{ product_id: p, quantity: 1 }], '0002');
    const res = await postCheckout(m.websiteId, { ...body, customer: { ...body.customer, email } });
    expect(res.status).toBe(402);
    expect(await outbox(email)).toEqual([]);
    const other = await merchantWithWebsiteFixture();
    const placed = await order('en');
    expect(await sendOrderConfirmation(env, { id: placed.body.order.id, website_id: other.websiteId })).toBe(false);
    expect(await outbox(placed.email)).toHaveLength(1);
  });
});

describe('shipping notice email', () => {
  it('carries the tracking number and carrier in the shopper language; another store cannot send it', async () => {
    const { m, email, body } = await order('am');
    const ref = { id: body.order.id, website_id: m.websiteId };
    const other = await merchantWithWebsiteFixture();
    expect(await sendShippingNotice(env, { ...ref, website_id: other.websiteId, tracking_number: 'X' })).toBe(false);
    expect(await sendShippingNotice(env, { ...ref, tracking_number: 'ET123<4>', carrier: 'EMS' })).toBe(true);
    const [notice] = await outbox(email);
    expect(notice.subject).toContain('በመንገድ ላይ ነው');
    expect(notice.text).toContain('የመከታተያ ቁጥር፦ ET123<4>');
    expect(notice.text).toContain('አጓጓዥ፦ EMS');
    expect(notice.html).toContain('ET123&lt;4&gt;');
  });
});

describe('GET /__dev/email', () => {
  it('lists one address newest first, case-insensitively; asks for an address', async () => {
    const to = `${unique('dev')}@example.com`;
    const sender = getEmailSender(env);
    await sender.send({ to, subject: 'one', text: '1', html: '<p>1</p>', locale: 'en' });
    await sender.send({ to: `x${to}`, subject: 'other', text: '', html: '', locale: 'en' });
    await sender.send({ to: to.toUpperCase(), subject: 'two', text: '2', html: '<p>2</p>', locale: 'es' });
    expect((await outbox(to.toUpperCase())).map((m) => m.subject)).toEqual(['two', 'one']);
    expect((await api('/__dev/email')).status).toBe(400);
  });

  it.each(['false', '', 'TRUE'])('is absent (404) when DEV_ROUTES=%j', async (flag) => {
    const res = await app.request('/__dev/email?to=a@example.com', {}, { ...env, DEV_ROUTES: flag });
    expect(res.status).toBe(404);
  });
});

describe('the production sender', () => {
  it("posts Resend's documented request with the key, and fails loudly on a refusal or missing secrets", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let status = 200;
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ id: 'em_1' }), { status });
    }) as unknown as typeof fetch;
    const configured = { ...env, RESEND_API_KEY: 're_test_key', EMAIL_FROM: 'Shop <orders@shop.example>' };
    const message = { to: 'ada@example.com', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>', locale: 'en' };
    await resendSender(configured, fake).send(message);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('https://api.resend.com/emails');
    expect(calls[0].init.method).toBe('POST');
    expect(new Headers(calls[0].init.headers).get('Authorization')).toBe('Bearer re_test_key');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      from: 'Shop <orders@shop.example>',
      to: ['ada@example.com'],
      subject: 'Hi',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    status = 422;
    await expect(resendSender(configured, fake).send(message)).rejects.toThrow('Resend answered 422');
    await expect(resendSender(env, fake).send(message)).rejects.toThrow('RESEND_API_KEY');
    expect(() => getEmailSender({ ...env, EMAIL_PROVIDER: 'smtp' })).toThrow('Unknown EMAIL_PROVIDER');
    expect(getEmailSender({ ...env, EMAIL_PROVIDER: 'resend' })).toBeTruthy();
  });
});
