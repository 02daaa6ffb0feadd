// A product's options and variants (DESIGN §17). Owner only; shoppers read them in the public product JSON.
import type { ProductVariants, VariantsInput } from '../variants';
import { op, OWNER_WRITE_ERRORS as WRITE } from './define';

const PATH = '/website/:website_id/products/:product_id/variants';

export const variantOperations = {
  variantsGet: op<undefined, undefined, ProductVariants>()({
    id: 'variantsGet',
    method: 'GET',
    auth: true,
    path: PATH,
    errors: ['not_found', 'website_not_found', 'product_not_found'],
  }),
  /** Replaces the whole set in one batch (kept ids stay); any broken rule -> 400 at the field, nothing changed. */
  variantsPut: op<undefined, VariantsInput, ProductVariants>()({
    id: 'variantsPut',
    method: 'PUT',
    auth: true,
    path: PATH,
    errors: [...WRITE, 'not_found', 'product_not_found'],
  }),
};
