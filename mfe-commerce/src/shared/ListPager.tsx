import { Pager } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { useFormat } from './use-format';

/** SPEC §9 pager: previous disabled on page 1, next disabled on the last page, and the current page number. */
export function ListPager({ page, total, limit, onPage }: { page: number; total: number; limit: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('commerce');
  const fmt = useFormat();
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <Pager
      page={page}
      total={total}
      limit={limit}
      onPage={onPage}
      labels={{
        nav: t('pager.label'),
        previous: t('pager.previous'),
        next: t('pager.next'),
        page: t('pager.pageOf', { page: fmt.number(page), pages: fmt.number(pages) }),
      }}
    />
  );
}
