// One order's page state: loading, the order, or the error; and the actions, each answering the order as it now is.
import { api, messageOf, type Shown } from '@app/api-client';
import type { OrderDetail } from '@app/contracts';
import { useCallback, useEffect, useState } from 'react';

export type DetailState =
  { status: 'loading' } | { status: 'error'; error: Shown; notFound: boolean } | { status: 'ready'; order: OrderDetail };

export function useOrderDetail(id: number | null) {
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const load = useCallback(async () => {
    if (id == null) {
      setState({
        status: 'error',
        error: messageOf({ code: 'order_not_found', message: 'Order not found' }, 'fetchOrders'),
        notFound: true,
      });
      return;
    }
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', order: (await api.orders.get(id)).order });
    } catch (err) {
      const code = (err as { code?: string }).code;
      setState({ status: 'error', error: messageOf(err, 'fetchOrders'), notFound: code === 'order_not_found' || code === 'not_found' });
    }
  }, [id]);
  useEffect(() => void load(), [load]);
  /** After an action: the order as the API answered it. */
  const replace = useCallback((order: OrderDetail) => setState({ status: 'ready', order }), []);
  return { state, load, replace };
}

/** The order id in the page's path (/order/12): the last segment, digits only; null for anything else. */
export function orderIdOf(pathname: string): number | null {
  const m = /\/order\/(\d{1,15})\/?$/.exec(pathname);
  const id = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}
