// GET /orders/?page=&limit=&status=&from=&to=: the signed-in merchant's orders, newest first, with their items.
import { Hono } from 'hono';
import { ops } from '@app/contracts';
import type { AppEnv, Ctx } from '../env';
import { query, route } from '../lib/operations';
import { requireStore } from '../lib/own-website';
import { listOrders } from '../db/order-list';
import { orderActionRoutes } from './order-actions';
import { orderDetailRoutes } from './order-detail';

export const orderRoutes = new Hono<AppEnv>();

async function listOrdersRoute(c: Ctx) {
  // page >= 1, 1 <= limit <= MAX_PAGE_SIZE, integers; anything else (0, -1, abc, 1e308, 1.5) is a 400.
  const q = await query(c, ops.orders);
  const { id: websiteId, db } = await requireStore(c);
  return c.json(await listOrders(db, websiteId, q));
}

route(orderRoutes, ops.orders, listOrdersRoute);
// One order's page and its actions, and the CSV (#17), mounted here so the app's router list stays as it is.
orderRoutes.route('/', orderDetailRoutes);
orderRoutes.route('/', orderActionRoutes);
