// The owner's inbox (contact-form messages) and newsletter subscribers (issue #11 items 17 and 18).
import { API_PREFIX, buildPath, ops } from '@app/contracts';
import type { Client } from '../client';

export const messagesApi = (client: Client) => ({
  list: (page: number, limit = 10) => client.op(ops.messages, {}, undefined, { query: { page, limit }, defaultMessage: 'fetchMessages' }),
  unreadCount: () => client.op(ops.unreadMessages, {}),
  setRead: (id: number, read: boolean) => client.op(ops.messageSetRead, { message_id: id }, { read }, { defaultMessage: 'updateMessage' }),
  remove: (id: number) => client.op(ops.messageDelete, { message_id: id }, undefined, { defaultMessage: 'deleteMessage' }),
});

export const subscribersApi = (client: Client) => ({
  list: (page: number, limit = 10) =>
    client.op(ops.subscribers, {}, undefined, { query: { page, limit }, defaultMessage: 'fetchSubscribers' }),
  /** For an <a href download>: the browser sends the session cookie with this GET. */
  exportUrl: `${API_PREFIX}${buildPath(ops.subscribersExport, {})}`,
});
