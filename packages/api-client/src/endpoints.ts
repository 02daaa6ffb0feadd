// One typed function per API operation (the contracts' table, `ops`), with the SPEC §8 default message of each.
import {
  API_PREFIX,
  buildPath,
  ops,
  type CheckoutRequest,
  type HeaderFooter,
  type PageInput,
  type ProductListQuery,
  type RegisterRequest,
  type SectionInput,
  type WebsiteInput,
} from '@app/contracts';
import type { RemoteFailureReport } from '@app/contracts/releases';
import { createClient, type Client } from './client';

export type { PageInput, SectionInput, WebsiteInput };
export type RegisterInput = Omit<RegisterRequest, 'role_name'>;

function authApi(client: Client) {
  return {
    register: (input: RegisterInput) => client.op(ops.register, {}, { ...input, role_name: 'user' }, { defaultMessage: 'register' }),
    /** Verifying the phone signs the new merchant in (the login answer and cookies); there is no `message` any more. */
    verifyPhone: (phone_number: string, code: string) =>
      client.op(ops.verifyPhone, {}, { phone_number, code }, { defaultMessage: 'otpVerification' }),
    /** Same answer for known and unknown phones; 429 rate_limited (Retry-After) over the send limits. */
    resendCode: (phone_number: string, purpose: 'register' | 'login') =>
      client.op(ops.resendCode, {}, { phone_number, purpose }, { defaultMessage: 'otp' }),
    login: (username: string, password: string) =>
      client.op(ops.login, {}, new URLSearchParams({ username, password, scope: '', client_id: 'string', client_secret: 'string' }), {
        defaultMessage: 'login',
      }),
    loginWithPhone: (phone_number: string) =>
      client.op(ops.loginWithPhone, {}, { phone_number, role_name: 'user' }, { defaultMessage: 'otp' }),
    verifyOtp: (phone_number: string, otp: string) =>
      client.op(ops.verifyOtp, {}, { phone_number, otp, role_name: 'user' }, { defaultMessage: 'otpVerification' }),
    logout: () => client.op(ops.logout, {}),
    profile: () => client.op(ops.profile, {}, undefined, { defaultMessage: 'fetchProfile' }),
  };
}

function websiteApi(client: Client) {
  return {
    mine: () => client.op(ops.websiteGet, {}, undefined, { defaultMessage: 'fetchWebsite' }),
    create: (w: WebsiteInput) => client.op(ops.websiteCreate, {}, w, { defaultMessage: 'createWebsite' }),
    update: (w: WebsiteInput) => client.op(ops.websiteUpdate, {}, w, { defaultMessage: 'updateWebsite' }),
    byDomain: (domain: string) => client.op(ops.websiteByDomain, { domain }, undefined, { defaultMessage: 'fetchWebsite' }),
    byId: (id: number | string) => client.op(ops.websiteById, { website_id: id }, undefined, { defaultMessage: 'fetchWebsite' }),
    createHeader: (h: HeaderFooter) => client.op(ops.headerCreate, {}, h, { defaultMessage: 'createHeader' }),
    updateHeader: (h: HeaderFooter) => client.op(ops.headerUpdate, {}, h, { defaultMessage: 'updateHeader' }),
    createFooter: (f: HeaderFooter) => client.op(ops.footerCreate, {}, f, { defaultMessage: 'createFooter' }),
    updateFooter: (f: HeaderFooter) => client.op(ops.footerUpdate, {}, f, { defaultMessage: 'updateFooter' }),
    createHero: (form: FormData) => client.op(ops.heroCreate, {}, form, { defaultMessage: 'createHero' }),
    updateHero: (form: FormData) => client.op(ops.heroUpdate, {}, form, { defaultMessage: 'updateHero' }),
  };
}

function pagesApi(client: Client) {
  return {
    create: (p: PageInput) => client.op(ops.pageCreate, {}, p, { defaultMessage: 'createPage' }),
    update: (id: number, p: PageInput) => client.op(ops.pageUpdate, { page_id: id }, p, { defaultMessage: 'updatePages' }),
    get: (id: number) => client.op(ops.pageGet, { page_id: id }, undefined, { defaultMessage: 'fetchPage' }),
    createSection: (pageId: number, s: SectionInput) =>
      client.op(ops.sectionCreate, { page_id: pageId }, { ...s, page_id: pageId }, { defaultMessage: 'createSection' }),
    updateSection: (pageId: number, id: number, s: SectionInput) =>
      client.op(ops.sectionUpdate, { page_id: pageId, section_id: id }, s, { defaultMessage: 'updateSections' }),
    deleteSection: (pageId: number, id: number) =>
      client.op(ops.sectionDelete, { page_id: pageId, section_id: id }, undefined, { defaultMessage: 'updateSections' }),
    publicSections: (websiteId: number, slug: string) =>
      client.op(ops.publicSections, { website_id: websiteId, slug }, undefined, { defaultMessage: 'fetchPage' }),
  };
}

function productsApi(client: Client) {
  return {
    list: (websiteId: number, query: ProductListQuery = {}) =>
      client.op(ops.productList, { website_id: websiteId }, undefined, { query, defaultMessage: 'fetchProducts' }),
    create: (websiteId: number, form: FormData) =>
      client.op(ops.productCreate, { website_id: websiteId }, form, { defaultMessage: 'createProduct' }),
    update: (websiteId: number, id: number, form: FormData) =>
      client.op(ops.productUpdate, { website_id: websiteId, product_id: id }, form, { defaultMessage: 'editProduct' }),
    remove: (websiteId: number, id: number) =>
      client.op(ops.productDelete, { website_id: websiteId, product_id: id }, undefined, { defaultMessage: 'deleteProduct' }),
  };
}

function ownerApi(client: Client) {
  return {
    orders: {
      list: (page: number, limit = 10) => client.op(ops.orders, {}, undefined, { query: { page, limit }, defaultMessage: 'fetchOrders' }),
    },
    transactions: {
      list: (page: number, limit = 10) =>
        client.op(ops.transactions, {}, undefined, { query: { page, limit }, defaultMessage: 'fetchTransactions' }),
    },
    subscribers: {
      list: (page: number, limit = 10) => client.op(ops.subscribers, {}, undefined, { query: { page, limit } }),
      /** For an <a href download>: the browser sends the session cookie with this GET. */
      exportUrl: `${API_PREFIX}${buildPath(ops.subscribersExport, {})}`,
    },
    messages: {
      list: (page: number, limit = 10) => client.op(ops.messages, {}, undefined, { query: { page, limit } }),
      unreadCount: () => client.op(ops.unreadMessages, {}),
      setRead: (id: number, read: boolean) => client.op(ops.messageSetRead, { message_id: id }, { read }),
      remove: (id: number) => client.op(ops.messageDelete, { message_id: id }),
    },
    reports: {
      summary: (days: number) => client.op(ops.reportSummary, {}, undefined, { query: { days } }),
    },
  };
}

function createApi(client: Client = createClient()) {
  return {
    client,
    auth: authApi(client),
    website: websiteApi(client),
    pages: pagesApi(client),
    products: productsApi(client),
    ...ownerApi(client),
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
    /** The shell's report of a remote's release that failed to load or render (DESIGN.md §19). */
    remotes: {
      reportFailure: (report: RemoteFailureReport) => client.op(ops.remoteFailure, {}, report),
    },
  };
}

export type Api = ReturnType<typeof createApi>;
/** The app-wide instance (a federation singleton, so the shell and every remote share it). */
export const api = createApi();
