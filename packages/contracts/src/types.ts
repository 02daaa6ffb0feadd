// DTOs: the JSON shapes the API takes and returns (SPEC.md §3, DESIGN.md §5). Money is in store-currency units, 2
// decimals. What a client sends is inferred from the yup schema that checks it (type-only imports: no yup at run time,
// the storefront islands import these types), so a field is declared once, in its schema.
import type { InferType } from 'yup';
import type { ShippingAddress } from './address';
import type { SectionType } from './constants';
import type { ErrorDetail } from './errors';
import type { OrderState } from './order-states';
import type {
  loginSchema,
  registerSchema,
  resendCodeSchema,
  verifyOtpSchema,
  verifyPhoneSchema,
  loginWithPhoneSchema,
} from './schemas/auth';
import type { checkoutSchema } from './schemas/checkout';
import type { contactSchema } from './schemas/contact';
import type { newsletterSchema, readFlagSchema } from './schemas/inbox';
import type { productListQuerySchema, productSchema } from './schemas/product';
import type { reportQuerySchema } from './schemas/report';
import type { sectionSchema } from './schemas/section';
import type { headerFooterSchema, heroSchema, pageSchema, websiteSchema } from './schemas/website';

export type RegisterRequest = InferType<typeof registerSchema>;
export type VerifyPhoneRequest = InferType<typeof verifyPhoneSchema>;
export type VerifyOtpRequest = InferType<typeof verifyOtpSchema>;
export type LoginWithPhoneRequest = InferType<typeof loginWithPhoneSchema>;
export type ResendCodeRequest = InferType<typeof resendCodeSchema>;
export type LoginRequest = InferType<typeof loginSchema>;
export type WebsiteInput = InferType<typeof websiteSchema>;
export type PageInput = InferType<typeof pageSchema>;
export type HeroInput = InferType<typeof heroSchema>;
export type ProductInput = InferType<typeof productSchema>;
/** The list's query as a client sends it (every key optional: the schema fills the defaults). */
export type ProductListQuery = Partial<InferType<typeof productListQuerySchema>>;
export type ReportQuery = Partial<InferType<typeof reportQuerySchema>>;
export type PageQuery = { page?: number; limit?: number };
export type ReadFlagRequest = InferType<typeof readFlagSchema>;
export type NewsletterRequest = InferType<typeof newsletterSchema>;
export type CheckoutRequest = InferType<typeof checkoutSchema>;
export type CheckoutItem = CheckoutRequest['items'][number];
/** The instant card payment (the test provider's); the other methods carry only their name. */
export type CardPayment = Extract<CheckoutRequest['payment'], { method: 'card' }>;
export type ContactRequest = InferType<typeof contactSchema>;

export interface User {
  id: number;
  username: string;
  email: string | null;
  phone_number: string | null;
  role_name: string;
  created_at: string;
}
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  user: User;
}
/** POST /auth/resend-code: the same answer whether or not the phone is known. */
export interface ResendCodeResponse {
  sent: true;
  /** Seconds until the next resend is allowed. */
  retry_after: number;
}
export interface MessageResponse {
  message: string;
  success?: boolean;
  status?: number;
}
/** A website's header or footer: its navigation links and an HTML snippet (kept as text, never rendered as HTML). */
export type HeaderFooter = InferType<typeof headerFooterSchema>;
export type NavItem = HeaderFooter['navs'][number];
export interface Hero extends HeroInput {
  background_image: string;
}
export interface Page extends PageInput {
  id: number;
}
/** What the builder sends: content is normalised to text values by type (normalizeSectionContent). */
export type SectionInput = Omit<InferType<typeof sectionSchema>, 'type' | 'content'> & {
  type: SectionType;
  content: Record<string, string>;
};
export interface Section extends SectionInput {
  id: number;
  page_id: number;
}
export interface PageWithSections extends Page {
  sections: Section[];
}
export interface Website {
  id: number;
  domain: string;
  title: string;
  description: string;
  currency: string;
  content_version: number;
  created_at: string;
  header: HeaderFooter | null;
  footer: HeaderFooter | null;
  hero: Hero | null;
  pages: Page[];
}
export interface ProductImage {
  url: string;
  width: number | null;
  height: number | null;
}
/** The schema's fields plus what the server adds (a field added to productSchema appears here by itself). */
export interface Product extends ProductInput {
  id: number;
  image_urls: string[];
  images: ProductImage[];
  created_at: string;
  // Card facts kept by the database from the variants (migration 0014), present only when set.
  /** The compare-at price of the variant `price` comes from (a card's "Sale"). */
  compare_at_price?: number | null;
  /** True when the variants' prices differ (a card says "From {price}"). */
  prices_vary?: boolean;
  /** True when the product has options (a card links to the product page to choose them). */
  has_options?: boolean;
}
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}
export interface OrderItem {
  product_id: number;
  /** The variant sold (DESIGN §17); null on orders placed before variants. */
  variant_id: number | null;
  name: string;
  /** "M / Red" as it was when ordered; '' for a product without options. */
  variant_title: string;
  price: number;
  quantity: number;
}
export interface Order {
  id: number;
  /** What was charged: subtotal - discount (DESIGN §17). */
  total_value: number;
  subtotal: number;
  discount: number;
  /** The code the shopper entered; null for no discount or an automatic one. */
  discount_code: string | null;
  currency: string;
  status: OrderState;
  customer_name: string;
  /** Where the confirmation went; null on orders placed before checkout asked for it. */
  customer_email: string | null;
  /** Null on orders placed before checkout collected it (migration 0019). */
  shipping_address: ShippingAddress | null;
  /** The shopper's language (their emails are written in it). */
  locale: string;
  created_at: string;
  items: OrderItem[];
  /**
   * A test order: placed through the simulated test provider (the store was in test mode), so no money moved. It
   * never counts as revenue or a paid order in reports.
   */
  test: boolean;
}
export interface Transaction {
  mer_id: number;
  mer_name: string;
  amount: number;
  currency: string;
  order_id: number;
  payment_via: string;
  /** A reason code (reasons.ts) the dashboard writes in the merchant's language; other words are shown as they are. */
  reason: string;
  ref_id: string;
  /** A refund is 'pending' while its provider is asked. */
  status: 'success' | 'failed' | 'pending';
  third_party_id: string;
  txn_id: string;
  created_at: string;
  /** The transaction of a test order (Order.test): simulated, no money moved. */
  test: boolean;
  /** Money in (a payment attempt) or back out (a refund of the order: #34 item 5). */
  kind: 'payment' | 'refund';
}
/** out_of_stock's detail: the line's product and variant, the quantity asked for and the stock left. */
export interface OutOfStockDetail extends ErrorDetail {
  product_id?: number;
  variant_id?: number;
  variant_title?: string;
  requested?: number;
  available?: number;
}
/** A transaction as a shopper sees it: public answers never carry an owner id. */
export type PublicTransaction = Omit<Transaction, 'mer_id'>;
export interface CheckoutResponse {
  order: Order;
  transaction: PublicTransaction;
  /** Opens GET /stores/{website_id}/orders/{order.id}?token=... (the success page's proof that the order is theirs). */
  status_token: string;
}
/** GET /stores/{website_id}/orders/{order_id}: what a shopper holding the order's status token may see. */
export interface OrderStatus extends Pick<Order, 'subtotal' | 'discount' | 'discount_code' | 'customer_email' | 'shipping_address'> {
  id: number;
  /** Any state of DESIGN §18: the return page polls a pending order until it is paid, failed or expired. */
  status: OrderState;
  total_value: number;
  currency: string;
  created_at: string;
  items: OrderItem[];
}
export interface OrderStatusResponse {
  order: OrderStatus;
}
export interface ReportSummary {
  days: number;
  currency: string;
  /** Sales of the window's orders minus the refunds made in the window (by refund day; edge-api db/reports.ts). */
  revenue: number;
  /** Refunds made in the window (already taken off `revenue`). */
  refunds: number;
  /** Orders that stand as paid (a cancelled or fully refunded order is not one). */
  orders: number;
  average_order_value: number;
  sales_per_day: { date: string; revenue: number; orders: number }[];
  /** By net revenue: each line's share of what its order kept after discount and refunds. */
  top_products: { product_id: number; name: string; quantity: number; revenue: number }[];
  /** Test orders (the test provider took no money): never in the figures above, counted apart (#34 item 1). */
  test: { revenue: number; orders: number };
}
export interface SmsMessage {
  to: string;
  body: string;
  code: string | null;
  created_at: string;
}
/** A message of the local email outbox (GET /__dev/email?to=, DEV_ROUTES only). */
export interface DevEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
  created_at: string;
}
export interface NewsletterResponse {
  subscribed: true;
}
export interface Subscriber {
  id: number;
  email: string;
  created_at: string;
}
export interface ContactResponse {
  received: true;
}
export interface ContactMessage {
  id: number;
  section_id: number;
  section_title: string;
  page_slug: string;
  fields: Record<string, string>;
  /** The sender's email, to reply to; '' on messages sent before the form asked for it. */
  email: string;
  read: boolean;
  created_at: string;
}
export interface ContactMessagePage extends Paged<ContactMessage> {
  unread: number;
}
export interface UnreadCount {
  unread: number;
}
