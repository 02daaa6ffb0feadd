// Public calls a store's pages make (the storefront has its own proxy; these are for completeness and tests).
import { ops, type CheckoutRequest } from '@app/contracts';
import type { Client } from '../client';

export const storeApi = (client: Client) => ({
  checkout: (websiteId: number, req: CheckoutRequest, idempotencyKey: string) =>
    client.op(ops.checkout, { website_id: websiteId }, req, { headers: { 'Idempotency-Key': idempotencyKey } }),
  orderStatus: (websiteId: number, orderId: number, token: string) =>
    client.op(ops.orderStatus, { website_id: websiteId, order_id: orderId }, undefined, { query: { token } }),
  subscribe: (websiteId: number, email: string) => client.op(ops.newsletter, { website_id: websiteId }, { email }),
  contact: (websiteId: number, section_id: number, fields: Record<string, string>, email: string) =>
    client.op(ops.contact, { website_id: websiteId }, { section_id, fields, email }),
});
