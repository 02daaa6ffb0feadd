// The owner's newsletter subscribers and contact-form messages (issue #11 items 17 and 18): thin typed calls on the
// shared api client, with the screens' own default messages (shapes from @app/contracts).
import { api } from '@app/api-client';
import { ops, type ContactMessage, type Subscriber } from '@app/contracts';

export type { ContactMessage, Subscriber };

export const SUBSCRIBERS_PAGE_SIZE = 10;
export const MESSAGES_PAGE_SIZE = 10;

/** A plain link downloads the file: the browser sends the session cookie with this same-origin GET. */
export const SUBSCRIBERS_EXPORT_URL = api.subscribers.exportUrl;

export const ownerApi = {
  subscribers: (page: number, limit: number) =>
    api.client.op(ops.subscribers, {}, undefined, { query: { page, limit }, defaultMessage: 'fetchSubscribers' }),
  messages: (page: number, limit: number) =>
    api.client.op(ops.messages, {}, undefined, { query: { page, limit }, defaultMessage: 'fetchMessages' }),
  setRead: (id: number, read: boolean) =>
    api.client.op(ops.messageSetRead, { message_id: id }, { read }, { defaultMessage: 'updateMessage' }),
  remove: (id: number) => api.client.op(ops.messageDelete, { message_id: id }, undefined, { defaultMessage: 'deleteMessage' }),
};
