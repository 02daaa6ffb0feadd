// The yup schemas of the public operations' inputs, by operation id (kept apart from operations.ts so that the
// shopper's browser bundle, which needs only the table, carries no yup).
import type { AnySchema } from 'yup';
import type { PublicOperationId } from './operations';
import { checkoutSchema } from './schemas/checkout';
import { newsletterSchema } from './schemas/inbox';
import { productListQuerySchema } from './schemas/product';

export const publicOperationSchemas: Record<PublicOperationId, { body?: AnySchema; query?: AnySchema }> = {
  checkout: { body: checkoutSchema },
  orderStatus: {},
  newsletter: { body: newsletterSchema },
  contact: {},
  productList: { query: productListQuerySchema },
};
