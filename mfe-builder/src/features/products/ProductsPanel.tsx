import { Tabs } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ProductCreateForm } from './ProductCreateForm';
import { ProductList } from './ProductList';
import { productsState, selectProductsTab, type ProductsTab } from './products.store';

/** Products: Create and List tabs. */
export function ProductsPanel({ websiteId, currency }: { websiteId: number; currency: string }) {
  const { t } = useTranslation('builder');
  const { tab } = useSnapshot(productsState);
  return (
    <>
      <Tabs<ProductsTab>
        label={t('products.tabs')}
        items={[
          { key: 'create', label: t('tabs.create') },
          { key: 'list', label: t('tabs.list') },
        ]}
        active={tab}
        onChange={selectProductsTab}
      />
      <div role="tabpanel">
        {tab === 'create' ? <ProductCreateForm websiteId={websiteId} /> : <ProductList websiteId={websiteId} currency={currency} />}
      </div>
    </>
  );
}
