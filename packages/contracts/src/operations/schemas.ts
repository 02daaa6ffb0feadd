// The yup schemas of every operation's inputs, by operation id (kept apart from the tables so that the shopper's
// browser bundle, which needs only the table, carries no yup). edge-api validates with these; tests check each op has
// the schemas its shape needs. Path params are positive integer ids unless listed here.
import * as yup from 'yup';
import type { AnySchema } from 'yup';
import { MAX_PAGE_SIZE, MESSAGES_PAGE_SIZE, SUBSCRIBERS_PAGE_SIZE, TRANSACTIONS_PAGE_SIZE } from '../constants';
import { loginSchema, loginWithPhoneSchema, registerSchema, resendCodeSchema, verifyOtpSchema, verifyPhoneSchema } from '../schemas/auth';
import { checkoutSchema } from '../schemas/checkout';
import { customHostnameRefreshSchema, customHostnameSchema } from '../schemas/custom-hostname';
import { cartPriceSchema, discountSchema } from '../schemas/discounts';
import { pageQuerySchema } from '../schemas/common';
import { paymentSettingsSchema } from '../schemas/payment-settings';
import { contactSchema } from '../schemas/contact';
import { devCronSchema, devEmailQuerySchema, devSmsIntervalSchema, devSmsQuerySchema } from '../schemas/dev';
import { newsletterSchema, readFlagSchema } from '../schemas/inbox';
import { productListQuerySchema, productSchema } from '../schemas/product';
import { reportQuerySchema } from '../schemas/report';
import { cancelSchema, fulfilSchema, markPaidSchema, orderListQuerySchema, refundSchema } from '../schemas/orders';
import {
  previewLinkSchema,
  previewSessionSchema,
  publishSchema,
  publicationRestoreSchema,
  publicationRollbackSchema,
} from '../schemas/publishing';
import { rule } from '../schemas/rule';
import { sectionSchema } from '../schemas/section';
import { translationInputs, TRANSLATION_PARAMS } from '../schemas/translations';
import { variantInputs } from '../schemas/variants';
import { headerFooterSchema, heroSchema, pageSchema, websiteSchema } from '../schemas/website';
import { activateSchema, finalizeReleaseSchema, remoteFailureSchema, rollbackSchema, shellReleaseSchema } from './deploy-schemas';
import { PUBLICATIONS_PAGE_SIZE } from '../publishing';
import { ops, type OperationId } from './index';

export interface OperationSchemas {
  /** One schema per path param. */
  params: Record<string, AnySchema>;
  query?: AnySchema;
  body?: AnySchema;
}

/** A path id: digits only, a safe integer >= 1 (anything else is answered as a missing row, never a 5xx). */
export const idParamSchema = yup
  .string()
  .required()
  .matches(/^\d{1,15}$/)
  .test('id', rule('whole'), (v) => v != null && Number.isSafeInteger(Number(v)) && Number(v) >= 1);

/** The params that are not ids. */
const TEXT_PARAMS: Record<string, AnySchema> = {
  domain: yup.string().required(),
  slug: yup.string().required(),
  // The deploy API's: a remote's name, a release's version and a file's path, checked by the routes (404 for an
  // unknown remote, 400 naming what is wrong with a version or a path).
  name: yup.string().required(),
  version: yup.string().required(),
  path: yup.string().required(),
  ...TRANSLATION_PARAMS,
};

const paramsOf = (path: string): Record<string, AnySchema> =>
  Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, n]) => [n, TEXT_PARAMS[n] ?? idParamSchema]));

const pages = (defaultLimit: number) => ({ query: pageQuerySchema(defaultLimit, MAX_PAGE_SIZE) });

const inputs: { [K in OperationId]: Omit<OperationSchemas, 'params'> } = {
  register: { body: registerSchema },
  verifyPhone: { body: verifyPhoneSchema },
  resendCode: { body: resendCodeSchema },
  login: { body: loginSchema },
  loginWithPhone: { body: loginWithPhoneSchema },
  verifyOtp: { body: verifyOtpSchema },
  logout: {},
  profile: {},
  devSms: { query: devSmsQuerySchema },
  devSmsInterval: { body: devSmsIntervalSchema },
  devEmail: { query: devEmailQuerySchema },
  devCron: { body: devCronSchema },
  publishingGet: {},
  publish: { body: publishSchema },
  publishScheduleCancel: {},
  publicationList: pages(PUBLICATIONS_PAGE_SIZE),
  publicationRollback: { body: publicationRollbackSchema },
  publicationRestore: { body: publicationRestoreSchema },
  previewLinkCreate: { body: previewLinkSchema },
  customHostnameGet: {},
  customHostnameCreate: { body: customHostnameSchema },
  customHostnameRefresh: { body: customHostnameRefreshSchema },
  customHostnameDelete: {},
  devHostnameActivate: { body: customHostnameSchema },
  previewLinkList: {},
  previewSession: { body: previewSessionSchema },
  previewLinkRevoke: {},
  ...translationInputs,
  ...variantInputs,
  websiteGet: {},
  websiteCreate: { body: websiteSchema },
  websiteUpdate: { body: websiteSchema },
  websiteByDomain: {},
  websiteById: {},
  headerCreate: { body: headerFooterSchema },
  headerUpdate: { body: headerFooterSchema },
  footerCreate: { body: headerFooterSchema },
  footerUpdate: { body: headerFooterSchema },
  heroCreate: { body: heroSchema },
  heroUpdate: { body: heroSchema },
  pageCreate: { body: pageSchema },
  pageGet: {},
  pageUpdate: { body: pageSchema },
  sectionCreate: { body: sectionSchema },
  sectionUpdate: { body: sectionSchema },
  sectionDelete: {},
  publicSections: {},
  productCreate: { body: productSchema },
  productUpdate: { body: productSchema },
  productDelete: {},
  orders: { query: orderListQuerySchema },
  ordersExport: { query: orderListQuerySchema.pick(['status', 'from', 'to']) },
  orderGet: {},
  orderFulfil: { body: fulfilSchema },
  orderCancel: { body: cancelSchema },
  orderRefund: { body: refundSchema },
  orderMarkPaid: { body: markPaidSchema },
  orderConfirm: { body: markPaidSchema },
  transactions: pages(TRANSACTIONS_PAGE_SIZE),
  reportSummary: { query: reportQuerySchema },
  subscribers: pages(SUBSCRIBERS_PAGE_SIZE),
  subscribersExport: {},
  messages: pages(MESSAGES_PAGE_SIZE),
  unreadMessages: {},
  messageSetRead: { body: readFlagSchema },
  messageDelete: {},
  discountList: {},
  discountCreate: { body: discountSchema },
  discountUpdate: { body: discountSchema },
  discountDelete: {},
  paymentSettingsGet: {},
  paymentSettingsUpdate: { body: paymentSettingsSchema },
  checkout: { body: checkoutSchema },
  cartPrice: { body: cartPriceSchema },
  orderStatus: {},
  newsletter: { body: newsletterSchema },
  contact: { body: contactSchema },
  productList: { query: productListQuerySchema },
  remoteReleases: {},
  // The raw file is the body: its checks (type by path, size, hash) are the route's.
  releaseFileUpload: { body: yup.mixed() },
  releaseFinalize: { body: finalizeReleaseSchema },
  releaseActivate: { body: activateSchema },
  releaseRollback: { body: rollbackSchema },
  shellRelease: { body: shellReleaseSchema },
  remoteFailure: { body: remoteFailureSchema },
};

export const operationSchemas = Object.fromEntries(
  Object.entries(inputs).map(([id, s]) => [id, { ...s, params: paramsOf(ops[id as OperationId].path) }]),
) as Record<OperationId, OperationSchemas>;
