// Search, category and stock filters over the merchant's product list (DESIGN §17 item 5). Typing waits for a pause
// (SEARCH_DELAY_MS) before the list is read again; the stock choice applies at once. The state lives in the store, not
// in the URL: the builder's panels have no routes of their own.
import { LOW_STOCK_MAX, STOCK_FILTERS, SEARCH_MAX, type StockFilter } from '@app/contracts';
import { Button, Input, Select } from '@app/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { filterProducts, productsState, type ProductFilters as Filters } from './products.store';

export const SEARCH_DELAY_MS = 300;

// Wraps by the panel's own width (narrow beside the live preview), not the window's: each field keeps a readable minimum.
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: end;
  margin-bottom: 12px;
  label {
    display: grid;
    gap: 4px;
    flex: 1 1 9rem;
    font-weight: 600;
    font-size: 0.9rem;
  }
  label:first-child {
    flex: 2 1 12rem;
  }
  button {
    flex: 0 0 auto;
  }
`;

/** A text filter: shown as typed, sent to the store after a pause in the typing (and at once on Enter). */
function useDebounced(websiteId: number, key: 'q' | 'category') {
  const stored = useSnapshot(productsState).filters[key];
  const [value, setValue] = useState(stored);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A reset from elsewhere (Clear) shows in the box.
  useEffect(() => setValue(stored), [stored]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const apply = (v: string) => {
    clearTimeout(timer.current);
    if (v.trim() !== productsState.filters[key]) void filterProducts(websiteId, { [key]: v.trim() });
  };
  const onChange = (v: string) => {
    setValue(v);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(v), SEARCH_DELAY_MS);
  };
  return { value, onChange, apply };
}

export function ProductFilters({ websiteId }: { websiteId: number }) {
  const { t } = useTranslation('builder');
  const snap = useSnapshot(productsState);
  const q = useDebounced(websiteId, 'q');
  const category = useDebounced(websiteId, 'category');
  const enter = (f: typeof q) => (e: React.KeyboardEvent<HTMLInputElement>) => e.key === 'Enter' && f.apply(f.value);
  const any = Boolean(snap.filters.q || snap.filters.category || snap.filters.stock);
  const cleared: Filters = { q: '', category: '', stock: '' };
  return (
    <Bar role="search" aria-label={t('products.filters.label')}>
      <label>
        {t('products.filters.search')}
        <Input type="search" value={q.value} maxLength={SEARCH_MAX} onChange={(e) => q.onChange(e.target.value)} onKeyDown={enter(q)} />
      </label>
      <label>
        {t('products.filters.category')}
        <Input
          list="product-filter-categories"
          value={category.value}
          maxLength={60}
          onChange={(e) => category.onChange(e.target.value)}
          onKeyDown={enter(category)}
        />
        <datalist id="product-filter-categories">
          {snap.categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </label>
      <label>
        {t('products.filters.stock')}
        <Select value={snap.filters.stock} onChange={(e) => void filterProducts(websiteId, { stock: e.target.value as StockFilter | '' })}>
          <option value="">{t('products.filters.stockAny')}</option>
          {STOCK_FILTERS.map((s) => (
            <option key={s} value={s}>
              {t(`products.filters.stock_${s}`, { max: LOW_STOCK_MAX })}
            </option>
          ))}
        </Select>
      </label>
      <Button type="button" $variant="secondary" disabled={!any} onClick={() => void filterProducts(websiteId, cleared)}>
        {t('products.filters.clear')}
      </Button>
    </Bar>
  );
}
