// DTOs: the JSON shapes the API returns (SPEC.md §3, DESIGN.md §5). Money is in store-currency units, 2 decimals.
import type { SectionType } from './constants';

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
export interface NavItem {
  title: string;
  link: string;
}
export interface Chrome {
  html_content: string;
  navs: NavItem[];
}
export interface Hero {
  title: string;
  subtitle: string;
  background_image: string;
  call_to_action: string;
}
export interface Page {
  id: number;
  title: string;
  slug: string;
  meta_title: string;
  meta_description: string;
  is_published: boolean;
}
export interface Section {
  id: number;
  page_id: number;
  title: string;
  type: SectionType;
  content: Record<string, string>;
  order: number;
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
  header: Chrome | null;
  footer: Chrome | null;
  hero: Hero | null;
  pages: Page[];
}
export interface ProductImage {
  url: string;
  width: number | null;
  height: number | null;
}
export interface Product {
  id: number;
  name: string;
  description: string;
  price: number;
  stock: number;
  category: string;
  rating: number;
  image_urls: string[];
  images: ProductImage[];
  created_at: string;
}
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}
export interface OrderItem {
  product_id: number;
  name: string;
  price: number;
  quantity: number;
}
export interface Order {
  id: number;
  total_value: number;
  currency: string;
  status: 'paid' | 'failed';
  customer_name: string;
  created_at: string;
  items: OrderItem[];
}
export interface Transaction {
  mer_id: number;
  mer_name: string;
  amount: number;
  currency: string;
  order_id: number;
  payment_via: string;
  reason: string;
  ref_id: string;
  status: 'success' | 'failed';
  third_party_id: string;
  txn_id: string;
  created_at: string;
}
export interface CheckoutItem {
  product_id: number;
  quantity: number;
}
export interface CheckoutRequest {
  items: CheckoutItem[];
  customer: { name: string; email?: string };
  payment: { method: 'card'; token: string; last4: string; exp_month: number; exp_year: number };
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
export interface OrderStatus {
  id: number;
  status: Order['status'];
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
  revenue: number;
  orders: number;
  average_order_value: number;
  sales_per_day: { date: string; revenue: number; orders: number }[];
  top_products: { product_id: number; name: string; quantity: number; revenue: number }[];
}
export interface SmsMessage {
  to: string;
  body: string;
  code: string | null;
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
export interface ContactRequest {
  section_id: number;
  fields: Record<string, string>;
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
  read: boolean;
  created_at: string;
}
export interface ContactMessagePage extends Paged<ContactMessage> {
  unread: number;
}
export interface UnreadCount {
  unread: number;
}
