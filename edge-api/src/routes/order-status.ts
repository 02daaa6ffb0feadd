// GET /stores/:website_id/orders/:order_id?token=: public, for the shopper's success page. Only the holder of the
// order's status token (from the checkout answer) sees it; a wrong or missing token, an unknown order and another
// store's order all answer the same 404.
import { Hono } from 'hono';
import { ops, type OrderStatusResponse } from '@app/contracts';
import { publicStoreById } from '@app/db';
import type { AppEnv } from '../env';
import { ApiError } from '../errors';
import { idParam, route } from '../lib/operations';
import { isOrderStatusToken } from '../lib/order-token';
import { orderStatus } from '../db/order-status';

export const orderStatusRoutes = new Hono<AppEnv>();

const orderNotFound = () => new ApiError(404, 'order_not_found', 'Order not found');

route(orderStatusRoutes, ops.orderStatus, async (c) => {
  const websiteId = idParam(c, ops.orderStatus, 'website_id', orderNotFound);
  const orderId = idParam(c, ops.orderStatus, 'order_id', orderNotFound);
  const token = c.req.query('token') ?? '';
  // The token is checked before any read, so the answer says nothing about which orders exist.
  if (token.length > 100 || !(await isOrderStatusToken(c.env, websiteId, orderId, token))) throw orderNotFound();
  // The store's shard from the directory; a store it does not list has no orders.
  const store = await publicStoreById(c.env, websiteId);
  const order = store && (await orderStatus(store.db, websiteId, orderId));
  if (!order) throw orderNotFound();
  return c.json<OrderStatusResponse>({ order });
});
