// Typed fetch for the dashboard: same-origin cookies plus the X-XSRF-TOKEN echo (DESIGN.md §5).
// Subpaths, not @app/contracts' index: the sign-in page's bundle (@app/api-client/auth) stays free of the rest.
import { XSRF_COOKIE, XSRF_HEADER } from '@app/contracts/constants';
import { DEFAULT_ERRORS, type DefaultError, type ErrorBody, type ErrorDetail } from '@app/contracts/errors';
import { API_PREFIX, buildPath, type Operation, type PathParams } from '@app/contracts/operations/define';
import { sendWithProgress, type UploadProgress } from './upload';

/** A failed call: `code` is the server's stable code (what the UI translates), `message` the text to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly detail?: ErrorDetail[],
    /** Set when the message is the call's SPEC §8 default, not the server's: clients show it translated. */
    readonly fallback?: DefaultError,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Body = object | FormData | URLSearchParams;
export interface CallOptions {
  query?: Record<string, string | number | undefined>;
  body?: Body;
  headers?: Record<string, string>;
  /** SPEC §8 message used when the server sends none. */
  defaultMessage?: DefaultError;
  signal?: AbortSignal;
  /** Hears how much of the body has gone (an upload of photos): the call is sent by XMLHttpRequest. */
  onUploadProgress?: UploadProgress;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

function encodeBody(body: Body | undefined, headers: Headers): FormData | URLSearchParams | string | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

function errorFrom(status: number, data: unknown, fallback: DefaultError): ApiError {
  const body = (data && typeof data === 'object' ? data : {}) as Partial<ErrorBody>;
  const sent = typeof body.message === 'string' && body.message ? body.message : null;
  const detail = Array.isArray(body.detail) ? body.detail : undefined;
  const code = typeof body.code === 'string' ? body.code : 'unknown';
  return sent === null ? new ApiError(status, code, DEFAULT_ERRORS[fallback], detail, fallback) : new ApiError(status, code, sent, detail);
}

export function createClient(baseUrl: string = API_PREFIX, fetchImpl: typeof fetch = (...a) => fetch(...a)) {
  async function call<T>(method: string, path: string, opts: CallOptions = {}): Promise<T> {
    const url = new URL(`${baseUrl}${path}`, typeof location === 'undefined' ? 'http://localhost' : location.origin);
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
    const headers = new Headers(opts.headers);
    headers.set('Accept', 'application/json');
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf && method !== 'GET') headers.set(XSRF_HEADER, xsrf);
    const fallback = opts.defaultMessage ?? 'generic';
    let res: Response;
    const body = encodeBody(opts.body, headers);
    try {
      res = opts.onUploadProgress
        ? await sendWithProgress(url.toString(), { method, headers, body, signal: opts.signal }, opts.onUploadProgress)
        : await fetchImpl(url.toString(), { method, headers, body, credentials: 'same-origin', signal: opts.signal });
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') throw err;
      throw new ApiError(0, 'network_error', DEFAULT_ERRORS[fallback], undefined, fallback);
    }
    const text = await res.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    if (!res.ok) throw errorFrom(res.status, data, fallback);
    return data as T;
  }
  return {
    /** An operation of the contracts' table: its path built from `params`, its body and answer typed by it. */
    op: <P extends string, Q, B, R>(
      o: Operation<P, Q, B, R>,
      params: PathParams<P>,
      body?: B,
      opts: Omit<CallOptions, 'body' | 'query'> & { query?: Q } = {},
    ) => call<R>(o.method, buildPath(o, params), { ...opts, query: opts.query as CallOptions['query'], body: body as Body | undefined }),
  };
}

export type Client = ReturnType<typeof createClient>;
