// Validation messages as codes (DESIGN §14): a rule fails with `{ rule, params }`; the API turns it into English with
// VALIDATION_TEXT (its `message` and each detail's `msg`), every client into the reader's language with the
// `validation.<rule>` key of the shared `common` namespace, whose English catalogue is this table. No yup here, so
// clients that only show messages (the storefront's islands) can import it; schemas/rule.ts makes yup report rules.
import { MAX_PRICE, MAX_STOCK, OTP_LENGTH } from './constants';

/** English of each rule (SPEC §5 words), with i18next `{{name}}` placeholders filled from the failure's params. */
export const VALIDATION_TEXT = {
  // Rules the schemas name
  fillAllFields: 'Please fill in all fields.',
  // What each missing field of the product form needs (said with "Please fill in all fields.", SPEC §5).
  productNameNeeded: "Enter the product's name",
  productDescriptionNeeded: 'Describe the product in a sentence or two',
  productPriceNeeded: 'Enter the price shoppers pay',
  productStockNeeded: 'Enter how many you have (0 if none)',
  productCategoryNeeded: 'Type or choose a category',
  productPhotoNeeded: 'Add at least one photo',
  tooLong: 'Must be at most {{max}} characters',
  atMost: 'Must be at most {{max}}',
  atLeast: 'Must be at least {{min}}',
  whole: 'Must be a whole number',
  domain: 'Use letters, digits and inner hyphens (e.g. my-shop or shop.example.com); reserved names are not allowed',
  hostname: 'Enter a domain name you own, such as shop.example.com (no https://, path or IP address)',
  hostnamePlatform: 'This domain belongs to the platform: enter a domain you own',
  phoneEmpty: "Phone Number can't be empty",
  phoneInvalid: 'Enter a valid phone number with its country code',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least {{min}} characters',
  passwordMax: 'Password must be at most {{max}} characters',
  passwordCommon: 'This password is too common',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  usernameRequired: 'Username is required',
  usernameMin: 'Username must be at least {{min}} characters',
  usernameMax: 'Username must be at most {{max}} characters',
  usernameChars: 'Use letters, digits, dots, dashes and underscores only',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  emailMax: 'Email must be at most {{max}} characters',
  otpInvalid: `Please enter a valid ${OTP_LENGTH}-digit OTP`,
  purposeRequired: 'Purpose is required',
  purposeOneOf: 'Purpose must be register or login',
  mustBeNumber: '{{path}} must be a number',
  trueOrFalse: '{{path}} must be true or false',
  isRequired: '{{path}} is required',
  cartEmpty: 'The cart is empty',
  cardName: 'Please enter your name',
  paymentToken: 'Unknown payment token',
  noCardDetails: 'Card details must not be sent',
  number: 'Must be a number',
  priceNegative: 'Price cannot be negative',
  priceMax: `Price must be at most ${MAX_PRICE}`,
  priceCents: 'Price can have at most 2 decimals',
  stockWhole: 'Stock must be a whole number',
  stockNegative: 'Stock cannot be negative',
  stockMax: `Stock must be at most ${MAX_STOCK}`,
  titleRequired: 'Title is required',
  typeRequired: 'Type is required',
  typeUnknown: 'Unknown section type',
  orderNumber: 'Order must be a number',
  orderWhole: 'Order must be a whole number',
  contentObject: 'Content must be an object',
  contentTooLarge: 'Content is too large',
  navTitle: 'Each navigation item needs a title',
  navLink: 'Each navigation item needs a link',
  navLinkSafe: 'Links must be a relative path or an http(s) URL',
  navMax: 'At most {{max}} navigation items',
  htmlTooLong: 'HTML content is too long',
  dateTime: 'Must be a date and time, e.g. 2027-01-31T09:00:00Z',
  scheduleRange: 'Must be in the future and at most a year ahead',
  translationFieldUnknown: 'This content has no such field to translate',
  localeUnknown: 'Must be one of {{values}}',
  localeNotEnabled: 'This language is not enabled for the store',
  localeIsDefault: 'The default language is the source: it is not translated',
  resourceTypeUnknown: 'Unknown kind of content',
  heroAllRequired: 'All fields are required',
  maxImages: 'You can upload a maximum of {{max}} images.',
  imageType: 'Only JPEG, PNG, WebP, GIF or AVIF images are allowed.',
  imageSize: 'Each image must be at most {{mb}} MB.',
  oneImage: 'Upload one background image',
  slugRequired: 'Slug is required',
  slugChars: 'Slug: lowercase letters, digits and inner hyphens',
  fieldUnknown: 'This form has no such field',
  fieldNotText: 'Each field must be text',
  fieldTooLong: 'At most {{max}} characters',
  allBlank: 'Please fill in at least one field',
  idsMax: 'At most {{max}} ids',
  idsList: 'ids must be a comma-separated list of product ids',
  stockFilter: 'Stock must be in, low or out',
  daysOneOf: 'days must be one of {{values}}',
  wrongType: 'Invalid input: a field has the wrong type',
  mustBeText: '{{path}} must be text',
  priceNumber: 'Price must be a number',
  ratingWhole: 'Rating must be a whole number from 0 to 5',
  queryPhone: 'Query parameter phone must be a valid phone number',
  tooDeep: 'Request body is nested too deeply',
  tokenMismatch: 'The payment token does not belong to this card',
  paymentMethodUnavailable: 'This store does not take this payment method',
  lineMax: 'At most {{max}} of one product per order',
  discountUnknown: 'This code is not valid for this store',
  discountInactive: 'This code is no longer active',
  discountNotStarted: 'This code is not valid yet',
  discountEnded: 'This code has expired',
  discountExhausted: 'This code has been used up',
  discountMinSubtotal: 'Spend at least {{min}} to use this code',
  discountEmailRequired: 'Enter your email to use this code',
  discountUsedByEmail: 'This code has already been used with this email',
  discountNotApplicable: 'This code does not apply to the items in your cart',
  discountOneOf: 'Enter a code, or make the discount automatic (not both)',
  discountCode: 'Codes use letters, digits, dashes and underscores (at most {{max}})',
  percentRange: 'A percentage must be a whole number from 1 to 100',
  amountPositive: 'The amount must be more than 0',
  endsAfterStarts: 'The end must be after the start',
  productsRequired: 'Choose at least one product',
  productsNotYours: 'Some of these products are not in your store',
  usageLimitMin: 'The usage limit must be a whole number of at least 1',
  optionsMax: 'At most {{max}} options',
  optionNameNeeded: 'Name this option, e.g. Size or Color',
  optionNameDuplicate: 'Each option needs its own name',
  optionValuesRequired: 'Each option needs at least one value',
  optionValueDuplicate: 'This value is already in the option',
  variantsCount: 'A product has 1 to {{max}} variants',
  defaultVariantOne: 'A product without options has exactly one variant',
  variantsTooMany: 'These options make {{count}} variants; a product has at most {{max}}. Remove some values.',
  variantOptionsCount: 'Give one value for each of the {{count}} options',
  variantOptionUnknown: 'Not one of the values of {{name}}',
  variantDuplicate: 'Another variant has these values',
  compareAtAbovePrice: 'The compare-at price must be above the price',
  variantImageUnknown: "Choose one of the product's images",
  variantIdUnknown: 'Not a variant of this product',
  variantRequired: 'Choose one of the options of this product',
  variantNotFound: 'This variant is no longer sold',
  atLeastChars: 'Must be at least {{min}} characters',
  paymentCurrency: 'This provider takes only: {{values}}',
  secretKeyFormat: 'This does not look like the right key: it starts with {{prefix}}',
  credentialRequired: 'Enter this once to turn on this provider',
  paymentMethodRequired: 'Turn on at least one way to get paid',
  paymentMethodTwice: 'Each payment method can be turned on once',
  oneOnlineProvider: 'Turn on at most {{max}} card or online payment provider',
  credentialRejected: '{{provider}} did not accept this key: copy the secret key again from your {{provider}} dashboard',
  refundTooMuch: 'At most {{max}} can be refunded',
  amountCents: 'The amount can have at most 2 decimals',
  dateOnly: 'Must be a date, e.g. 2026-01-31',
  idempotencyKey: 'The Idempotency-Key header is required: 8-200 characters of A-Z a-z 0-9 _ . : -',
  // yup's own rules, worded as yup words them (set below with setLocale)
  required: '{{path}} is a required field',
  defined: '{{path}} must be defined',
  notType: '{{path}} must be a `{{type}}` type',
  oneOf: '{{path}} must be one of the following values: {{values}}',
  stringMin: '{{path}} must be at least {{min}} characters',
  stringMax: '{{path}} must be at most {{max}} characters',
  matches: '{{path}} must match the following: "{{regex}}"',
  email: '{{path}} must be a valid email',
  numberMin: '{{path}} must be greater than or equal to {{min}}',
  numberMax: '{{path}} must be less than or equal to {{max}}',
  integer: '{{path}} must be an integer',
  arrayMin: '{{path}} field must have at least {{min}} items',
  arrayMax: '{{path}} field must have less than or equal to {{max}} items',
  noUnknown: '{{path}} field has unspecified keys: {{unknown}}',
} as const;

export type Rule = keyof typeof VALIDATION_TEXT;
export type MessageParams = Record<string, string | number>;
/** A failed rule: what yup schemas report, forms keep and the API's details carry beside their English `msg`. */
export interface RuleMessage {
  rule: Rule;
  params?: MessageParams;
}

/** A message a client shows: the text as it came (English) and what translates it: a rule, an API code or a key. */
export interface Shown {
  text: string;
  /** the API's stable code (or the client's own, such as network_error) */
  code?: string;
  rule?: Rule;
  params?: MessageParams;
  /** a catalogue key the client chose (a screen's default, a success toast) */
  key?: string;
}

export const isRuleMessage = (v: unknown): v is RuleMessage =>
  !!v && typeof v === 'object' && typeof (v as RuleMessage).rule === 'string' && Object.hasOwn(VALIDATION_TEXT, (v as RuleMessage).rule);

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
export const placeholdersOf = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);

/** Fills `{{name}}` placeholders the way i18next does (no escaping; a missing value stays empty). */
export const formatText = (template: string, params: MessageParams = {}): string =>
  template.replace(PLACEHOLDER, (_, name: string) => (params[name] == null ? '' : String(params[name])));

/** The English of a failed rule (the API's `message` and `msg`). */
export const englishOf = (m: RuleMessage): string => formatText(VALIDATION_TEXT[m.rule], m.params);
