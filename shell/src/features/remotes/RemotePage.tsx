import { Button, Card, Spinner, TitledText } from '@app/ui';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

const Panel = styled(Card)`
  max-width: 560px;
  margin: 48px auto;
  text-align: center;
  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 16px;
    color: ${(p) => p.theme.color.muted};
  }
`;

function RemoteFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Panel role="alert">
      <TitledText title={t('remote.failedTitle')} text={t('remote.failedText')} />
      <Button type="button" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    </Panel>
  );
}

export type Loader<P> = () => Promise<ComponentType<P>>;

// One lazy component per loader, so going back to a page that already loaded shows it without a spinner.
// React.lazy remembers a rejection forever: Retry drops the entry and the next render makes a fresh one.
const pages = new Map<() => Promise<unknown>, unknown>();
function lazyPage<P>(load: Loader<P>): LazyExoticComponent<ComponentType<P>> {
  let page = pages.get(load) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!page) {
    page = lazy(async () => ({ default: await load() }));
    pages.set(load, page);
  }
  return page;
}

interface Props<P> {
  /** Stable (module-level) loader of the remote's component. */
  load: Loader<P>;
  /** Called before a retry so that the next `load` starts over. */
  onRetry?: () => void;
  props: P;
}

/** A remote's page: loaded on first render (lazy + Suspense); a failure stays in a panel with Retry. */
export function RemotePage<P extends object>({ load, onRetry, props }: Props<P>) {
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    pages.delete(load);
    onRetry?.();
    setAttempt((a) => a + 1);
  };
  const Page = lazyPage(load);
  return (
    <RemoteErrorBoundary key={attempt} fallback={<RemoteFailed onRetry={retry} />}>
      <Suspense fallback={<Spinner aria-label={t('remote.loading')} />}>
        <Page {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
