// The home grid's search, category and sort: a plain GET form (no script), so a search is a URL that can be shared
// and reloaded, under the page's language prefix (links.home). Its values are the request's, in normal form.
import { CATALOG_SORTS, SEARCH_MAX } from '@app/contracts/constants';
import type { GridPage } from '../data/catalog';
import { useView } from './view';

export function GridFilters({ grid }: { grid: GridPage }) {
  const { t, links } = useView();
  const { q, category, sort } = grid.query;
  return (
    <form
      className="sf-filters"
      role="search"
      method="get"
      data-sf-grid=""
      action={`${links.home}#products`}
      aria-label={t('search.filters')}
    >
      <div className="sf-filters__field sf-filters__field--q">
        <label htmlFor="sf-q">{t('search.search')}</label>
        <input id="sf-q" type="search" name="q" defaultValue={q} maxLength={SEARCH_MAX} autoComplete="off" enterKeyHint="search" />
      </div>
      {grid.categories.length > 0 && (
        <div className="sf-filters__field">
          <label htmlFor="sf-category">{t('search.category')}</label>
          <select id="sf-category" name="category" defaultValue={category}>
            <option value="">{t('search.allCategories')}</option>
            {grid.categories.map((c) => (
              <option key={c} value={c}>
                {grid.categoryLabels[c] ?? c}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="sf-filters__field">
        <label htmlFor="sf-sort">{t('search.sort')}</label>
        <select id="sf-sort" name="sort" defaultValue={sort}>
          {CATALOG_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`search.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="sf-btn sf-filters__submit">
        {t('search.submit')}
      </button>
    </form>
  );
}

/** What a refined grid shows when nothing matches: the reason, and the way back to every product. */
export function NoMatch() {
  const { t, links } = useView();
  return (
    <div className="sf-empty" role="status">
      <h3>{t('search.noMatch')}</h3>
      <p>{t('search.noMatchHint')}</p>
      <a className="sf-btn sf-btn--ghost" href={`${links.home}#products`}>
        {t('search.clear')}
      </a>
    </div>
  );
}
