import { Alert, Button, Card } from '@app/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shown } from '@app/api-client';
import { useMessageText } from '@app/i18n';
import { ListPager } from './ListPager';
import { ErrorBox, StateText } from './table';
import type { PagedList } from './use-paged-list';

/** SPEC §2: "Error: ..." with the server's message or the call's default, and a way to try again. */
export function ListError({ error, onRetry }: { error: Shown; onRetry: () => void }) {
  const { t } = useTranslation('commerce');
  const text = useMessageText('commerce');
  return (
    <ErrorBox>
      <Alert>{t('states.error', { message: text(error) })}</Alert>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    </ErrorBox>
  );
}

function ListMessage({ children }: { children: string }) {
  return <StateText role="status">{children}</StateText>;
}

/**
 * A paged list in its card: the loading text, the error with Retry, the empty text (or the no-website one), else the
 * rows that `children` renders; the pager below. Texts are `<ns>.loading`, `<ns>.empty`, `<ns>.noWebsite`.
 */
export function PagedListCard<T>({ ns, list, children }: { ns: string; list: PagedList<T>; children: () => ReactNode }) {
  const { t } = useTranslation('commerce');
  const { snap, status, page, setPage, retry } = list;
  let body: ReactNode;
  if (status === 'loading') body = <ListMessage>{t(`${ns}.loading`)}</ListMessage>;
  else if (status === 'error') body = <ListError error={snap.error!} onRetry={retry} />;
  else if (snap.items.length === 0) body = <ListMessage>{t(snap.noWebsite ? `${ns}.noWebsite` : `${ns}.empty`)}</ListMessage>;
  else body = children();
  return (
    <Card>
      {body}
      {(snap.total > 0 || page > 1) && <ListPager page={page} total={snap.total} limit={snap.limit} onPage={setPage} />}
    </Card>
  );
}
