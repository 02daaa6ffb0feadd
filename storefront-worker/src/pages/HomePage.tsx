// Store home: hero, product grid (4 per row from medium screens), pagination, quick view dialog.
import type { GridPage } from '../data/catalog';
import { Hero } from '../components/Hero';
import { ProductCard, QuickViewDialog } from '../components/ProductCard';
import { StoreLayout } from '../components/StoreLayout';
import { useView, type View } from '../components/view';

/** Images above the fold load at once; the rest wait until they are near the viewport. */
const EAGER_IMAGES = 4;

function Pager({ grid }: { grid: GridPage }) {
  const { t, links } = useView();
  if (grid.page === 1 && !grid.hasNext) return null;
  const at = (n: number) => (n === 1 ? `${links.home}#products` : `${links.home}?page=${n}#products`);
  return (
    <nav className="sf-pager" aria-label={t('products.pages')}>
      {grid.page > 1 ? (
        <a className="sf-btn sf-btn--ghost" href={at(grid.page - 1)} rel="prev">
          {t('products.previous')}
        </a>
      ) : (
        <span />
      )}
      <span>{t('products.page', { page: grid.page })}</span>
      {grid.hasNext ? (
        <a className="sf-btn sf-btn--ghost" href={at(grid.page + 1)} rel="next">
          {t('products.next')}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

function Products({ grid }: { grid: GridPage }) {
  const { t, dashboardUrl } = useView();
  if (grid.items.length === 0 && grid.page === 1) {
    return (
      <div className="sf-empty">
        <h3>{t('products.none')}</h3>
        <p>{t('products.noneHint')}</p>
        <a className="sf-btn" href={dashboardUrl}>
          {t('products.goToDashboard')}
        </a>
      </div>
    );
  }
  return (
    <>
      <div className="sf-grid">
        {grid.items.map((p, i) => (
          <ProductCard key={p.id} product={p} eager={i < EAGER_IMAGES} />
        ))}
      </div>
      <Pager grid={grid} />
    </>
  );
}

export function HomePage({ view, grid }: { view: View; grid: GridPage }) {
  return (
    <StoreLayout view={view}>
      <Hero />
      <section className="sf-container sf-section" id="products" aria-labelledby="sf-products-title">
        <h2 className="sf-section__title" id="sf-products-title">
          {view.t('products.title')}
        </h2>
        <Products grid={grid} />
      </section>
      <QuickViewDialog />
    </StoreLayout>
  );
}
