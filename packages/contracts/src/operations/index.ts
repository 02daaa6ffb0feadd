// Every API operation (#12 item 1), in one table by id: SPEC §7 plus DESIGN §5's additions. No yup (see define.ts).
import { accountOperations } from './account';
import { commerceOperations } from './commerce';
import { deployOperations } from './deploy';
import { discountOperations } from './discounts';
import { domainOperations } from './domains';
import { paymentOperations } from './payments';
import { orderOperations } from './orders';
import { publicOperations } from './public';
import { publishingOperations } from './publishing';
import { siteOperations } from './site';
import { translationOperations } from './translations';
import { variantOperations } from './variants';

export * from './define';
export { deployOperations, type SharedMismatchDetail } from './deploy';
export { matchPublicOperation, publicOperations, type PublicOperationId } from './public';
// Alone too: a remote that imports only these keeps the rest of the table out of its bundle.
export { publishingOperations } from './publishing';
export { translationOperations } from './translations';
export { discountOperations } from './discounts';
export { paymentOperations } from './payments';
export { variantOperations } from './variants';
export { orderOperations } from './orders';

export const ops = {
  ...accountOperations,
  ...siteOperations,
  ...domainOperations,
  ...publishingOperations,
  ...translationOperations,
  ...commerceOperations,
  ...orderOperations,
  ...discountOperations,
  ...paymentOperations,
  ...variantOperations,
  ...publicOperations,
  ...deployOperations,
} as const;
export type Operations = typeof ops;
export type OperationId = keyof Operations;
