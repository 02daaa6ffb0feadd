// A Chapa API fake that speaks what the adapter uses, as Chapa documents it: a bearer secret key, JSON initialize
// (unique tx_ref, amount as a decimal, ETB or USD) answering a hosted checkout_url, verify by tx_ref, refunds by tx_ref
// (form-encoded, amount optional, a unique reference), `{message, status, data}` bodies, and webhooks signed with
// HMAC-SHA256 of the raw body in both `Chapa-Signature` and `x-chapa-signature`. Tests drive pay and fail.
import { hmacHex } from '../../src/lib/crypto';
import { fakeId, json, RecordingFake } from './install';

export interface FakeTransaction {
  tx_ref: string;
  reference: string;
  amount: number;
  currency: string;
  status: 'pending' | 'success' | 'failed';
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  return_url: string | null;
  callback_url: string | null;
  customization: Record<string, unknown>;
  meta: Record<string, unknown>;
  refunded: number;
  created_at: string;
}

const failed = (status: number, message: unknown) => json(status, { message, status: 'failed', data: null });
const DECIMAL = /^\d+(\.\d{1,2})?$/;

export class ChapaFake extends RecordingFake {
  readonly transactions = new Map<string, FakeTransaction>();
  readonly refunds: { ref_id: string; tx_ref: string; amount: number; reference: string }[] = [];
  /** Paths whose requests fail on the way for now (Chapa down, a connection lost). */
  readonly unreachable = new Set<string>();

  constructor(secretKey = 'CHASECK_TEST-fakefakefake1234', origin = 'https://chapa.fake') {
    super(secretKey, origin);
  }

  protected unauthorized() {
    return failed(401, 'Invalid API Key or User doesn\u2019t exist');
  }

  protected serve(request: Request, url: URL, body: string): Response {
    if (this.unreachable.has(url.pathname)) throw new TypeError('Network connection lost.');
    if (request.method === 'POST' && url.pathname === '/v1/transaction/initialize') return this.initialize(body, request);
    // The banks Chapa pays out to (a read that only needs the secret key): what a saved key is checked with.
    if (request.method === 'GET' && url.pathname === '/v1/banks') {
      const bank = { id: 1, swift: 'CBETETAA', name: 'Commercial Bank of Ethiopia', acct_length: 13, currency: 'ETB' };
      return json(200, { message: 'Banks retrieved', data: [bank] });
    }
    const verify = /^\/v1\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && verify) return this.verify(decodeURIComponent(verify[1]!));
    const refund = /^\/v1\/refund\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'POST' && refund) return this.refund(decodeURIComponent(refund[1]!), new URLSearchParams(body));
    return failed(404, 'Not found');
  }

  private initialize(body: string, request: Request): Response {
    if (!(request.headers.get('Content-Type') ?? '').includes('application/json')) return failed(400, 'Expected a JSON body');
    let b: Record<string, unknown>;
    try {
      b = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return failed(400, 'Invalid JSON');
    }
    const amount = String(b.amount ?? '');
    const txRef = typeof b.tx_ref === 'string' ? b.tx_ref : '';
    if (!DECIMAL.test(amount) || Number(amount) <= 0) return failed(400, { amount: ['The amount must be a number.'] });
    if (b.currency !== 'ETB' && b.currency !== 'USD') return failed(400, { currency: ['The selected currency is invalid.'] });
    if (!/^[A-Za-z0-9_.-]{1,100}$/.test(txRef)) return failed(400, { tx_ref: ['The tx ref field is required.'] });
    if (this.transactions.has(txRef)) return failed(400, 'Transaction reference has been used before');
    const title = (b.customization as { title?: string } | undefined)?.title ?? '';
    if (title.length > 16) return failed(400, { 'customization.title': ['The title must not be greater than 16 characters.'] });
    this.transactions.set(txRef, {
      tx_ref: txRef,
      reference: fakeId('AP'),
      amount: Number(amount),
      currency: b.currency,
      status: 'pending',
      email: (b.email as string) ?? null,
      first_name: (b.first_name as string) ?? null,
      last_name: (b.last_name as string) ?? null,
      return_url: (b.return_url as string) ?? null,
      callback_url: (b.callback_url as string) ?? null,
      customization: (b.customization as Record<string, unknown>) ?? {},
      meta: (b.meta as Record<string, unknown>) ?? {},
      refunded: 0,
      created_at: new Date().toISOString(),
    });
    return json(200, {
      message: 'Hosted Link',
      status: 'success',
      data: { checkout_url: `https://checkout.chapa.fake/checkout/payment/${fakeId('')}` },
    });
  }

  private verify(txRef: string): Response {
    const t = this.transactions.get(txRef);
    if (!t) return failed(404, 'Invalid transaction or Transaction not found');
    const { refunded: _refunded, return_url: _r, callback_url: _c, ...data } = t;
    return json(200, {
      message: 'Payment details',
      status: 'success',
      data: { ...data, mode: 'test', method: 'telebirr', charge: 0, type: 'API' },
    });
  }

  private refund(txRef: string, form: URLSearchParams): Response {
    const t = this.transactions.get(txRef);
    if (!t) return failed(404, 'Invalid transaction or Transaction not found');
    if (t.status !== 'success') return failed(400, 'Only successful transactions can be refunded');
    const reference = form.get('reference') ?? '';
    if (reference && this.refunds.some((r) => r.reference === reference)) return failed(400, 'Refund reference has been used before');
    const left = Math.round((t.amount - t.refunded) * 100);
    const cents = form.has('amount') ? Math.round(Number(form.get('amount')) * 100) : left;
    if (!DECIMAL.test(form.get('amount') ?? '0') || cents < 1 || cents > left)
      return failed(400, 'Refund amount exceeds the refundable amount');
    t.refunded += cents / 100;
    const refund = { ref_id: fakeId('RF'), tx_ref: txRef, amount: cents / 100, reference };
    this.refunds.push(refund);
    return json(200, { message: 'Refund initiated successfully', status: 'success', data: { ...refund, currency: t.currency } });
  }

  private tx(txRef: string): FakeTransaction {
    const t = this.transactions.get(txRef);
    if (!t) throw new Error(`ChapaFake: no transaction ${txRef}`);
    return t;
  }

  pay(txRef: string): FakeTransaction {
    return Object.assign(this.tx(txRef), { status: 'success' as const });
  }

  fail(txRef: string): FakeTransaction {
    return Object.assign(this.tx(txRef), { status: 'failed' as const });
  }

  /** What Chapa has refunded of the transaction, in cents (its amounts are decimals of the currency). */
  refundedOf(txRef: string): number {
    return Math.round(this.tx(txRef).refunded * 100);
  }

  /**
   * A signed event about a transaction, as Chapa posts it; `sign` overrides the signature. `status` overrides the
   * transaction's status in the body (and the event named after it): an event older than the transaction now.
   */
  async webhook(
    txRef: string,
    opts: {
      secret: string;
      event?: string;
      status?: FakeTransaction['status'];
      sign?: (payload: string) => Promise<string> | string;
    },
  ): Promise<{ body: string; headers: Record<string, string> }> {
    const t = { ...this.tx(txRef), ...(opts.status && { status: opts.status }) };
    const event = opts.event ?? (t.status === 'success' ? 'charge.success' : t.status === 'failed' ? 'charge.failed' : 'charge.pending');
    const body = JSON.stringify({
      event,
      first_name: t.first_name,
      last_name: t.last_name,
      email: t.email,
      amount: t.amount.toFixed(2),
      currency: t.currency,
      tx_ref: t.tx_ref,
      reference: t.reference,
      status: t.status,
      mode: 'test',
      type: 'API',
      created_at: t.created_at,
    });
    const sig = opts.sign ? await opts.sign(body) : await hmacHex(opts.secret, body);
    return { body, headers: { 'Content-Type': 'application/json', 'Chapa-Signature': sig, 'x-chapa-signature': sig } };
  }
}
