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

/**
 * How long a provider call may take, its answer's body included, before it counts as unreachable (status 0): a
 * provider that hangs must not hold a shopper's checkout or a merchant's save. Stripe's own libraries wait 80 s; a
 * shopper waits far less, and checkout answers "this method is unavailable now" either way.
 */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** The bound of the Worker's provider calls: PROVIDER_TIMEOUT_MS (wrangler.toml), which the tests shorten. */
export const providerTimeout = (env: { PROVIDER_TIMEOUT_MS?: string }) => Number(env.PROVIDER_TIMEOUT_MS) || PROVIDER_TIMEOUT_MS;

/**
 * A fetch and its body within `timeoutMs`, or an Error: a hung API must not hold a shopper's checkout or a merchant's
 * save. The signal is passed on and also raced, so a fetch (or a body) that ignores it is cut off all the same.
 */
export async function fetchWithin(f: FetchFn, url: string, init: RequestInit, timeoutMs: number): Promise<{ res: Response; text: string }> {
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(new Error(`no answer within ${timeoutMs} ms`)));
  });
  const res = await Promise.race([f(url, { ...init, signal }), timedOut]);
  return { res, text: await Promise.race([res.text(), timedOut]) };
}

/** One call; the JSON body of a 2xx answer, else ProviderError with the provider's own message when it gave one. */
export async function callProvider(
  provider: ProviderError['provider'],
  f: FetchFn,
  url: string,
  init: RequestInit,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<unknown> {
  let res: Response;
  let text: string;
  try {
    ({ res, text } = await fetchWithin(f, url, init, timeoutMs));
  } catch (err) {
    throw new ProviderError(provider, 0, `unreachable (${err instanceof Error ? err.message : String(err)})`);
  }
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
