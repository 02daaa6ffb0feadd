// A provider that ships nowhere: "fakepay", both halves written here and registered for this file only, the way a new
// provider is added (README "Add a payment provider": a descriptor, a server half, one line in each list). It keeps the
// whole provider contract (checkout, webhooks, the expiry cron, late payments, refunds) through the real routes on
// real D1, and the payment settings take it with its own currencies and key checks: nothing else had to know it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderDescriptor, ReasonCode } from '@app/contracts';
import { hmacHex, safeEqual } from '../../src/lib/crypto';
import { callProvider } from '../../src/payments/http';
import type { PaymentAdapter, ProviderPaymentStatus, ProviderServer } from '../../src/payments/provider';
import { registerProvider } from '../../src/payments/providers';
import { cart, postCheckout, stockOf } from '../checkout-fixtures';
import { fakeId, json, RecordingFake } from '../fakes/install';
import { merchantWithWebsiteFixture, productFixture } from '../fixtures';
import { api } from '../helpers';
import { providerContract, saveAccount, type ProviderDriver } from './contract';

const API = 'https://api.fakepay.test';
const SIGNATURE = 'Fakepay-Signature';

// ---- The provider's browser-safe half: what contracts' payment-providers/<id>.ts would hold. ----
const fakepay: ProviderDescriptor = {
  id: 'fakepay',
  brand: 'FakePay',
  currencies: ['USD', 'EUR'],
  methods: ['redirect'],
  credentials: { secret_key: { prefixes: ['fk_'] }, webhook_secret: { prefixes: ['fkwh_'] } },
};

// ---- Its server half: what edge-api's payments/<id>.ts would hold. ----
interface Payment {
  id: string;
  url: string;
  status: 'open' | 'paid' | 'declined' | 'expired';
  amount_cents: number;
  currency: string;
  refunded_cents: number;
}

const STATUS: Record<Payment['status'], ProviderPaymentStatus> = {
  open: 'pending',
  paid: 'succeeded',
  declined: 'failed',
  expired: 'expired',
};
// What the merchant reads beside the payment: a reason code (contracts reasons.ts), written in their language.
const REASON: Record<ProviderPaymentStatus, ReasonCode> = {
  pending: 'awaiting_payment',
  succeeded: 'approved',
  failed: 'payment_failed',
  expired: 'payment_expired',
};

function fakepayAdapter(secretKey: string): PaymentAdapter {
  const call = (path: string, init: RequestInit = {}) =>
    callProvider('fakepay', fetch, `${API}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/json', ...init.headers },
    });
  return {
    id: 'fakepay' as never,
    async createPayment(input) {
      const body = JSON.stringify({ amount_cents: input.amountCents, currency: input.currency, return_url: input.returnUrl });
      const p = (await call('/payments', { method: 'POST', body, headers: { 'Idempotency-Key': input.idempotencyKey } })) as Payment;
      return { providerRef: p.id, next: { type: 'redirect', url: p.url } };
    },
    async parseWebhook(request, rawBody, secret) {
      if (!safeEqual(request.headers.get(SIGNATURE) ?? '', await hmacHex(secret, rawBody))) return null;
      const e = JSON.parse(rawBody) as { id?: unknown; payment?: unknown };
      return typeof e.id === 'string' && typeof e.payment === 'string' ? { eventId: e.id, providerRef: e.payment } : null;
    },
    async fetchStatus(ref) {
      const p = (await call(`/payments/${encodeURIComponent(ref)}`)) as Payment;
      const status = STATUS[p.status];
      return { status, amountCents: status === 'succeeded' ? p.amount_cents : 0, currency: p.currency, reason: REASON[status] };
    },
    async refund(ref, amountCents, idempotencyKey) {
      const body = JSON.stringify({ amount_cents: amountCents });
      const r = (await call(`/payments/${encodeURIComponent(ref)}/refunds`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }).catch(() => null)) as { id: string } | null;
      return r ? { refundRef: r.id, status: 'succeeded' } : { refundRef: '', status: 'failed' };
    },
  };
}

const fakepayServer: ProviderServer = { adapter: (_env, s) => (s.credentials ? fakepayAdapter(s.credentials.secret_key) : null) };

// ---- The provider's API, faked at its HTTP boundary (what test/fakes/<id>.ts would hold). ----
class FakepayFake extends RecordingFake {
  readonly payments = new Map<string, Payment>();
  private readonly created = new Map<string, Payment>();

  constructor() {
    super('fk_test_secret_0001', API);
  }

  protected unauthorized() {
    return json(401, { error: 'bad key' });
  }

  protected serve(request: Request, url: URL, body: string): Response {
    const key = request.headers.get('Idempotency-Key') ?? '';
    const input = body ? (JSON.parse(body) as { amount_cents: number; currency: string }) : null;
    if (request.method === 'POST' && url.pathname === '/payments') {
      const id = fakeId('fp_');
      const p = this.created.get(key) ?? {
        id,
        url: `https://pay.fakepay.test/${id}`,
        status: 'open',
        amount_cents: input!.amount_cents,
        currency: input!.currency,
        refunded_cents: 0,
      };
      this.created.set(key, p);
      this.payments.set(p.id, p);
      return json(200, p);
    }
    const [, id, refunds] = /^\/payments\/([^/]+)(\/refunds)?$/.exec(url.pathname) ?? [];
    const p = id ? this.payments.get(decodeURIComponent(id)) : undefined;
    if (!p) return json(404, { error: 'no such payment' });
    if (request.method === 'GET' && !refunds) return json(200, p);
    if (p.status !== 'paid' || p.refunded_cents + input!.amount_cents > p.amount_cents) return json(400, { error: 'cannot refund that' });
    p.refunded_cents += input!.amount_cents;
    return json(200, { id: fakeId('fr_') });
  }
}

const webhookSecret = (websiteId: number) => `fkwh_store_${websiteId}`;

function fakepayDriver(fake = new FakepayFake()): ProviderDriver {
  return {
    provider: 'fakepay',
    expiresPayments: true,
    fake,
    setup: saveAccount('fakepay', 'USD', fake.secretKey, webhookSecret),
    async decide(ref, outcome) {
      fake.payments.get(ref)!.status = outcome === 'succeeded' ? 'paid' : outcome === 'failed' ? 'declined' : 'expired';
    },
    // Its events name the payment and no state, so a claim has nothing to say in them (the state is always asked).
    async webhook(websiteId, ref, opts = {}) {
      const body = JSON.stringify({ id: fakeId('evt_'), payment: ref });
      return { body, headers: { [SIGNATURE]: await hmacHex(opts.secret ?? webhookSecret(websiteId), body) } };
    },
    refunded: async (ref) => fake.payments.get(ref)!.refunded_cents,
  };
}

let unregister: () => void;
beforeAll(() => {
  unregister = registerProvider(fakepay, fakepayServer);
});
afterAll(() => unregister());

providerContract(fakepayDriver());

describe('a provider added by its descriptor and server half', () => {
  it('is offered by the payment settings with its own currencies, key checks and webhook URL', async () => {
    const m = await merchantWithWebsiteFixture();
    const put = (body: unknown) => api('/website/payments', { method: 'PUT', token: m.token, json: body });
    const credentials = { secret_key: 'fk_test_secret_0001', webhook_secret: 'fkwh_secret_0001' };
    const wrongKey = await put({ provider: 'fakepay', currency: 'USD', credentials: { ...credentials, secret_key: 'sk_test_notfakepay' } });
    expect(wrongKey.status).toBe(400);
    expect(JSON.stringify(await wrongKey.json())).toContain('fk_');
    expect((await put({ provider: 'fakepay', currency: 'ETB', credentials })).status).toBe(400);
    const saved = await put({ provider: 'fakepay', currency: 'EUR', credentials });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      provider: 'fakepay',
      currency: 'EUR',
      credentials_status: 'stored',
      credentials: { secret_key_hint: '0001', webhook_secret_hint: '0001' },
      webhook_paths: { fakepay: `/api/payments/webhooks/fakepay/${m.websiteId}` },
    });
  });

  it('takes no card checkout, which its descriptor does not list', async () => {
    const m = await merchantWithWebsiteFixture();
    await fakepayDriver().setup(m);
    const product = await productFixture(m.websiteId, { priceCents: 2500, stock: 5 });
    const res = await postCheckout(m.websiteId, cart([{ product_id: product, quantity: 1 }]));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ detail: [{ loc: ['body', 'payment', 'method'], rule: 'paymentMethodUnavailable' }] });
    expect(await stockOf(product)).toBe(5);
  });
});
