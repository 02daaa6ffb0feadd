// English messages (SPEC §5 and §8, the contracts' yup rules, the API's answers) and the builder-namespace key of
// each, so a message chosen in English by the rules is shown in the reader's language.
import { DEFAULT_ERRORS, MAX_PRICE, MAX_STOCK, MESSAGES } from '@app/contracts';

/** Success toasts: SPEC §8's words where it names one, ours for the actions it leaves unnamed. */
export const TOASTS = {
  websiteCreated: 'Website created successfully',
  websiteUpdated: 'Website updated successfully',
  headerCreated: 'Header Created',
  headerUpdated: 'Header Updated Successfully',
  footerCreated: 'Footer Created',
  footerUpdated: 'Footer Updated',
  heroCreated: 'Hero created',
  heroUpdated: 'Hero Updated Successfully',
  pageCreated: 'Page created',
  pageUpdated: 'Page updated',
  sectionCreated: 'Section Created Successfully',
  sectionUpdated: 'Section Updated Successfully',
  sectionDeleted: 'Section deleted',
  sectionsReordered: 'Section order saved',
  productCreated: 'Product Created',
  productUpdated: 'Product updated',
  productDeleted: 'Product deleted',
  linkCopied: MESSAGES.linkCopied,
} as const;

/** Messages of the builder's own checks (files are not part of the yup schemas). */
export const LOCAL = {
  notAnImage: 'Only JPEG, PNG, WebP, GIF or AVIF images are allowed.',
  imageTooLarge: 'Each image must be at most 5 MB.',
  somethingWrong: 'Something went wrong',
} as const;

const VALIDATION: Record<string, string> = {
  [MESSAGES.fillAllFields]: 'fillAllFields',
  [MESSAGES.maxImages]: 'maxImages',
  [MESSAGES.heroAllRequired]: 'heroAllRequired',
  'Use letters, digits and inner hyphens (e.g. my-shop or shop.example.com); reserved names are not allowed': 'domain',
  'Each navigation item needs a title': 'navTitle',
  'Each navigation item needs a link': 'navLink',
  'Links must be a relative path or an http(s) URL': 'navLinkSafe',
  'At most 20 navigation items': 'navMax',
  'HTML content is too long': 'htmlTooLong',
  'Title is required': 'titleRequired',
  'Type is required': 'typeRequired',
  'Unknown section type': 'typeUnknown',
  'Order must be a number': 'orderNumber',
  'Order must be a whole number': 'orderWhole',
  'Content is too large': 'contentTooLarge',
  'Must be a number': 'number',
  'Price cannot be negative': 'priceNegative',
  [`Price must be at most ${MAX_PRICE}`]: 'priceMax',
  'Price can have at most 2 decimals': 'priceCents',
  'Price must be a number': 'number',
  'Stock must be a whole number': 'stockWhole',
  'Stock cannot be negative': 'stockNegative',
  [`Stock must be at most ${MAX_STOCK}`]: 'stockMax',
  [LOCAL.notAnImage]: 'notAnImage',
  'Only JPEG, PNG, WebP, GIF or AVIF images are allowed': 'notAnImage',
  [LOCAL.imageTooLarge]: 'imageTooLarge',
  'This domain is already taken': 'domainTaken',
  'You already have a website': 'websiteExists',
};

// The SPEC §8 defaults these screens can show.
const BUILDER_ERRORS = [
  'fetchWebsite', 'fetchProducts', 'fetchPage', 'createWebsite', 'createHeader', 'createFooter', 'createHero', 'createPage',
  'createSection', 'createProduct', 'editProduct', 'deleteProduct', 'updateWebsite', 'updateHero', 'updateHeader',
  'updateFooter', 'updatePages', 'updateSections',
] as const satisfies readonly (keyof typeof DEFAULT_ERRORS)[];

const TEXT_KEYS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(VALIDATION).map(([text, key]) => [text, `validation.${key}`])),
  ...Object.fromEntries(Object.entries(TOASTS).map(([key, text]) => [text, `toasts.${key}`])),
  ...Object.fromEntries(BUILDER_ERRORS.map((key) => [DEFAULT_ERRORS[key], `errors.${key}`])),
  [LOCAL.somethingWrong]: 'errors.generic',
  [MESSAGES.deleteSection]: 'sections.confirmDelete',
};

/** Messages with a number in them ("Must be at most 80 characters", yup's "meta_title must be at most 120 characters"). */
const PATTERNS: { re: RegExp; key: string; vars: (m: RegExpExecArray) => Record<string, string> }[] = [
  { re: /^(?:Must be|\w+ must be) at most (\d+) characters$/, key: 'validation.tooLong', vars: (m) => ({ max: m[1] }) },
  { re: /^\w+ must be less than or equal to (\d+)$/, key: 'validation.atMost', vars: (m) => ({ max: m[1] }) },
  { re: /^\w+ must be greater than or equal to (\d+)$/, key: 'validation.atLeast', vars: (m) => ({ min: m[1] }) },
  { re: /^\w+ must be an integer$/, key: 'validation.whole', vars: () => ({}) },
];

/** The catalogue key (and its values) of a known English message, if it has one. */
export function keyForText(text: string): { key: string; vars?: Record<string, string> } | undefined {
  const key = TEXT_KEYS[text];
  if (key) return { key };
  for (const p of PATTERNS) {
    const m = p.re.exec(text);
    if (m) return { key: p.key, vars: p.vars(m) };
  }
  return undefined;
}

// Codes the API answers on these screens; in another language their (English) message is replaced by the code's text.
export const SERVER_CODES = [
  'domain_taken', 'website_exists', 'website_not_found', 'page_not_found', 'section_not_found', 'product_not_found',
  'too_many_images', 'unsupported_image', 'payload_too_large', 'validation_failed', 'rate_limited', 'no_token',
  'invalid_token', 'xsrf_failed', 'network_error', 'conflict', 'not_found',
] as const;
