// The variants editor's calls, loaded with it: only the variant operations of the contracts' table.
import { api } from '@app/api-client';
import { variantOperations as ops, type VariantsInput } from '@app/contracts';

const { client } = api;

export const variantsApi = {
  get: (websiteId: number, productId: number) =>
    client.op(ops.variantsGet, { website_id: websiteId, product_id: productId }, undefined, { defaultMessage: 'generic' }),
  put: (websiteId: number, productId: number, input: VariantsInput) =>
    client.op(ops.variantsPut, { website_id: websiteId, product_id: productId }, input, { defaultMessage: 'generic' }),
};
