// What an API operation is (#12 item 1): one row of the operations table from which edge-api mounts its routes,
// @app/api-client builds its calls and the storefront's proxy its allow-list. No yup in this file nor in the tables
// (the shopper's browser bundle imports them): the yup schemas of each operation are in ./schemas.ts, keyed by id.
import type { ErrorCode, ErrorDetail } from '../errors';

export const API_PREFIX = '/api';

/** A param's name without its pattern: `:path{.+}` (Hono's syntax for a param that spans segments) is `path`. */
type BareName<N extends string> = N extends `${infer M}{${string}` ? M : N;
/** The names of a path template's `:params`. */
export type ParamNames<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? BareName<N> | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? BareName<N>
    : never;
export type PathParams<P extends string> = { [K in ParamNames<P>]: number | string };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Operation<P extends string = string, Q = unknown, B = unknown, R = unknown, D extends ErrorDetail = ErrorDetail> {
  id: string;
  method: Method;
  /**
   * A template under API_PREFIX (SPEC §7's spelling, trailing slash included); `:name` segments are parameters,
   * positive integer ids unless the op's params schema says otherwise (`:domain`, `:slug`); `:name{.+}` spans
   * several segments (a release file's path).
   */
  path: P;
  /** A signed-in merchant only (session cookie with the XSRF echo, or a bearer token). */
  auth: boolean;
  /** A deploy tool only: `Authorization: Bearer <token>`, the secret of the remote it names (deployTokenName), never a merchant's session. */
  deploy?: boolean;
  /** The parameter naming the store a public call acts on (a storefront forwards only its own store's calls). */
  storeParam?: ParamNames<P>;
  /** The error codes this operation may answer with (besides internal_error and, when `auth`, the session's). */
  errors: readonly ErrorCode[];
  /** Phantom fields: types only, never set at run time. */
  readonly _query?: Q;
  readonly _body?: B;
  readonly _response?: R;
  readonly _detail?: D;
}

export type QueryOf<O> = O extends Operation<string, infer Q> ? Q : never;
export type BodyOf<O> = O extends Operation<string, unknown, infer B> ? B : never;
export type ResponseOf<O> = O extends Operation<string, unknown, unknown, infer R> ? R : never;
export type DetailOf<O> = O extends Operation<string, unknown, unknown, unknown, infer D> ? D : never;

type Row<P extends string, Q, B, R, D extends ErrorDetail> = Omit<Operation<P, Q, B, R, D>, '_query' | '_body' | '_response' | '_detail'>;

/** One row: the type arguments are the query, body, answer and error detail shapes; the path's params are inferred. */
export const op =
  <Q = undefined, B = undefined, R = unknown, D extends ErrorDetail = ErrorDetail>() =>
  <P extends string>(o: Row<P, Q, B, R, D>): Operation<P, Q, B, R, D> =>
    o;

/** The concrete path of an operation (params encoded; a query is appended when given). */
export function buildPath<P extends string>(
  o: Operation<P>,
  params: PathParams<P>,
  query?: Record<string, string | number | undefined>,
): string {
  const value = (n: string) => encodeURIComponent(String((params as Record<string, number | string>)[n]));
  // A param with a pattern spans segments: its slashes stay.
  const path = o.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, n: string, pattern?: string) =>
    pattern ? value(n).replace(/%2F/g, '/') : value(n),
  );
  const q = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  return q.length ? `${path}?${q.join('&')}` : path;
}

/** Errors every public write from a store's pages may answer with (rate limits and body checks). */
export const PUBLIC_WRITE_ERRORS = ['rate_limited', 'bad_request', 'invalid_json', 'validation_failed'] as const;
/** Errors of an owner's JSON write: body checks and a missing website. */
export const OWNER_WRITE_ERRORS = ['bad_request', 'invalid_json', 'validation_failed', 'website_not_found'] as const;
