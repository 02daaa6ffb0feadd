// The islands' one way to the store's API (same origin: the front door or this Worker forwards it): a public
// operation of @app/contracts' table, its path params, its body, and what came back.
import type { ErrorBody } from '@app/contracts/errors';
import { buildPath, type Operation, type PathParams } from '@app/contracts/operations/public';
import { pageData } from './page-data';

export type ApiErrorBody = Partial<ErrorBody>;
export interface Answer<T> {
  status: number;
  ok: boolean;
  body: Partial<T> & ApiErrorBody;
  /** Seconds from Retry-After (429), at least 1. */
  retryAfter: number;
}
export interface CallOptions<Q> {
  query?: Q;
  headers?: Record<string, string>;
}

/** Calls `op` of the table; throws only when the store cannot be reached. */
export async function call<P extends string, Q, B, R>(
  op: Operation<P, Q, B, R>,
  params: PathParams<P>,
  body?: B,
  opts: CallOptions<Q> = {},
): Promise<Answer<R>> {
  const path = buildPath(op, params, opts.query as Record<string, string | number | undefined> | undefined);
  const res = await fetch(`${pageData().api}${path}`, {
    method: op.method,
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...opts.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: op.method === 'GET' ? 'no-store' : undefined,
  });
  const data = (await res.json().catch(() => ({}))) as Partial<R> & ApiErrorBody;
  return { status: res.status, ok: res.ok, body: data, retryAfter: Math.max(1, Number(res.headers.get('Retry-After')) || 60) };
}
