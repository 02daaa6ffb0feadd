// Stable error codes (what clients translate) and the English messages of SPEC.md §8.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the list exists for its type, ErrorCode
const ERROR_CODES = [
  'bad_request', 'invalid_json', 'validation_failed', 'no_token', 'invalid_token', 'xsrf_failed', 'forbidden',
  'not_found', 'website_not_found', 'order_not_found', 'message_not_found', 'page_not_found', 'section_not_found', 'product_not_found', 'website_exists',
  'domain_taken', 'username_taken', 'phone_taken', 'invalid_credentials', 'account_pending', 'otp_invalid',
  'otp_expired', 'otp_locked', 'rate_limited', 'payload_too_large', 'unsupported_image', 'image_incomplete',
  'image_too_large', 'too_many_images',
  'out_of_stock', 'payment_declined', 'idempotency_mismatch', 'idempotency_in_progress', 'conflict',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorDetail {
  loc: string[];
  msg: string;
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
  fillAllFields: 'Please fill in all fields.',
  maxImages: 'You can upload a maximum of 5 images.',
  heroAllRequired: 'All fields are required',
  phoneEmpty: "Phone Number can't be empty",
  otpInvalid: 'Please enter a valid 6-digit OTP',
  otpWrong: 'Please enter the valid code',
  deleteSection: 'Are you sure you want to delete this section?',
  linkCopied: 'Link copied to clipboard!',
  cardName: 'Please enter your name',
  cardNumber: 'Please enter a valid 16-digit card number',
  cardCvv: 'Please enter a valid 3- or 4-digit CVV',
  cardExpiry: 'Please enter a valid expiry date',
  cardExpired: 'This card has expired',
} as const;

// Defaults shown when the server sends no message (SPEC.md §8).
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
} as const;
