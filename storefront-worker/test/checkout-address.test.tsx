// Checkout's shopper side (#17): the email and shipping address fields (labels, autofill, limits, error lines, in
// en/es/am), the payment method choice, the return page, and the island logic behind them, tested without a browser.
import type { ErrorDetail } from '@app/contracts/errors';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MethodChoice, MethodPanel, RedirectNote } from '../src/markup/PaymentMethods';
import { customerProblems, serverCustomerProblems } from '../src/client/store/customer-form';
import { destination, placedOrder, safeRedirect } from '../src/client/store/checkout-next';
import { keepPolling, outcomeOf, pollDelay, POLL_CAP_MS } from '../src/client/store/order-poll';
import { paymentFailure } from '../src/client/store/payment-failure';
import { createStore, page } from './fixtures';
import { isNoindex, multilingualStore } from './locale-fixtures';

const FIELDS: [id: string, autocomplete: string, max: number][] = [
  ['sf-ship-email', 'email', 254],
  ['sf-ship-name', 'shipping name', 120],
  ['sf-ship-line1', 'shipping address-line1', 200],
  ['sf-ship-line2', 'shipping address-line2', 200],
  ['sf-ship-city', 'shipping address-level2', 100],
  ['sf-ship-region', 'shipping address-level1', 100],
  ['sf-ship-postal-code', 'shipping postal-code', 20],
];

const openTag = (html: string, id: string) => {
  const at = html.indexOf(`id="${id}"`);
  expect(at, id).toBeGreaterThan(-1);
  return html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1);
};

describe('checkout address markup', () => {
  it('labels every field, names its autofill token and limit, gives it an error line, and submits nothing by itself', async () => {
    const s = await createStore();
    const { html } = await page(`/published/${s.domain}/checkout`);
    for (const [id, autocomplete, max] of FIELDS) {
      const tag = openTag(html, id);
      expect(tag).toContain(`autoComplete="${autocomplete}"`);
      expect(tag).toContain(`maxLength="${max}"`);
      expect(tag).not.toMatch(/ name="/);
      expect(html).toContain(`<label for="${id}">`);
      expect(html).toContain(`<p class="sf-field__error" id="${id}-error" data-sf-field-error="" hidden="">`);
    }
    expect(openTag(html, 'sf-ship-email')).toContain('type="email"');
    expect(openTag(html, 'sf-ship-email')).toContain('aria-describedby="sf-ship-email-hint"');
    const country = openTag(html, 'sf-ship-country');
    expect(country).toMatch(/^<select /);
    expect(country).toContain('autoComplete="shipping country"');
    expect(html).toMatch(/<option value=""( selected="")?>Choose a country<\/option>/);
    expect(html).toContain('<option value="ET">Ethiopia</option>');
    expect(html).toContain('<legend>Shipping address</legend>');
    // No payment settings: the test provider's card (chosen, its panel shown) and hosted page (checkout-methods.test.ts).
    expect(html).toMatch(/<input type="radio" data-sf-method="" name="sf-method" checked="" value="card"\/>/);
    expect(html).toMatch(/data-sf-method-panel="card"(?! hidden)/);
  });

  it('speaks the shopper language: Amharic labels and country names, Spanish too', async () => {
    const s = await createStore();
    const am = (await page(`/published/${s.domain}/checkout`, { headers: { Cookie: 'appLang=am' } })).html;
    expect(am).toContain('<legend>የመላኪያ አድራሻ</legend>');
    expect(am).toContain('>ኢሜይል</label>');
    expect(am).toContain('<option value="ET">ኢትዮጵያ</option>');
    const es = (await page(`/published/${s.domain}/checkout`, { headers: { Cookie: 'appLang=es' } })).html;
    expect(es).toContain('>Código postal</label>');
    expect(es).toContain('<option value="ES">España</option>');
  });

  it('offers the radios of the methods a store enables, the first chosen, one panel each', () => {
    const t = (k: string, v?: Record<string, unknown>) => (v ? `${k}:${Object.values(v).join()}` : k);
    const html = renderToStaticMarkup(
      <>
        <MethodChoice t={t as never} methods={['redirect', 'cash_on_delivery']} provider="chapa" />
        <MethodPanel method="redirect" first="redirect">
          <RedirectNote t={t as never} provider="chapa" />
        </MethodPanel>
        <MethodPanel method="cash_on_delivery" first="redirect">
          x
        </MethodPanel>
      </>,
    );
    expect(html).toContain('<legend>checkout.shop_method</legend>');
    const radios = html.match(/<input type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(2);
    expect(radios[0]).toContain('value="redirect"');
    expect(radios[0]).toContain('checked=""');
    expect(radios[1]).toContain('value="cash_on_delivery"');
    expect(radios[1]).not.toContain('checked');
    for (const r of radios) expect(r).toContain('name="sf-method"');
    expect(html).toContain('checkout.shop_methodRedirect:Chapa');
    expect(html).toContain('checkout.shop_redirectNote:Chapa');
    expect(html).toContain('data-sf-method-panel="cash_on_delivery" hidden=""');
    expect(renderToStaticMarkup(<MethodChoice t={t as never} methods={['card']} provider="test" />)).toBe('');
  });
});

describe('the return page', () => {
  it('is a server-rendered shell for its island: a live region, no order in it, noindex, also under a locale prefix', async () => {
    const s = await multilingualStore();
    const res = await page(`${s.root}/checkout/return?order=12`);
    expect(res.res.status).toBe(200);
    expect(res.html).toMatch(/<p class="sr-only" role="status" aria-live="polite" data-sf-live="">Confirming your payment…<\/p>/);
    expect(res.html).toContain('Back to checkout');
    expect(res.html).toMatch(/\/_sf\/[0-9a-f]+\/return\.js/);
    expect(isNoindex(res.html)).toBe(true);
    const am = await page(`${s.root}/am/checkout/return?order=12`);
    expect(am.res.status).toBe(200);
    expect(am.html).toContain('ክፍያዎን በማረጋገጥ ላይ…');
    expect(am.html).toContain(`href="${s.root}/am/checkout"`);
    expect((await page(`${s.root}/checkout/return/more`)).res.status).toBe(404);
  });
});

describe('checkout island logic', () => {
  const good = {
    email: 'ada@example.com',
    name: 'Ada',
    line1: '1 Bole Rd',
    line2: '',
    city: 'Addis',
    region: '',
    postal_code: '1000',
    country: 'ET',
  };

  it('checks every address field at once, in display order, with a message key each', () => {
    expect(customerProblems(good)).toEqual([]);
    const bad = { ...good, email: 'ada@', name: ' ', city: 'x'.repeat(101), postal_code: '<1>', country: '' };
    expect(customerProblems(bad)).toEqual([
      { field: 'email', key: 'checkout.errors.shop_emailInvalid' },
      { field: 'name', key: 'checkout.errors.shop_required' },
      { field: 'city', key: 'checkout.errors.shop_tooLong' },
      { field: 'postal_code', key: 'checkout.errors.shop_postalCode' },
      { field: 'country', key: 'checkout.errors.shop_country' },
    ]);
    expect(customerProblems({ ...good, email: '' })[0]).toEqual({ field: 'email', key: 'checkout.errors.shop_email' });
    // No postal codes in the UAE: none asked for.
    expect(customerProblems({ ...good, postal_code: '', country: 'AE' })).toEqual([]);
  });

  it("puts the API's 400 at the fields it names", () => {
    const detail: ErrorDetail[] = [
      { loc: ['body', 'customer', 'email'], msg: '', rule: 'emailInvalid' },
      { loc: ['body', 'customer', 'shipping_address', 'line1'], msg: '', rule: 'isRequired' },
      { loc: ['body', 'customer', 'shipping_address', 'line1'], msg: '', rule: 'tooLong' },
      { loc: ['body', 'items', '0'], msg: '' },
    ];
    const failure = paymentFailure(400, { code: 'validation_failed', detail }, []);
    expect(failure.customer).toEqual(serverCustomerProblems(detail));
    expect(failure.customer).toEqual([
      { field: 'email', key: 'checkout.errors.shop_emailInvalid' },
      { field: 'line1', key: 'checkout.errors.shop_required' },
    ]);
    expect(paymentFailure(400, { code: 'validation_failed', detail: [detail[3]] }, []).customer).toBeUndefined();
    // A method the store no longer takes says so, not "try again".
    const method = [{ loc: ['body', 'payment', 'method'], msg: 'x', rule: 'paymentMethodUnavailable' as const }];
    expect(paymentFailure(400, { code: 'validation_failed', detail: method }, [])).toEqual({ key: 'checkout.shop_unavailable', lines: [] });
  });

  it('follows a card order to the success page, a pending one to the return page, a redirect only over https or here', () => {
    const origin = 'https://shop.example';
    const card = placedOrder(200, { order: { id: 7, status: 'paid' }, status_token: 'tok' })!;
    expect(destination(card, '/published/x', origin)).toBe('/published/x/checkout/success?order=7');
    const cod = placedOrder(201, { order_id: 8, status: 'awaiting_payment', next: { type: 'none' }, status_token: 't' })!;
    expect(destination(cod, '/es', origin)).toBe('/es/checkout/success?order=8');
    const wait = placedOrder(201, { order_id: 9, status: 'pending', next: { type: 'await_customer' }, status_token: 't' })!;
    expect(destination(wait, '', origin)).toBe('/checkout/return?order=9');
    const go = (url: string) =>
      destination(placedOrder(201, { order_id: 1, status: 'pending', next: { type: 'redirect', url } })!, '', origin);
    expect(go('https://checkout.stripe.com/c/pay/cs_1')).toBe('https://checkout.stripe.com/c/pay/cs_1');
    expect(go('/api/payments/test/pay/1')).toBe('https://shop.example/api/payments/test/pay/1');
    for (const url of ['javascript:alert(1)', 'http://evil.example/', 'data:text/html,x', '//evil.example/x']) {
      expect(safeRedirect(url, origin), url).toBe(url === '//evil.example/x' ? 'https://evil.example/x' : null);
    }
    expect(safeRedirect('http://evil.example/', 'http://localhost:8787')).toBeNull();
    expect(safeRedirect('/checkout/return?order=1', 'http://localhost:8787')).toBe('http://localhost:8787/checkout/return?order=1');
    expect(placedOrder(402, { order: { id: 7, status: 'failed' } })).toBeNull();
    expect(placedOrder(201, { order_id: '7', status: 'pending' })).toBeNull();
    expect(placedOrder(201, { order_id: 7, status: 'pending', next: { type: 'redirect' } })).toBeNull();
  });

  it('polls with backoff for at most 2 minutes, and reads each status', () => {
    expect([0, 1, 2, 3, 10].map(pollDelay)).toEqual([1000, 1500, 2250, 3375, 10000]);
    let elapsed = 0;
    let attempt = 0;
    while (keepPolling(elapsed, attempt)) elapsed += pollDelay(attempt++);
    expect(elapsed).toBeLessThanOrEqual(POLL_CAP_MS);
    expect(attempt).toBeGreaterThan(10);
    expect(['paid', 'fulfilled', 'partially_refunded', 'awaiting_payment'].map(outcomeOf)).toEqual(Array(4).fill('confirmed'));
    expect(['pending', 'failed', 'expired', 'cancelled', undefined].map(outcomeOf)).toEqual([
      'wait',
      'failed',
      'expired',
      'missing',
      'missing',
    ]);
  });
});
