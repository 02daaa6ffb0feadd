// Products of the merchant's store: the Create/List tabs, one page of the list (5 a page), and the multipart saves.
import { api } from '@app/api-client';
import { PRODUCTS_PAGE_SIZE, type Paged, type Product } from '@app/contracts';
import { proxy } from 'valtio';
import { messageOf, type Shown } from '@app/api-client';
import { failed, succeeded, type Outcome } from '../../shared/outcome';
import { previewChanged } from '../website/website.store';
import { productFormData, type ProductValues } from './product-form';

export type ProductsTab = 'create' | 'list';

const initial = () => ({
  tab: 'create' as ProductsTab,
  page: 1,
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
  list: null as Paged<Product> | null,
  error: null as Shown | null,
});

export const productsState = proxy(initial());

export function resetProducts(): void {
  Object.assign(productsState, initial());
}

export function selectProductsTab(tab: ProductsTab): void {
  productsState.tab = tab;
}

export async function loadProducts(websiteId: number, page = productsState.page): Promise<void> {
  productsState.status = 'loading';
  productsState.page = page;
  try {
    const list = await api.products.list(websiteId, { page, limit: PRODUCTS_PAGE_SIZE });
    // A page emptied by a delete shows the one before it.
    if (list.items.length === 0 && page > 1) return loadProducts(websiteId, page - 1);
    Object.assign(productsState, { list, status: 'ready', error: null });
  } catch (err) {
    Object.assign(productsState, { status: 'error', error: messageOf(err, 'fetchProducts') });
  }
}

export async function createProduct(websiteId: number, values: ProductValues): Promise<Outcome> {
  try {
    await api.products.create(websiteId, productFormData({ ...values, keep: [] }));
  } catch (err) {
    return failed(err, 'createProduct');
  }
  previewChanged();
  return succeeded('productCreated');
}

export async function updateProduct(websiteId: number, id: number, values: ProductValues): Promise<Outcome> {
  try {
    await api.products.update(websiteId, id, productFormData(values));
  } catch (err) {
    return failed(err, 'editProduct');
  }
  previewChanged();
  await loadProducts(websiteId);
  return succeeded('productUpdated');
}

export async function deleteProduct(websiteId: number, id: number): Promise<Outcome> {
  try {
    await api.products.remove(websiteId, id);
  } catch (err) {
    return failed(err, 'deleteProduct');
  }
  previewChanged();
  await loadProducts(websiteId);
  return succeeded('productDeleted');
}
