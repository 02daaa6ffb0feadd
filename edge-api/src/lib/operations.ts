// Mounting the contracts' operations (#12 item 2): a route file names the op; its method, path, sign-in rule and input
// schemas all come from the table in @app/contracts, so no path string or schema is written twice.
import {
  operationSchemas,
  type BodyOf,
  type Operation,
  type OperationId,
  type OperationSchemas,
  type ParamNames,
  type QueryOf,
} from '@app/contracts';
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv, Ctx } from '../env';
import { ApiError } from '../errors';
import { requireAuth } from '../middleware/auth';
import { requireDeployToken } from '../middleware/deploy-token';
import { validate } from './http';

export type Router = Hono<AppEnv>;
type Handler = (c: Ctx, next: () => Promise<void>) => Response | Promise<Response | void> | void;

const schemasOf = (o: Operation): OperationSchemas => operationSchemas[o.id as OperationId];

/**
 * Registers `handlers` for the op's method and path, behind requireAuth when the op is for signed-in merchants and
 * behind requireDeployToken when it is for deploy tools.
 * SPEC's trailing slashes (/website/, /orders/) are dropped: the app is not strict, so both spellings reach the route.
 */
export function route(router: Router, o: Operation, ...handlers: Handler[]): void {
  const path = o.path.length > 1 && o.path.endsWith('/') ? o.path.slice(0, -1) : o.path;
  const guards = [...(o.auth ? [requireAuth] : []), ...(o.deploy ? [requireDeployToken] : [])];
  const chain = [...guards, ...handlers] as MiddlewareHandler<AppEnv>[];
  router.on(o.method, path, ...(chain as [MiddlewareHandler<AppEnv>]));
}

const notFoundError = () => new ApiError(404, 'not_found', 'Not found');

/**
 * A path id of the op, checked by its params schema. Anything else is as unknown as a missing row: `missing()`
 * (by default 404 not_found), never a 5xx nor a 400 that reveals the shape.
 */
export function idParam<P extends string>(c: Ctx, o: Operation<P>, name: ParamNames<P>, missing: () => ApiError = notFoundError): number {
  const raw = c.req.param(name) ?? '';
  if (!schemasOf(o).params[name]?.isValidSync(raw)) throw missing();
  return Number(raw);
}

/** A text path param (`:domain`, `:slug`), already percent-decoded by Hono (decoding twice could throw on a '%'). */
export function textParam<P extends string>(c: Ctx, o: Operation<P>, name: ParamNames<P>): string {
  return c.req.param(name) ?? '';
}

/**
 * The body checked by the op's body schema (unknown keys stripped; a failure is a 400 validation_failed naming the
 * fields). `T` names the result for multipart and form ops, whose client-side body type is FormData.
 */
export async function body<T = never, O extends Operation = Operation>(o: O, data: unknown): Promise<[T] extends [never] ? BodyOf<O> : T> {
  const schema = schemasOf(o).body;
  if (!schema) throw new Error(`operation ${o.id} has no body schema`);
  return validate(schema, data);
}

/** The query string checked by the op's query schema, its defaults filled in; the detail points at the query. */
export async function query<O extends Operation>(c: Ctx, o: O): Promise<Required<QueryOf<O>>> {
  const schema = schemasOf(o).query;
  if (!schema) throw new Error(`operation ${o.id} has no query schema`);
  return validate(schema, c.req.query(), 'query');
}
