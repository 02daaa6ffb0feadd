// The owner's newsletter subscribers and contact-form messages (issue #11 items 17 and 18): thin typed calls on the
// shared api client, with the screens' own default messages (shapes from @app/contracts).
import { api } from '@app/api-client';
import type { ContactMessage, ContactMessagePage, Paged, Subscriber } from '@app/contracts';
import { API_PREFIX } from '@app/contracts/paths';

export type { ContactMessage, Subscriber };

export const SUBSCRIBERS_PAGE_SIZE = 10;
export const MESSAGES_PAGE_SIZE = 10;

/** A plain link downloads the file: the browser sends the session cookie with this same-origin GET. */
export const SUBSCRIBERS_EXPORT_URL = `${API_PREFIX}/website/subscribers/export`;

export const ownerApi = {
  subscribers: (page: number, limit: number) =>
    api.client.get<Paged<Subscriber>>('/website/subscribers', { query: { page, limit }, defaultMessage: 'fetchSubscribers' }),
  messages: (page: number, limit: number) =>
    api.client.get<ContactMessagePage>('/website/messages', { query: { page, limit }, defaultMessage: 'fetchMessages' }),
  setRead: (id: number, read: boolean) =>
    api.client.put<ContactMessage>(`/website/messages/${id}`, { read }, { defaultMessage: 'updateMessage' }),
  remove: (id: number) => api.client.del<null>(`/website/messages/${id}`, { defaultMessage: 'deleteMessage' }),
};
