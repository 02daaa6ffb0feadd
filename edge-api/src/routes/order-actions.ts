// The merchant's moves of an order (DESIGN §18): fulfil, cancel, refund, mark paid, confirm (cash). Each answers the order as the
// detail page shows it after the change; the rules are services/order-lifecycle.ts's.
import { Hono } from 'hono';
import { IDEMPOTENCY_KEY_PATTERN, ops, type OrderDetail, type OrderDetailResponse } from '@app/contracts';
import type { AppEnv, Ctx } from '../env';
import { fieldError, optionalJson, readJson } from '../lib/http';
import { body, idParam, route } from '../lib/operations';
import { requireStore } from '../lib/own-website';
import { cancelOrder, fulfilOrder, markOrderPaid, newRefundKey, orderNotFound, refundOrder } from '../services/order-lifecycle';
import { confirmOrder } from '../services/order-confirm';
import { sendOrderConfirmation } from '../email/notify';

export const orderActionRoutes = new Hono<AppEnv>();

const answer = (c: Ctx, order: OrderDetail) => c.json<OrderDetailResponse>({ order });

route(orderActionRoutes, ops.orderFulfil, async (c) => {
  const orderId = idParam(c, ops.orderFulfil, 'order_id', orderNotFound);
  const req = await body(ops.orderFulfil, await optionalJson(c));
  return answer(c, await fulfilOrder(c.env, await requireStore(c), orderId, req));
});

route(orderActionRoutes, ops.orderCancel, async (c) => {
  const orderId = idParam(c, ops.orderCancel, 'order_id', orderNotFound);
  const req = await body(ops.orderCancel, await optionalJson(c));
  return answer(c, await cancelOrder(c.env, await requireStore(c), orderId, req));
});

route(orderActionRoutes, ops.orderRefund, async (c) => {
  const orderId = idParam(c, ops.orderRefund, 'order_id', orderNotFound);
  // Without a key a refund still happens once per request; with one, a retry answers the first refund.
  const sent = c.req.header('Idempotency-Key');
  if (sent != null && !IDEMPOTENCY_KEY_PATTERN.test(sent)) throw fieldError(['header', 'Idempotency-Key'], { rule: 'idempotencyKey' });
  const req = await body(ops.orderRefund, await readJson(c));
  return answer(c, await refundOrder(c.env, await requireStore(c), orderId, req, sent ?? newRefundKey()));
});

route(orderActionRoutes, ops.orderMarkPaid, async (c) => {
  const orderId = idParam(c, ops.orderMarkPaid, 'order_id', orderNotFound);
  await body(ops.orderMarkPaid, await optionalJson(c));
  const { id: websiteId, db } = await requireStore(c);
  return answer(c, await markOrderPaid(db, websiteId, orderId));
});

route(orderActionRoutes, ops.orderConfirm, async (c) => {
  const orderId = idParam(c, ops.orderConfirm, 'order_id', orderNotFound);
  await body(ops.orderConfirm, await optionalJson(c));
  const { id: websiteId, db } = await requireStore(c);
  const confirmed = await confirmOrder(db, websiteId, orderId);
  // Now that the merchant accepted it, the shopper hears of the order (asked to have the cash ready); never when a
  // stranger only placed it (#32 item 6). A repeated confirm is a 409 above, so this goes once.
  await sendOrderConfirmation(c.env, { id: orderId, website_id: websiteId }, 'merchant');
  return answer(c, confirmed);
});
