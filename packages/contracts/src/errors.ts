// Stable error codes (what clients translate) and the English messages of SPEC.md §8.
import type { MessageParams, Rule } from './messages';

export const ERROR_CODES = [
  'bad_request',
  'invalid_json',
  'validation_failed',
  'no_token',
  'invalid_token',
  'xsrf_failed',
  'forbidden',
  'not_found',
  'website_not_found',
  'order_not_found',
  'message_not_found',
  'page_not_found',
  'section_not_found',
  'product_not_found',
  'website_exists',
  'domain_taken',
  'username_taken',
  'phone_taken',
  'invalid_credentials',
  'account_pending',
  'otp_invalid',
  'otp_expired',
  'otp_locked',
  'rate_limited',
  'payload_too_large',
  'unsupported_image',
  'image_incomplete',
  'image_too_large',
  'too_many_images',
  'out_of_stock',
  'variant_required',
  'variant_not_found',
  'priced_by_variants',
  'payment_declined',
  'payment_unavailable',
  'idempotency_mismatch',
  'idempotency_in_progress',
  'conflict',
  'unsupported_media_type',
  'remote_not_found',
  'release_not_found',
  'release_immutable',
  'release_incomplete',
  'version_mismatch',
  'activation_conflict',
  'incompatible_shared',
  'no_previous_release',
  'publish_conflict',
  'publication_not_found',
  'preview_link_not_found',
  'resource_not_found',
  'discount_not_found',
  'discount_code_taken',
  'discount_invalid',
  'discount_exhausted',
  'hold_limit',
  'order_state',
  'refund_failed',
  'invalid_signature',
  'hostname_taken',
  'hostname_exists',
  'hostname_not_found',
  'hostname_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorDetail {
  loc: string[];
  /** English (VALIDATION_TEXT of `rule` when there is one). */
  msg: string;
  /** validation_failed: the rule that failed and the values its text needs; clients translate these, never `msg`. */
  rule?: Rule;
  params?: MessageParams;
  /** out_of_stock: the line's product, the quantity asked for and the stock left. */
  product_id?: number;
  requested?: number;
  available?: number;
}
export interface ErrorBody {
  message: string;
  code: ErrorCode | string;
  detail?: ErrorDetail[];
}

export const MESSAGES = {
  noToken: 'No token found',
  websiteNotFound: 'Website not found',
  otpWrong: 'Please enter the valid code',
} as const;

/**
 * English of each code for clients (`errors.<code>` of the shared `common` namespace): the API's message where it
 * always sends the same one; a general sentence where its message carries specifics (a wait, a field).
 */
export const ERROR_TEXT: Record<ErrorCode | 'network_error', string> = {
  bad_request: 'The request could not be understood.',
  invalid_json: 'The request could not be understood.',
  validation_failed: 'Please check the highlighted fields.',
  no_token: 'No token found',
  invalid_token: 'Your session has ended. Please sign in again.',
  xsrf_failed: 'Your session could not be checked. Reload the page and try again.',
  forbidden: 'You are not allowed to do that.',
  not_found: 'Not found',
  website_not_found: 'Website not found',
  order_not_found: 'Order not found',
  message_not_found: 'Message not found',
  page_not_found: 'Page not found',
  section_not_found: 'Section not found',
  product_not_found: 'Product not found',
  website_exists: 'You already have a website',
  domain_taken: 'This domain is already taken',
  username_taken: 'This username is already taken',
  phone_taken: 'This phone number is already registered',
  invalid_credentials: 'Incorrect username or password',
  account_pending: 'Please verify your phone number first.',
  otp_invalid: 'Please enter the valid code',
  otp_expired: 'This code has expired. Please request a new one.',
  otp_locked: 'Too many wrong codes. Please wait and try again later.',
  rate_limited: 'Too many attempts. Please wait and try again.',
  payload_too_large: 'The upload is too large.',
  unsupported_image: 'Only JPEG, PNG, WebP, GIF or AVIF images are allowed.',
  image_incomplete: 'The image file is incomplete.',
  image_too_large: 'The image is too large.',
  too_many_images: 'You can upload a maximum of 5 images.',
  out_of_stock: 'Some items are no longer in stock.',
  variant_required: 'Choose the options of each product in your cart.',
  variant_not_found: 'A product in your cart is no longer sold in that variant.',
  priced_by_variants: 'This product has variants: change its price and stock in Options and variants.',
  payment_declined: 'The payment was declined.',
  payment_unavailable:
    'This store cannot take this payment method right now. Nothing was charged; choose another way to pay or try again later.',
  idempotency_mismatch: 'This request was already sent with different details.',
  idempotency_in_progress: 'This request is still being processed. Please try again shortly.',
  conflict: 'That conflicts with something already saved.',
  unsupported_media_type: 'This kind of file cannot be part of a release.',
  remote_not_found: 'There is no remote by that name.',
  release_not_found: 'That release does not exist.',
  release_immutable: 'That release is already registered and cannot be changed.',
  release_incomplete: 'Some files of the release are missing or differ from the list.',
  version_mismatch: 'The version does not match the files of the release.',
  activation_conflict: 'Another release was activated meanwhile. Check the active release and try again.',
  incompatible_shared: 'The release needs shared modules the active shell does not provide.',
  no_previous_release: 'There is no previous release to roll back to.',
  publish_conflict: 'Someone published in the meantime. Reload to see the latest version.',
  publication_not_found: 'That publication does not exist.',
  preview_link_not_found: 'That preview link does not exist.',
  resource_not_found: 'That content does not exist.',
  discount_not_found: 'That discount does not exist.',
  discount_code_taken: 'Another discount of your store already uses this code.',
  discount_invalid: 'This discount code cannot be used.',
  discount_exhausted: 'This discount code has been used up.',
  hold_limit: 'Orders not paid yet can hold only a few of each item per shopper. Order fewer, or pay for your earlier orders first.',
  order_state: 'The order cannot do that in its current state. Reload it to see what changed.',
  refund_failed: 'The payment provider did not accept the refund. Nothing was refunded.',
  invalid_signature: 'The request is not signed as the payment provider signs it.',
  hostname_taken: 'Another store already uses this domain.',
  hostname_exists: 'Your store already has a custom domain. Remove it to add another.',
  hostname_not_found: 'Your store has no custom domain.',
  hostname_unavailable: 'The domain service cannot be reached right now. Nothing was changed; try again in a minute.',
  internal_error: 'Something went wrong',
  network_error: 'Cannot reach the server. Check your connection and try again.',
};

// Defaults shown when the server sends no message (SPEC.md §8); clients translate them as `defaults.<name>` of the
// shared `common` namespace.
export const DEFAULT_ERRORS = {
  fetchWebsite: 'Failed to fetch website',
  fetchProducts: 'Failed to fetch products',
  fetchOrders: 'Failed to fetch orders',
  fetchTransactions: 'Failed to fetch Transaction',
  fetchProfile: 'Failed to fetch profile',
  fetchPage: 'Failed to fetch Website Page',
  createWebsite: 'Failed to create website',
  createHeader: 'Failed to create header',
  createFooter: 'Failed to create footer',
  createHero: 'Failed to create hero',
  createPage: 'Failed to create page',
  createSection: 'Failed to create section',
  createSectionAlt: 'Error creating section',
  createProduct: 'Failed to create product',
  editProduct: 'Failed to edit product',
  deleteProduct: 'Failed to Delete product',
  updateWebsite: 'Failed to update website',
  updateHero: 'Failed to update hero',
  updateHeader: 'Failed to update header',
  updateFooter: 'Failed to update footer',
  updatePages: 'Failed to update Pages',
  updateSections: 'Failed to update sections',
  register: 'Registration failed',
  registerRetry: 'Registration failed. Please try again.',
  invalidInput: 'Invalid input',
  login: 'Login failed',
  otp: 'OTP failed',
  otpVerification: 'OTP verification failed',
  otpWrong: MESSAGES.otpWrong,
  // The dashboard's own, for the calls SPEC §8 gives no default
  fetchSubscribers: 'Failed to fetch subscribers',
  fetchMessages: 'Failed to fetch messages',
  updateMessage: 'Failed to update the message',
  deleteMessage: 'Failed to delete the message',
  generic: 'Something went wrong',
} as const;
export type DefaultError = keyof typeof DEFAULT_ERRORS;
