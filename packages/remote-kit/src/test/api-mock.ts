// The API as a remote's tests see it: a table of answers behind `fetch`, every call recorded. The api client
// (`createClient(base, fetchImpl)`, whose default fetchImpl is the global fetch) reaches it unchanged; pass
// `apiFetch(routes)` as fetchImpl for a client of its own.
import type { ErrorBody, ErrorDetail, User } from '@app/contracts';
import { vi } from 'vitest';

export interface Call {
  method: string;
  /** Without /api and without the query string */
  path: string;
  /** Parsed JSON, a URL-encoded form as an object, or the FormData of a multipart call */
  body: any;
  /** The query string's parameters; absent when there is none */
  query?: Record<string, string>;
}
export type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
export interface MockRequest {
  path: string;
  url: URL;
  query: Record<string, string>;
}
export type Handler = (body: any, req: MockRequest) => Answer | Promise<Answer>;
export type Routes = Record<string, Handler | Answer>;

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A fetch answering from `routes`: keys are `METHOD /path` (without /api); a `*` in a path matches one segment. */
export function apiFetch(routes: Routes, calls: Call[] = []) {
  const patterns = Object.entries(routes).map(([key, route]) => {
    const [method, path] = key.split(' ');
    const re = new RegExp(`^${path.replace(/[.?+]/g, '\\$&').replace(/\*/g, '[^/]+')}$`);
    return { method, re, route };
  });
  return vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const raw = init.body;
    const body = raw instanceof URLSearchParams ? Object.fromEntries(raw) : typeof raw === 'string' ? JSON.parse(raw) : raw;
    const path = url.pathname.replace(/^\/api/, '');
    const query = Object.fromEntries(url.searchParams);
    calls.push({ method, path, body, query: url.search ? query : undefined });
    const hit = patterns.find((p) => p.method === method && p.re.test(path));
    if (!hit) return json({ message: `no mock for ${method} ${path}`, code: 'not_found' }, 404);
    const answer = typeof hit.route === 'function' ? await hit.route(body, { path, url, query }) : hit.route;
    return json(answer.body ?? {}, answer.status ?? 200, answer.headers);
  });
}

/** The API's 400 `validation_failed` answer (DESIGN §14) refusing one field; its English `msg` is the message too. */
export function refusal(loc: string[], rule: ErrorDetail['rule'], msg: string, params?: ErrorDetail['params']): Answer {
  const body: ErrorBody = { message: msg, code: 'validation_failed', detail: [{ loc, msg, rule, ...(params && { params }) }] };
  return { status: 400, body };
}

/**
 * The XMLHttpRequest the api client sends uploads with (to hear their progress), answering through `fetchMock`: the
 * body is reported gone in two halves, then the route answers.
 */
function uploadsThrough(fetchMock: ReturnType<typeof apiFetch>) {
  return class FakeUpload {
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private type: string | null = null;
    open(method: string, url: string) {
      Object.assign(this, { method, url });
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? this.type : null;
    }
    abort() {
      this.onabort?.();
    }
    async send(body: BodyInit | null) {
      const total = 1000;
      for (const loaded of [total / 2, total]) this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      const res = await fetchMock(this.url, { method: this.method, headers: this.headers, body });
      Object.assign(this, { status: res.status, responseText: await res.text(), type: res.headers.get('Content-Type') });
      this.onload?.();
    }
  };
}

/** Replaces the global fetch (what the shared `api` client calls) and its uploads' XMLHttpRequest with `apiFetch(routes)`. */
export function mockApi(routes: Routes) {
  const calls: Call[] = [];
  const fetchMock = apiFetch(routes, calls);
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', uploadsThrough(fetchMock));
  return { calls, fetchMock };
}

/** An answer the test releases when it wants: proves that a toast waits for the server. */
export function deferred(answer: Answer) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  return { handler: async () => (await gate, answer), release };
}

/** An answer that never comes (until `release`), to look at loading states. */
export function held() {
  let release!: (a: Answer) => void;
  const promise = new Promise<Answer>((r) => (release = r));
  return { handler: () => promise, release };
}

export const USER: User = {
  id: 7,
  username: 'merchant1',
  email: 'm@example.com',
  phone_number: '+12025550123',
  role_name: 'user',
  created_at: '2026-11-20T10:00:00.000Z',
};
