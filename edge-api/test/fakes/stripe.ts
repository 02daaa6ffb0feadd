// A Stripe API fake that speaks what the adapter uses, as Stripe documents it: form-encoded requests with a bearer
// secret key, Checkout Sessions (create, retrieve with expand[]=payment_intent), refunds against the PaymentIntent,
// Idempotency-Key replay, Stripe's error bodies, and webhooks signed `t=...,v1=HMAC-SHA256(t.body)`. Tests drive the
// outcome: pay, fail (a delayed method that gives up), expire.
import { hmacHex } from '../../src/lib/crypto';
import { fakeId, json, RecordingFake } from './install';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
  locale: string | null;
  customer_email: string | null;
  payment_intent: string | null;
}

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  status: 'succeeded' | 'requires_payment_method' | 'processing';
  amount: number;
  amount_refunded: number;
  last_payment_error: { code: string; message: string } | null;
}

const stripeError = (status: number, message: string, code?: string, type = 'invalid_request_error') =>
  json(status, { error: { type, message, ...(code && { code }) } });

export class StripeFake extends RecordingFake {
  readonly sessions = new Map<string, FakeSession>();
  readonly intents = new Map<string, FakeIntent>();
  readonly refunds: { id: string; payment_intent: string; amount: number; status: string }[] = [];
  /** Paths whose requests fail on the way for now (a connection lost); Stripe's own answers stay as documented. */
  readonly unreachable = new Set<string>();
  /** First answers by Idempotency-Key, kept as text: a Response belongs to the request that made it (workerd). */
  private readonly replays = new Map<string, { body: string; status: number; answer: string }>();

  constructor(secretKey = 'sk_test_fake_4242', origin = 'https://stripe.fake') {
    super(secretKey, origin);
  }

  protected unauthorized() {
    return stripeError(401, 'Invalid API Key provided', undefined, 'authentication_error');
  }

  /** Idempotency as Stripe keeps it: the same key replays the first answer; with other parameters it is an error. */
  protected async serve(request: Request, url: URL, body: string): Promise<Response> {
    // Lost before Stripe saw it: nothing is saved under its key, so a retry with the same key is a new request.
    if (this.unreachable.has(url.pathname)) throw new TypeError('Network connection lost.');
    const key = request.method === 'POST' ? request.headers.get('Idempotency-Key') : null;
    const seen = key ? this.replays.get(key) : undefined;
    if (seen && seen.body !== body) {
      return stripeError(
        400,
        'Keys for idempotent requests can only be used with the same parameters',
        'idempotency_error',
        'idempotency_error',
      );
    }
    if (seen) return new Response(seen.answer, { status: seen.status, headers: { 'Content-Type': 'application/json' } });
    const answer = this.route(request.method, url, new URLSearchParams(body));
    if (key) this.replays.set(key, { body, status: answer.status, answer: await answer.clone().text() });
    return answer;
  }

  private route(method: string, url: URL, form: URLSearchParams): Response {
    const path = url.pathname;
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(form);
    const m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && m) return this.retrieve(decodeURIComponent(m[1]!), url.searchParams.getAll('expand[]'));
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(form);
    // The account's balance: a read any valid secret key may make (what a saved key is checked with).
    if (method === 'GET' && path === '/v1/balance') {
      return json(200, { object: 'balance', available: [{ amount: 0, currency: 'usd' }], pending: [], livemode: false });
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path})`);
  }

  private createSession(form: URLSearchParams): Response {
    const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
    const quantity = Number(form.get('line_items[0][quantity]'));
    const currency = form.get('line_items[0][price_data][currency]');
    const expiresAt = Number(form.get('expires_at') ?? Math.floor(Date.now() / 1000) + 86_400);
    const now = Math.floor(Date.now() / 1000);
    if (form.get('mode') !== 'payment') return stripeError(400, 'Missing required param: mode.', 'parameter_missing');
    if (!form.get('success_url')) return stripeError(400, 'Missing required param: success_url.', 'parameter_missing');
    if (!currency || !Number.isInteger(amount) || amount < 1 || !Number.isInteger(quantity) || quantity < 1) {
      return stripeError(400, 'Invalid line_items', 'parameter_invalid_integer');
    }
    if (expiresAt < now + 1800 - 5 || expiresAt > now + 86_400) {
      return stripeError(400, 'The `expires_at` timestamp must be between 30 minutes and 24 hours from now.', 'parameter_invalid_integer');
    }
    const id = fakeId('cs_test_');
    const metadata: Record<string, string> = {};
    for (const [k, v] of form) {
      const meta = /^metadata\[(.+)\]$/.exec(k);
      if (meta) metadata[meta[1]!] = v;
    }
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.fake/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount * quantity,
      currency,
      client_reference_id: form.get('client_reference_id'),
      metadata,
      success_url: form.get('success_url')!,
      cancel_url: form.get('cancel_url'),
      expires_at: expiresAt,
      locale: form.get('locale'),
      customer_email: form.get('customer_email'),
      payment_intent: null,
    };
    this.sessions.set(id, session);
    return json(200, session);
  }

  private retrieve(id: string, expand: string[]): Response {
    const s = this.sessions.get(id);
    if (!s) return stripeError(404, `No such checkout.session: '${id}'`, 'resource_missing');
    const pi = s.payment_intent && expand.includes('payment_intent') ? this.intents.get(s.payment_intent) : s.payment_intent;
    return json(200, { ...s, payment_intent: pi });
  }

  private createRefund(form: URLSearchParams): Response {
    const pi = this.intents.get(form.get('payment_intent') ?? '');
    if (!pi) return stripeError(404, `No such payment_intent: '${form.get('payment_intent')}'`, 'resource_missing');
    if (pi.status !== 'succeeded')
      return stripeError(400, 'This PaymentIntent has no successful charge to refund.', 'charge_not_refundable');
    const left = pi.amount - pi.amount_refunded;
    const amount = form.has('amount') ? Number(form.get('amount')) : left;
    if (left === 0) return stripeError(400, 'Charge has already been refunded.', 'charge_already_refunded');
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      return stripeError(400, `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, 'amount_too_large');
    }
    pi.amount_refunded += amount;
    const refund = { id: fakeId('re_'), object: 'refund', payment_intent: pi.id, amount, currency: 'usd', status: 'succeeded' };
    this.refunds.push(refund);
    return json(200, refund);
  }

  private session(id: string): FakeSession {
    const s = this.sessions.get(id);
    if (!s) throw new Error(`StripeFake: no session ${id}`);
    return s;
  }

  /** Completes the session with a PaymentIntent in `status` (what Stripe shows after the shopper's attempt). */
  private complete(sessionId: string, status: FakeIntent['status'], error: string | null): FakeSession {
    const s = this.session(sessionId);
    // Only an open session takes the shopper's attempt: an expired or completed one shows no payment page.
    if (s.status !== 'open') throw new Error(`StripeFake: session ${sessionId} is ${s.status}, not open`);
    // Stripe's card refusals carry the code card_declined (the message is English, for people).
    const last_payment_error = error ? { code: 'card_declined', message: error } : null;
    const pi: FakeIntent = {
      id: fakeId('pi_'),
      object: 'payment_intent',
      status,
      amount: s.amount_total,
      amount_refunded: 0,
      last_payment_error,
    };
    this.intents.set(pi.id, pi);
    const payment_status = status === 'succeeded' ? 'paid' : 'unpaid';
    return Object.assign(s, { status: 'complete', payment_status, payment_intent: pi.id, url: null });
  }

  /**
   * The shopper pays: the session completes, paid, with a succeeded PaymentIntent. Our own hold is shorter than the
   * session's, so a late payment is one made on a session still open after our order expired.
   */
  pay(sessionId: string): FakeSession {
    return this.complete(sessionId, 'succeeded', null);
  }

  /** What Stripe has refunded of the session's payment, in cents (0 before it is paid). */
  refundedOf(sessionId: string): number {
    const pi = this.session(sessionId).payment_intent;
    return (pi && this.intents.get(pi)?.amount_refunded) || 0;
  }

  /** A delayed method (a bank debit) that the shopper completed and that then failed. */
  fail(sessionId: string, message = 'Your card was declined.'): FakeSession {
    return this.complete(sessionId, 'requires_payment_method', message);
  }

  expire(sessionId: string): FakeSession {
    return Object.assign(this.session(sessionId), { status: 'expired', url: null });
  }

  /**
   * A signed event about a session, as Stripe posts it; `at` (seconds) dates the signature, `sign` overrides it.
   * `claim` overrides the session's state in the event's snapshot: an event older than the session's state now.
   */
  async webhook(
    type: string,
    sessionId: string,
    opts: {
      secret: string;
      at?: number;
      eventId?: string;
      sign?: (payload: string) => Promise<string> | string;
      claim?: Partial<Pick<FakeSession, 'status' | 'payment_status'>>;
    },
  ): Promise<{ body: string; headers: Record<string, string> }> {
    const s = this.session(sessionId);
    const event = {
      id: opts.eventId ?? fakeId('evt_'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...s, ...opts.claim } },
    };
    const body = JSON.stringify(event);
    const t = opts.at ?? Math.floor(Date.now() / 1000);
    const v1 = opts.sign ? await opts.sign(`${t}.${body}`) : await hmacHex(opts.secret, `${t}.${body}`);
    return { body, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': `t=${t},v1=${v1},v0=ignored` } };
  }
}
