// GET /orders/?page=&limit=: the signed-in merchant's orders, newest first, with their items.
import { Hono } from 'hono';
import { ops } from '@app/contracts';
import type { AppEnv, Ctx } from '../env';
import { query, route } from '../lib/operations';
import { requireWebsiteId } from '../lib/own-website';
import { listOrders } from '../db/orders';

export const orderRoutes = new Hono<AppEnv>();

async function listOrdersRoute(c: Ctx) {
  // page >= 1, 1 <= limit <= MAX_PAGE_SIZE, integers; anything else (0, -1, abc, 1e308, 1.5) is a 400.
  const { page, limit } = await query(c, ops.orders);
  const websiteId = await requireWebsiteId(c);
  return c.json(await listOrders(c.env.DB, websiteId, page, limit));
}

route(orderRoutes, ops.orders, listOrdersRoute);
