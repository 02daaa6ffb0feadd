// The owner's commerce reads and the inbox: orders, transactions, reports, newsletter subscribers (and their CSV),
// contact-form messages (SPEC §7 /orders, /transactions; DESIGN §5 /reports, /website/subscribers, /website/messages).
import type { OrderListQuery } from '../schemas/orders';
import type {
  ContactMessage,
  ContactMessagePage,
  Order,
  Paged,
  PageQuery,
  ReadFlagRequest,
  ReportQuery,
  ReportSummary,
  Subscriber,
  Transaction,
  UnreadCount,
} from '../types';
import { op } from './define';

const LIST = ['validation_failed', 'website_not_found'] as const;

export const commerceOperations = {
  orders: op<OrderListQuery, undefined, Paged<Order>>()({ id: 'orders', method: 'GET', auth: true, path: '/orders/', errors: LIST }),
  transactions: op<PageQuery, undefined, Paged<Transaction>>()({
    id: 'transactions',
    method: 'GET',
    auth: true,
    path: '/transactions/',
    errors: LIST,
  }),
  reportSummary: op<ReportQuery, undefined, ReportSummary>()({
    id: 'reportSummary',
    method: 'GET',
    auth: true,
    path: '/reports/summary',
    errors: LIST,
  }),
  subscribers: op<PageQuery, undefined, Paged<Subscriber>>()({
    id: 'subscribers',
    method: 'GET',
    auth: true,
    path: '/website/subscribers',
    errors: LIST,
  }),
  /** A CSV download (text/csv): a plain link works, the browser sends the session cookie with this GET. */
  subscribersExport: op<undefined, undefined, string>()({
    id: 'subscribersExport',
    method: 'GET',
    auth: true,
    path: '/website/subscribers/export',
    errors: ['website_not_found'],
  }),
  messages: op<PageQuery, undefined, ContactMessagePage>()({
    id: 'messages',
    method: 'GET',
    auth: true,
    path: '/website/messages',
    errors: LIST,
  }),
  unreadMessages: op<undefined, undefined, UnreadCount>()({
    id: 'unreadMessages',
    method: 'GET',
    auth: true,
    path: '/website/messages/unread-count',
    errors: ['website_not_found'],
  }),
  messageSetRead: op<undefined, ReadFlagRequest, ContactMessage>()({
    id: 'messageSetRead',
    method: 'PUT',
    auth: true,
    path: '/website/messages/:message_id',
    errors: ['bad_request', 'invalid_json', 'validation_failed', 'website_not_found', 'message_not_found'],
  }),
  /** 204, no body. */
  messageDelete: op<undefined, undefined, null>()({
    id: 'messageDelete',
    method: 'DELETE',
    auth: true,
    path: '/website/messages/:message_id',
    errors: ['website_not_found', 'message_not_found'],
  }),
} as const;
