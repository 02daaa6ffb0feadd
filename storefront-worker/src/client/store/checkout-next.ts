// Where the shopper goes once the store has taken the order (DESIGN §18). A card payment answers 200 with the order;
// the other methods answer 201 {order_id, status, next, status_token}: `next` sends the shopper to the provider's page
// (followed only when it is https: or this very origin, so an answer can never make the store an open redirect),
// says there is nothing to do (cash on delivery), or that the provider will come back to us (the return page polls).
// Pure, so every answer is tested without a browser.

export type Next = { type: 'redirect'; url: string } | { type: 'none' } | { type: 'await_customer' };

export interface Placed {
  orderId: number;
  token: string;
  status: string;
  next: Next;
}

type Answer = {
  order?: { id?: unknown; status?: unknown };
  order_id?: unknown;
  status?: unknown;
  status_token?: unknown;
  next?: { type?: unknown; url?: unknown };
};

function nextOf(n: Answer['next']): Next | null {
  if (!n || n.type === 'none') return { type: 'none' };
  if (n.type === 'await_customer') return { type: 'await_customer' };
  if (n.type === 'redirect' && typeof n.url === 'string') return { type: 'redirect', url: n.url };
  return null;
}

/** The order a successful checkout answer placed, or null for an answer that is not one. */
export function placedOrder(httpStatus: number, body: Answer): Placed | null {
  if (httpStatus !== 200 && httpStatus !== 201) return null;
  const id = body.order_id ?? body.order?.id;
  const status = body.status ?? body.order?.status;
  const next = nextOf(body.next);
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || typeof status !== 'string' || !next) return null;
  return { orderId: id, token: typeof body.status_token === 'string' ? body.status_token : '', status, next };
}

/** The provider's page, only over https: or on this origin (never javascript:, data:, or plain http elsewhere). */
export function safeRedirect(url: string, origin: string): string | null {
  try {
    const u = new URL(url, origin);
    return u.protocol === 'https:' || u.origin === origin ? u.href : null;
  } catch {
    return null;
  }
}

/** The URL to go to next, or null when the answer's redirect is not one we follow. */
export function destination(p: Placed, base: string, origin: string): string | null {
  if (p.next.type === 'redirect') return safeRedirect(p.next.url, origin);
  const page = p.next.type === 'await_customer' || p.status === 'pending' ? 'return' : 'success';
  return `${base}/checkout/${page}?order=${p.orderId}`;
}
