// Puts provider fakes behind the Worker's outgoing fetch. Tests and the Worker under test (SELF) share one isolate in
// the workers pool, so intercepting globalThis.fetch reaches adapters called from a route as well as from a test.
// Requests to a fake's origin go to it; anything else still goes out unchanged.
import { vi } from 'vitest';

export interface FakeServer {
  /** e.g. https://stripe.fake: the API base the Worker is configured with (vitest.config.ts STRIPE_API_BASE). */
  readonly origin: string;
  handle(request: Request): Promise<Response>;
}

/** Routes fetches to the fakes until the returned function is called (call it in afterEach). */
export function installFakes(...fakes: FakeServer[]): () => void {
  const real = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const fake = fakes.find((f) => new URL(request.url).origin === f.origin);
    return fake ? fake.handle(request) : real(request);
  });
  return () => spy.mockRestore();
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let seq = 0;
/** A provider-looking id: prefix plus random letters, unique in the run. */
export const fakeId = (prefix: string) => `${prefix}${(seq++).toString(36)}${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;

/** The bearer token of a request, or null. */
const bearer = (request: Request) => /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null;

/** A request's body as text (read as bytes: workerd warns when .text() meets a form Content-Type). */
const bodyText = async (request: Request) => (request.body ? new TextDecoder().decode(await request.arrayBuffer()) : '');

/** What both fakes do first: keep every request for assertions, and refuse a wrong secret key as the provider would. */
export abstract class RecordingFake implements FakeServer {
  readonly requests: { method: string; path: string; body: string; headers: Headers }[] = [];
  /** Paths the provider answers 503 on for now (its outage), whatever the key: it says nothing about the key. */
  readonly down = new Set<string>();
  /** Paths the provider never answers on for now (a hung connection): the call ends as the caller's timer ends it. */
  readonly hanging = new Set<string>();

  constructor(
    readonly secretKey: string,
    readonly origin: string,
  ) {}

  protected abstract unauthorized(): Response;
  protected abstract serve(request: Request, url: URL, body: string): Response | Promise<Response>;

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const body = await bodyText(request);
    this.requests.push({ method: request.method, path: url.pathname, body, headers: request.headers });
    // What the caller's own timer makes of a hung connection (fetchWithin's test proves the timer): waiting for it here
    // would make each such test a race between the bound and a loaded machine's answers.
    if (this.hanging.has(url.pathname)) throw new Error('no answer within the bound (a hung connection)');
    if (this.down.has(url.pathname)) return Response.json({ message: 'Service Unavailable' }, { status: 503 });
    return bearer(request) === this.secretKey ? this.serve(request, url, body) : this.unauthorized();
  }

  /** The form fields of the last request (Stripe's and Chapa's refund bodies are form-encoded). */
  lastForm(): URLSearchParams {
    return new URLSearchParams(this.requests.at(-1)?.body ?? '');
  }
}
