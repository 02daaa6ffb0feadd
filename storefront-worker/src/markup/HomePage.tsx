// Store home: hero, search/category/sort form, product grid (4 per row from medium screens), pagination, quick view
// dialog.
import type { GridPage } from '../data/catalog';
import { gridSearch, isRefined } from '../data/grid-query';
import { GridFilters, NoMatch } from '../components/GridFilters';
import { Hero } from '../components/Hero';
import { ProductCard, QuickViewDialog } from '../components/ProductCard';
import { StoreLayout } from '../components/StoreLayout';
import type { Product } from '@app/contracts';
import { useView, type View } from '../components/view';
import { NoticeText } from '../components/NoticeText';

function Pager({ grid }: { grid: GridPage }) {
  const { t, links } = useView();
  if (grid.page === 1 && !grid.hasNext) return null;
  // The pages keep the search, category and sort (normal form), so paging never loses them.
  const at = (n: number) => `${links.home}${gridSearch(grid.query, n)}#products`;
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

/**
 * The cards. Every card image is lazy: the hero is the page's largest paint and sits above them on every screen
 * size, so it gets the bandwidth first (eager cards were preloaded and raced it: the heavy bench store's mobile LCP).
 * A lazy image in the viewport still loads as soon as the page is laid out.
 */
function Grid({ items }: { items: Product[] }) {
  return (
    <div className="sf-grid">
      {items.map((p) => (
        <ProductCard key={p.id} product={p} />
      ))}
    </div>
  );
}

/** A store without products: the merchant's preview hints where to add them (shoppers get no products section). */
function Products({ grid }: { grid: GridPage }) {
  const { t, dashboardUrl } = useView();
  if (grid.items.length === 0 && (grid.page > 1 || isRefined(grid.query))) return <NoMatch />;
  if (grid.items.length === 0 && dashboardUrl) {
    return (
      <div className="sf-empty">
        <NoticeText
          heading="h3"
          title={t('products.none')}
          text={t('products.noneHint')}
          href={dashboardUrl}
          action={t('products.goToDashboard')}
        />
      </div>
    );
  }
  return (
    <>
      <Grid items={grid.items} />
      <Pager grid={grid} />
    </>
  );
}

/** True when the store has no product at all (not a search or a page that found none). */
const noProducts = (grid: GridPage) => grid.items.length === 0 && grid.page === 1 && !isRefined(grid.query);

export function HomePage({ view, grid }: { view: View; grid: GridPage }) {
  const empty = noProducts(grid);
  return (
    <StoreLayout view={view}>
      <Hero products={!empty} />
      {(!empty || view.dashboardUrl) && (
        <section className="sf-container sf-section" id="products" aria-labelledby="sf-products-title">
          <h2 className="sf-section__title" id="sf-products-title">
            {view.t('products.title')}
          </h2>
          {(grid.categories.length > 0 || isRefined(grid.query)) && <GridFilters grid={grid} />}
          {grid.query.q && <p className="sf-filters__results">{view.t('search.resultsFor', { q: grid.query.q })}</p>}
          <Products grid={grid} />
        </section>
      )}
      <QuickViewDialog />
    </StoreLayout>
  );
}
