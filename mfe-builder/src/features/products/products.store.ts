// Products of the merchant's store: the Create/List tabs, one page of the list (5 a page) narrowed by the filters, and
// the multipart saves.
import { api } from '@app/api-client';
import { PRODUCTS_PAGE_SIZE, type Paged, type ProductWithVariants, type StockFilter, type VariantsInput } from '@app/contracts';
import { proxy } from 'valtio';
import { messageOf, type Shown } from '@app/api-client';
import { failed, succeeded, type Outcome } from '../../shared/outcome';
import { previewChanged } from '../website/website.store';
import { productFormData, type ProductValues } from './product-form';

export type ProductsTab = 'create' | 'list';

/** The list's filters (the API's q, category and stock); '' is "any". */
export interface ProductFilters {
  q: string;
  category: string;
  stock: StockFilter | '';
}

const initial = () => ({
  tab: 'create' as ProductsTab,
  page: 1,
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
  list: null as Paged<ProductWithVariants> | null,
  error: null as Shown | null,
  filters: { q: '', category: '', stock: '' } as ProductFilters,
  /** Categories seen in the pages read so far: the category filter's suggestions. */
  categories: [] as string[],
});

// Each read takes a number; an answer that is no longer the latest (a faster one for newer filters came first) is
// dropped, so typing in the search never ends on the results of an older word.
let latest = 0;

export const productsState = proxy(initial());

export function resetProducts(): void {
  Object.assign(productsState, initial());
}

export function selectProductsTab(tab: ProductsTab): void {
  productsState.tab = tab;
}

export async function loadProducts(websiteId: number, page = productsState.page): Promise<void> {
  const ticket = ++latest;
  productsState.status = 'loading';
  productsState.page = page;
  const { q, category, stock } = productsState.filters;
  try {
    const list = await api.products.list(websiteId, { page, limit: PRODUCTS_PAGE_SIZE, q, category, stock });
    if (ticket !== latest) return;
    // A page emptied by a delete shows the one before it.
    if (list.items.length === 0 && page > 1) return loadProducts(websiteId, page - 1);
    const seen = new Set([...productsState.categories, ...list.items.map((p) => p.category)]);
    Object.assign(productsState, { list, status: 'ready', error: null, categories: [...seen].sort() });
  } catch (err) {
    if (ticket !== latest) return;
    Object.assign(productsState, { status: 'error', error: messageOf(err, 'fetchProducts') });
  }
}

/** Changes some filters and reads their first page. */
export function filterProducts(websiteId: number, patch: Partial<ProductFilters>): Promise<void> {
  Object.assign(productsState.filters, patch);
  return loadProducts(websiteId, 1);
}

/** Percent of a save's photos sent so far (the form's progress bar). */
export type OnProgress = (percent: number) => void;
const percentOf = (onProgress?: OnProgress) =>
  onProgress && ((sent: number, total: number) => onProgress(Math.round((sent / total) * 100)));

/** Creates the product; with `variants` (set up before the first save), its options and variants in the same request. */
export async function createProduct(
  websiteId: number,
  values: ProductValues,
  { variants, onProgress }: { variants?: VariantsInput; onProgress?: OnProgress } = {},
): Promise<Outcome> {
  const body = productFormData({ ...values, keep: [] }, variants != null);
  if (variants) body.set('variants', JSON.stringify(variants));
  try {
    await api.products.create(websiteId, body, percentOf(onProgress));
  } catch (err) {
    return failed(err, 'createProduct');
  }
  previewChanged();
  return succeeded('productCreated');
}

export async function updateProduct(
  websiteId: number,
  id: number,
  values: ProductValues,
  { pricedByVariants = false, onProgress }: { pricedByVariants?: boolean; onProgress?: OnProgress } = {},
): Promise<Outcome> {
  try {
    await api.products.update(websiteId, id, productFormData(values, pricedByVariants), percentOf(onProgress));
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
