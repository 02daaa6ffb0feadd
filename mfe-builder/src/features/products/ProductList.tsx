import { PRODUCTS_PAGE_SIZE, type Product, type ProductWithVariants } from '@app/contracts';
import { Alert, Button, Pager, Spinner } from '@app/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Clamp } from '../../shared/layout';
import { useOutcome } from '../../shared/use-outcome';
import { useText } from '../../shared/use-text';
import { formatPrice, truncate } from './product-form';
import { ProductFilters } from './ProductFilters';
import { deleteProduct, loadProducts, productsState } from './products.store';

// Chunks of their own, fetched when the merchant opens a product to see or edit it (mfe-builder is at its 80 KiB budget).
const ProductViewModal = lazy(() => import('./ProductViewModal').then((m) => ({ default: m.ProductViewModal })));
const ProductEditModal = lazy(() => import('./ProductEditModal').then((m) => ({ default: m.ProductEditModal })));

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;
const Row = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: 6px 12px;
  align-items: start;
  padding: 10px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 8px;
  background: #fff;
  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: 6px;
    grid-row: span 2;
  }
`;
const Info = styled.div`
  min-width: 0;
  strong {
    display: block;
  }
  p {
    margin: 2px 0;
    color: ${(p) => p.theme.color.muted};
    font-size: 0.9rem;
  }
`;
const Buttons = styled.div`
  grid-column: 2;
  display: flex;
  gap: 6px;
  flex-wrap: wrap;
  button {
    min-height: 32px;
    padding: 0 10px;
  }
`;

type Open = { kind: 'view' | 'edit'; product: ProductWithVariants } | null;

/** One product: its first image, name, description, price, stock and category, with View, Edit and Delete. */
function ProductRow({
  product: p,
  currency,
  onOpen,
  onDelete,
}: {
  product: ProductWithVariants;
  currency: string;
  onOpen: (open: NonNullable<Open>) => void;
  onDelete: (p: ProductWithVariants) => void;
}) {
  const { t, i18n } = useTranslation('builder');
  return (
    <Row>
      {p.image_urls[0] ? <img src={p.image_urls[0]} alt="" /> : <span style={{ gridRow: 'span 2' }} />}
      <Info>
        <strong>
          <Clamp>{p.name}</Clamp>
        </strong>
        <p>
          <Clamp>{truncate(p.description)}</Clamp>
        </p>
        <p>
          {formatPrice(p.price, currency, i18n.language)} · {t('products.inStock', { stock: p.stock })} · <Clamp>{p.category}</Clamp>
        </p>
      </Info>
      <Buttons>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => onOpen({ kind: 'view', product: p })}
          aria-label={t('products.viewNamed', { name: p.name })}
        >
          {t('actions.view')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => onOpen({ kind: 'edit', product: p })}
          aria-label={t('products.editNamed', { name: p.name })}
        >
          {t('actions.edit')}
        </Button>
        <Button type="button" $variant="danger" onClick={() => onDelete(p)} aria-label={t('products.deleteNamed', { name: p.name })}>
          {t('actions.delete')}
        </Button>
      </Buttons>
    </Row>
  );
}

/** Previous / next over the list's pages, shown only when there is more than one. */
function ProductsPager({ websiteId, page, total }: { websiteId: number; page: number; total: number }) {
  const { t } = useTranslation('builder');
  if (total <= PRODUCTS_PAGE_SIZE) return null;
  return (
    <Pager
      page={page}
      total={total}
      limit={PRODUCTS_PAGE_SIZE}
      onPage={(next) => void loadProducts(websiteId, next)}
      labels={{
        previous: t('pager.previous'),
        next: t('pager.next'),
        nav: t('pager.nav'),
        page: t('pager.pageOf', { page, pages: Math.ceil(total / PRODUCTS_PAGE_SIZE) }),
      }}
    />
  );
}

/** Five products a page, narrowed by the filters, each with View, Edit and Delete (after a confirmation). */
export function ProductList({ websiteId, currency }: { websiteId: number; currency: string }) {
  const { t } = useTranslation('builder');
  const text = useText();
  const outcome = useOutcome();
  const snap = useSnapshot(productsState);
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  useEffect(() => void loadProducts(websiteId), [websiteId]);

  const onDelete = async (p: Product) => {
    if (!window.confirm(t('products.confirmDelete', { name: p.name }))) return;
    outcome.show(await deleteProduct(websiteId, p.id));
  };
  const list = snap.list;
  // A snapshot is deeply readonly; the rows and modals take the products as the API answered them.
  const items = (list?.items ?? []) as unknown as ProductWithVariants[];
  const total = list?.total ?? 0;
  const filtered = Boolean(snap.filters.q || snap.filters.category || snap.filters.stock);

  return (
    <div aria-busy={snap.status === 'loading'}>
      {snap.status === 'loading' && !list && <Spinner aria-label={t('loading')} />}
      {snap.status === 'error' && snap.error && (
        <Alert>
          {text(snap.error)}{' '}
          <Button type="button" $variant="ghost" onClick={() => void loadProducts(websiteId)}>
            {t('actions.retry')}
          </Button>
        </Alert>
      )}
      {(filtered || total > 0) && <ProductFilters websiteId={websiteId} />}
      {list && total === 0 && <p role="status">{t(filtered ? 'products.filters.noMatch' : 'products.none')}</p>}
      <Rows aria-label={t('products.listLabel')}>
        {items.map((p) => (
          <ProductRow key={p.id} product={p} currency={currency} onOpen={setOpen} onDelete={(x) => void onDelete(x)} />
        ))}
      </Rows>
      <ProductsPager websiteId={websiteId} page={snap.page} total={total} />
      {outcome.errorText && <Alert>{outcome.errorText}</Alert>}
      <Suspense fallback={<Spinner />}>
        {open?.kind === 'view' && <ProductViewModal product={open.product} currency={currency} onClose={close} />}
        {open?.kind === 'edit' && <ProductEditModal websiteId={websiteId} product={open.product} onClose={close} />}
      </Suspense>
    </div>
  );
}
