// What the adapters of providers with an HTTPS API share (Stripe's, Chapa's): calling it by fetch (no SDK: Worker
// size budget) and the error every failed call becomes, so the payments core can answer the shopper (never a 5xx) and log the cause.
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

/** The fetch an adapter calls when none is given: resolved per call, so a test's interception applies. */
export const globalFetch: FetchFn = (input, init) => fetch(input, init);

/** A provider call that did not succeed: the network failed (status 0) or the provider refused (its status). */
export class ProviderError extends Error {
  constructor(
    /** The provider's id (its descriptor's). */
    readonly provider: string,
    readonly status: number,
    message: string,
  ) {
    super(`${provider}: ${message}`);
  }
}

/** One call; the JSON body of a 2xx answer, else ProviderError with the provider's own message when it gave one. */
export async function callProvider(provider: ProviderError['provider'], f: FetchFn, url: string, init: RequestInit): Promise<unknown> {
  let res: Response;
  try {
    res = await f(url, init);
  } catch (err) {
    throw new ProviderError(provider, 0, `unreachable (${err instanceof Error ? err.message : String(err)})`);
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new ProviderError(provider, res.status, `answered ${res.status} with a body that is not JSON`);
  }
  if (!res.ok) throw new ProviderError(provider, res.status, messageOf(body) ?? `answered ${res.status}`);
  return body;
}

/** Stripe: {error: {message}}; Chapa: {message} (a string, or an object of field messages). */
function messageOf(body: unknown): string | null {
  const b = body as { error?: { message?: unknown }; message?: unknown } | null;
  const m = b?.error?.message ?? b?.message;
  if (typeof m === 'string') return m;
  return m ? JSON.stringify(m) : null;
}

/** Stripe's form encoding of nested fields: {a: {b: 1}} -> a[b]=1; arrays by index. */
export function formEncode(fields: Record<string, unknown>, prefix = '', out = new URLSearchParams()): URLSearchParams {
  for (const [k, v] of Object.entries(fields)) {
    const key = prefix ? `${prefix}[${k}]` : k;
    if (v == null) continue;
    if (typeof v === 'object') formEncode(v as Record<string, unknown>, key, out);
    else out.append(key, String(v));
  }
  return out;
}

/** Cents as the decimal string Chapa takes ("12.50"). */
export const decimalOf = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
