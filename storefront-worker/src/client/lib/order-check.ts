// Asks the store for the order this tab placed: the id from the page's URL, the status token from sessionStorage
// (never from the URL, so a shared or cached page proves nothing). Null when this tab placed no such order.
import type { OrderStatus } from '@app/contracts';
import { publicOperations as ops } from '@app/contracts/operations/public';
import { lastOrder } from '../store/checkout-attempt';
import { call } from './post-json';
import { pageData } from './page-data';

export type Check = { found: false } | { found: true; order: OrderStatus | null };

/** The order id in the URL and its token, when this tab placed it. */
export function myOrder(): { id: number; token: string } | null {
  const id = Number(new URLSearchParams(location.search).get('order'));
  const mine = Number.isSafeInteger(id) && id > 0 ? lastOrder(sessionStorage, pageData().storeId, id) : null;
  return mine && { id, token: mine.status_token };
}

/** One ask: the order as the store has it now, or null when it does not confirm this order to this token. */
export async function fetchOrder(mine: { id: number; token: string }): Promise<OrderStatus | null> {
  const res = await call(ops.orderStatus, { website_id: pageData().storeId, order_id: mine.id }, undefined, {
    query: { token: mine.token },
  });
  const order: OrderStatus | undefined = res.body.order;
  if (!res.ok || !order || order.id !== mine.id || !Array.isArray(order.items)) return null;
  return order;
}
