// An order as GET /orders/{id} answers it, for the detail page's tests.
import type { OrderDetail } from '@app/contracts';
import { order } from '../../test/fixtures';

export function orderDetail(over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...order(12, {
      total_value: 50,
      subtotal: 50,
      items: [{ product_id: 7, variant_id: 70, name: 'Tee', variant_title: 'M / Red', price: 25, quantity: 2 }],
    }),
    customer_email: 'ada@example.com',
    shipping_address: { line1: '1 Main St', line2: '', city: 'Addis Ababa', region: '', postal_code: '', country: 'ET' },
    refunded: 0,
    fulfilled_at: null,
    tracking_number: null,
    carrier: null,
    cancelled_at: null,
    restocked_at: null,
    confirmed_at: null,
    expires_at: null,
    payments: [
      {
        txn_id: 'txn_1',
        amount: 50,
        currency: 'USD',
        payment_via: 'card',
        status: 'success',
        reason: 'approved',
        third_party_id: 'tp_1',
        created_at: '2026-11-21T09:30:00.000Z',
      },
    ],
    refunds: [],
    events: [
      {
        type: 'created',
        from_status: null,
        to_status: 'paid',
        code: null,
        params: {},
        note: '',
        actor: 'shopper',
        created_at: '2026-11-21T09:30:00.000Z',
      },
    ],
    ...over,
  };
}
