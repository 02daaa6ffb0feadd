// API paths of SPEC.md §7 plus DESIGN.md §5's additions. The front door serves them under API_PREFIX.
import { buildPath, publicOperations as ops } from './operations';

export const API_PREFIX = '/api';

export const paths = {
  register: '/auth/register',
  verifyPhone: '/auth/verify-phone',
  login: '/auth/login',
  loginWithPhone: '/auth/login-with-phone',
  verifyOtp: '/auth/verify-otp',
  logout: '/auth/logout',
  profile: '/protected/',
  website: '/website/',
  websiteByDomain: (domain: string) => `/website/domain/${encodeURIComponent(domain)}`,
  websiteById: (id: number | string) => `/website/id/${id}`,
  header: '/website/header',
  footer: '/website/footer',
  hero: '/website/hero',
  pages: '/website/pages/',
  page: (pageId: number | string) => `/website/pages/${pageId}`,
  sections: (pageId: number | string) => `/website/pages/${pageId}/sections`,
  section: (pageId: number | string, sectionId: number | string) => `/website/pages/${pageId}/sections/${sectionId}`,
  publicSections: (websiteId: number | string, slug: string) =>
    `/website/pages/public/website/${websiteId}/sections/${encodeURIComponent(slug)}`,
  createProduct: (websiteId: number | string) => `/website/${websiteId}/products`,
  products: (websiteId: number | string) => buildPath(ops.productList, { website_id: websiteId }),
  product: (websiteId: number | string, productId: number | string) => `/website/website/${websiteId}/products/${productId}`,
  orders: '/orders/',
  transactions: '/transactions/',
  resendCode: '/auth/resend-code',
  // The public storefront operations: built from the operations table (operations.ts).
  checkout: (websiteId: number | string) => buildPath(ops.checkout, { website_id: websiteId }),
  orderStatus: (websiteId: number | string, orderId: number | string, token: string) =>
    buildPath(ops.orderStatus, { website_id: websiteId, order_id: orderId }, { token }),
  newsletter: (websiteId: number | string) => buildPath(ops.newsletter, { website_id: websiteId }),
  contact: (websiteId: number | string) => buildPath(ops.contact, { website_id: websiteId }),
  subscribers: '/website/subscribers',
  /** A CSV download: link to API_PREFIX + this (the session cookie authenticates a GET). */
  subscribersExport: '/website/subscribers/export',
  messages: '/website/messages',
  unreadMessages: '/website/messages/unread-count',
  message: (id: number | string) => `/website/messages/${id}`,
  reportSummary: '/reports/summary',
  devSms: '/__dev/sms',
} as const;
