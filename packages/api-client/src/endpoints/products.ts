// The store's products (the builder's Products panel) and each product's options and variants (its variants editor).
import { ops, type ProductListQuery, type VariantsInput } from '@app/contracts';
import type { Client } from '../client';
import type { UploadProgress } from '../upload';

export const productsApi = (client: Client) => ({
  list: (websiteId: number, query: ProductListQuery = {}) =>
    client.op(ops.productList, { website_id: websiteId }, undefined, { query, defaultMessage: 'fetchProducts' }),
  create: (websiteId: number, form: FormData, onUploadProgress?: UploadProgress) =>
    client.op(ops.productCreate, { website_id: websiteId }, form, { defaultMessage: 'createProduct', onUploadProgress }),
  update: (websiteId: number, id: number, form: FormData, onUploadProgress?: UploadProgress) =>
    client.op(ops.productUpdate, { website_id: websiteId, product_id: id }, form, { defaultMessage: 'editProduct', onUploadProgress }),
  remove: (websiteId: number, id: number) =>
    client.op(ops.productDelete, { website_id: websiteId, product_id: id }, undefined, { defaultMessage: 'deleteProduct' }),
});

export const variantsApi = (client: Client) => ({
  get: (websiteId: number, productId: number) =>
    client.op(ops.variantsGet, { website_id: websiteId, product_id: productId }, undefined, { defaultMessage: 'generic' }),
  put: (websiteId: number, productId: number, input: VariantsInput) =>
    client.op(ops.variantsPut, { website_id: websiteId, product_id: productId }, input, { defaultMessage: 'generic' }),
});
