// One typed function per API call of SPEC §7, with the SPEC §8 default message of each.
import {
  API_PREFIX,
  paths,
  publicOperations as ops,
  type CheckoutRequest,
  type Chrome,
  type ContactMessage,
  type ContactMessagePage,
  type ResendCodeResponse,
  type Subscriber,
  type UnreadCount,
  type Hero,
  type MessageResponse,
  type Order,
  type Page,
  type PageWithSections,
  type Paged,
  type Product,
  type ReportSummary,
  type Section,
  type TokenResponse,
  type Transaction,
  type User,
  type Website,
} from '@app/contracts';
import { createClient, type Client } from './client';

export interface RegisterInput {
  username: string;
  email: string;
  phone_number: string;
  password: string;
}
export type WebsiteInput = Pick<Website, 'domain' | 'title' | 'description'>;
export type PageInput = Omit<Page, 'id'>;
export type SectionInput = Pick<Section, 'title' | 'type' | 'content' | 'order'>;

function createApi(client: Client = createClient()) {
  return {
    client,
    auth: {
      register: (input: RegisterInput) =>
        client.post<MessageResponse>(paths.register, { ...input, role_name: 'user' }, { defaultMessage: 'register' }),
      /** Verifying the phone signs the new merchant in (the login answer and cookies); there is no `message` any more. */
      verifyPhone: (phone_number: string, code: string) =>
        client.post<TokenResponse & { message?: string }>(paths.verifyPhone, { phone_number, code }, { defaultMessage: 'otpVerification' }),
      /** Same answer for known and unknown phones; 429 rate_limited (Retry-After) over the send limits. */
      resendCode: (phone_number: string, purpose: 'register' | 'login') =>
        client.post<ResendCodeResponse>(paths.resendCode, { phone_number, purpose }, { defaultMessage: 'otp' }),
      login: (username: string, password: string) =>
        client.post<TokenResponse>(
          paths.login,
          new URLSearchParams({ username, password, scope: '', client_id: 'string', client_secret: 'string' }),
          { defaultMessage: 'login' },
        ),
      loginWithPhone: (phone_number: string) =>
        client.post<MessageResponse & { detail?: string }>(paths.loginWithPhone, { phone_number, role_name: 'user' }, { defaultMessage: 'otp' }),
      verifyOtp: (phone_number: string, otp: string) =>
        client.post<TokenResponse>(paths.verifyOtp, { phone_number, otp, role_name: 'user' }, { defaultMessage: 'otpVerification' }),
      logout: () => client.post<MessageResponse>(paths.logout),
      profile: () => client.get<{ user: User }>(paths.profile, { defaultMessage: 'fetchProfile' }),
    },
    website: {
      mine: () => client.get<Website>(paths.website, { defaultMessage: 'fetchWebsite' }),
      create: (w: WebsiteInput) => client.post<Website>(paths.website, w, { defaultMessage: 'createWebsite' }),
      update: (w: WebsiteInput) => client.put<Website>(paths.website, w, { defaultMessage: 'updateWebsite' }),
      byDomain: (domain: string) => client.get<Website>(paths.websiteByDomain(domain), { defaultMessage: 'fetchWebsite' }),
      byId: (id: number | string) => client.get<Website>(paths.websiteById(id), { defaultMessage: 'fetchWebsite' }),
      createHeader: (c: Chrome) => client.post<Chrome>(paths.header, c, { defaultMessage: 'createHeader' }),
      updateHeader: (c: Chrome) => client.put<Chrome>(paths.header, c, { defaultMessage: 'updateHeader' }),
      createFooter: (c: Chrome) => client.post<Chrome>(paths.footer, c, { defaultMessage: 'createFooter' }),
      updateFooter: (c: Chrome) => client.put<Chrome>(paths.footer, c, { defaultMessage: 'updateFooter' }),
      createHero: (form: FormData) => client.post<Hero>(paths.hero, form, { defaultMessage: 'createHero' }),
      updateHero: (form: FormData) => client.put<Hero>(paths.hero, form, { defaultMessage: 'updateHero' }),
    },
    pages: {
      create: (p: PageInput) => client.post<Page>(paths.pages, p, { defaultMessage: 'createPage' }),
      update: (id: number, p: PageInput) => client.put<Page>(paths.page(id), p, { defaultMessage: 'updatePages' }),
      get: (id: number) => client.get<PageWithSections>(paths.page(id), { defaultMessage: 'fetchPage' }),
      createSection: (pageId: number, s: SectionInput) =>
        client.post<Section>(paths.sections(pageId), { ...s, page_id: pageId }, { defaultMessage: 'createSection' }),
      updateSection: (pageId: number, id: number, s: SectionInput) =>
        client.put<Section>(paths.section(pageId, id), s, { defaultMessage: 'updateSections' }),
      deleteSection: (pageId: number, id: number) => client.del<MessageResponse>(paths.section(pageId, id), { defaultMessage: 'updateSections' }),
      publicSections: (websiteId: number, slug: string) =>
        client.get<Section[]>(paths.publicSections(websiteId, slug), { defaultMessage: 'fetchPage' }),
    },
    products: {
      list: (websiteId: number, query: { page?: number; limit?: number; q?: string; category?: string; ids?: string } = {}) =>
        client.op(ops.productList, { website_id: websiteId }, undefined, { query, defaultMessage: 'fetchProducts' }),
      create: (websiteId: number, form: FormData) => client.post<Product>(paths.createProduct(websiteId), form, { defaultMessage: 'createProduct' }),
      update: (websiteId: number, id: number, form: FormData) =>
        client.put<Product>(paths.product(websiteId, id), form, { defaultMessage: 'editProduct' }),
      remove: (websiteId: number, id: number) => client.del<MessageResponse>(paths.product(websiteId, id), { defaultMessage: 'deleteProduct' }),
    },
    orders: {
      list: (page: number, limit = 10) => client.get<Paged<Order>>(paths.orders, { query: { page, limit }, defaultMessage: 'fetchOrders' }),
    },
    transactions: {
      list: (page: number, limit = 10) =>
        client.get<Paged<Transaction>>(paths.transactions, { query: { page, limit }, defaultMessage: 'fetchTransactions' }),
    },
    subscribers: {
      list: (page: number, limit = 10) => client.get<Paged<Subscriber>>(paths.subscribers, { query: { page, limit } }),
      /** For an <a href download>: the browser sends the session cookie with this GET. */
      exportUrl: `${API_PREFIX}${paths.subscribersExport}`,
    },
    messages: {
      list: (page: number, limit = 10) => client.get<ContactMessagePage>(paths.messages, { query: { page, limit } }),
      unreadCount: () => client.get<UnreadCount>(paths.unreadMessages),
      setRead: (id: number, read: boolean) => client.put<ContactMessage>(paths.message(id), { read }),
      remove: (id: number) => client.del<null>(paths.message(id)),
    },
    /** Public calls a store's pages make (the storefront has its own proxy; these are for completeness and tests). */
    store: {
      checkout: (websiteId: number, req: CheckoutRequest, idempotencyKey: string) =>
        client.op(ops.checkout, { website_id: websiteId }, req, { headers: { 'Idempotency-Key': idempotencyKey } }),
      orderStatus: (websiteId: number, orderId: number, token: string) =>
        client.op(ops.orderStatus, { website_id: websiteId, order_id: orderId }, undefined, { query: { token } }),
      subscribe: (websiteId: number, email: string) => client.op(ops.newsletter, { website_id: websiteId }, { email }),
      contact: (websiteId: number, section_id: number, fields: Record<string, string>) =>
        client.op(ops.contact, { website_id: websiteId }, { section_id, fields }),
    },
    reports: {
      summary: (days: number) => client.get<ReportSummary>(paths.reportSummary, { query: { days } }),
    },
  };
}

export type Api = ReturnType<typeof createApi>;
/** The app-wide instance (a federation singleton, so the shell and every remote share it). */
export const api = createApi();
