// The bound on every outgoing API call (payments/http.ts fetchWithin: Stripe, Chapa, Cloudflare for SaaS). The fakes
// answer a "hanging" path with what this timer produces, so only this file waits on the clock, and only for a call
// that never answers at all.
import { describe, expect, it } from 'vitest';
import { callProvider, fetchWithin, ProviderError, type FetchFn } from '../../src/payments/http';

const never: FetchFn = () => new Promise<Response>(() => {});
/** Headers at once, then a body that never ends. */
const endlessBody: FetchFn = async () => new Response(new ReadableStream({ start() {} }));

describe('fetchWithin', () => {
  it('gives up on a fetch that never answers, and on a body that never ends', async () => {
    await expect(fetchWithin(never, 'https://api.test/x', {}, 50)).rejects.toThrow('no answer within 50 ms');
    await expect(fetchWithin(endlessBody, 'https://api.test/x', {}, 50)).rejects.toThrow('no answer within 50 ms');
  });

  it('passes its signal on and returns the answer with its body', async () => {
    let signal: AbortSignal | null | undefined;
    const answers: FetchFn = async (_url, init) => {
      signal = init?.signal;
      return Response.json({ ok: true }, { status: 201 });
    };
    const { res, text } = await fetchWithin(answers, 'https://api.test/x', { method: 'POST' }, 60_000);
    expect([res.status, JSON.parse(text)]).toEqual([201, { ok: true }]);
    expect(signal).toBeInstanceOf(AbortSignal);
  });

  it('makes a provider call that never answers a ProviderError with status 0 (unreachable)', async () => {
    const err = await callProvider('stripe', never, 'https://api.test/v1/balance', {}, 50).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).status).toBe(0);
    expect((err as ProviderError).message).toMatch(/^stripe: unreachable \(no answer within 50 ms\)$/);
  });
});
