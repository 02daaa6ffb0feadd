// The commerce remote's test data: orders, transactions, paged answers, a website and a report.
import type { Answer } from '@app/remote-kit/test';
import type { Order, Paged, ReportSummary, Transaction, Website } from '@app/contracts';

export function order(id: number, over: Partial<Order> = {}): Order {
  return {
    id,
    total_value: 25.5,
    subtotal: 25.5,
    discount: 0,
    discount_code: null,
    currency: 'USD',
    status: 'paid',
    customer_name: 'Ada Shopper',
    customer_email: 'ada@example.com',
    shipping_address: null,
    locale: 'en',
    created_at: '2026-11-21T09:30:00.000Z',
    items: [{ product_id: 3, variant_id: 31, name: 'Blue mug', variant_title: '', price: 12.75, quantity: 2 }],
    test: false,
    ...over,
  };
}

export function transaction(n: number, over: Partial<Transaction> = {}): Transaction {
  return {
    mer_id: 7,
    mer_name: 'Shop',
    amount: 1234.5,
    currency: 'USD',
    order_id: n,
    payment_via: 'card',
    reason: 'approved',
    ref_id: `ref_${n}`,
    status: 'success',
    third_party_id: `tp_test_${n}`,
    txn_id: `txn_${n}`,
    created_at: '2026-11-21T09:30:00.000Z',
    test: false,
    kind: 'payment',
    ...over,
  };
}

/** `count` items in all, served `limit` a page, numbered newest first like the API. */
export function pages<T>(count: number, make: (n: number) => T) {
  return (_body: unknown, { query: q }: { query: Record<string, string> }): Answer => {
    const page = Number(q.page ?? 1);
    const limit = Number(q.limit ?? 10);
    const items: T[] = [];
    for (let i = (page - 1) * limit; i < Math.min(count, page * limit); i++) items.push(make(count - i));
    return { body: { items, total: count, page, limit } satisfies Paged<T> };
  };
}

export const WEBSITE: Website = {
  id: 42,
  domain: 'blue-shop',
  title: 'Blue Shop',
  description: 'Mugs and more',
  currency: 'USD',
  content_version: 3,
  created_at: '2026-11-20T10:00:00.000Z',
  header: { html_content: '', navs: [] },
  footer: { html_content: '', navs: [] },
  hero: null,
  pages: [
    { id: 1, title: 'About us', slug: 'about-us', meta_title: '', meta_description: '', is_published: true },
    { id: 2, title: 'Contact-us', slug: 'contact-us', meta_title: '', meta_description: '', is_published: false },
  ],
};

export function summary(days: number, over: Partial<ReportSummary> = {}): ReportSummary {
  const sales_per_day = Array.from({ length: days }, (_, i) => ({
    date: new Date(Date.UTC(2026, 10, 23) - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    revenue: i === days - 1 ? 60 : i === days - 2 ? 30 : 0,
    orders: i === days - 1 ? 2 : i === days - 2 ? 1 : 0,
  }));
  return {
    days,
    currency: 'USD',
    revenue: 90,
    refunds: 0,
    orders: 3,
    average_order_value: 30,
    sales_per_day,
    top_products: [{ product_id: 3, name: 'Blue mug', quantity: 6, revenue: 90 }],
    test: { revenue: 0, orders: 0 },
    ...over,
  };
}
