// GET /orders/?page=&limit=: the signed-in merchant's orders, newest first, with their items.
import { Hono } from 'hono';
import { MAX_PAGE_SIZE, ORDERS_PAGE_SIZE, pageQuerySchema } from '@app/contracts';
import type { AppEnv, Ctx } from '../env';
import { validate } from '../lib/http';
import { requireWebsiteId } from '../lib/own-website';
import { requireAuth } from '../middleware/auth';
import { listOrders } from '../db/orders';

export const orderRoutes = new Hono<AppEnv>();

/** Query validation: same rules and messages as a body; the detail points at the query string. */
export async function validateQuery<T>(schema: Parameters<typeof validate>[0], c: Ctx): Promise<T> {
  return (await validate(schema, c.req.query(), 'query')) as T;
}

/** page >= 1, 1 <= limit <= MAX_PAGE_SIZE, integers; anything else (0, -1, abc, 1e308, 1.5) is a 400. */
export const pageParams = (c: Ctx, defaultLimit: number) =>
  validateQuery<{ page: number; limit: number }>(pageQuerySchema(defaultLimit, MAX_PAGE_SIZE), c);

orderRoutes.use('*', requireAuth);

async function listOrdersRoute(c: Ctx) {
  const { page, limit } = await pageParams(c, ORDERS_PAGE_SIZE);
  const websiteId = await requireWebsiteId(c);
  return c.json(await listOrders(c.env.DB, websiteId, page, limit));
}

orderRoutes.get('/', listOrdersRoute);
