import { Button, Card, Spinner, TitledText } from '@app/ui';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { failureKind } from './failure-kind';
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

/** The Retry panel: a connection problem when the files did not arrive, never when the remote's code threw. */
function RemoteFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  const code = failureKind(error) === 'code';
  return (
    <Panel role="alert">
      <TitledText
        title={code ? t('remote.codeErrorTitle') : t('remote.failedTitle')}
        text={code ? t('remote.codeErrorText') : t('remote.failedText')}
      />
      <Button type="button" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    </Panel>
  );
}

export type Loader<P> = () => Promise<ComponentType<P>>;

/** Where a page comes from (one stable object per page, remote-pages.tsx), and what to do when it fails. */
export interface PageSource<P> {
  load: Loader<P>;
  /** Which release `load` gives now: a page loaded from another one is loaded again. */
  release?: () => string;
  /** Whether a render failure would be met by another release: then a spinner instead of the Retry panel. */
  canRecover?: () => boolean;
  /** The page threw while rendering: true when `load` now gives another release to try. */
  recover?: (error: unknown) => boolean;
  /** Called before a retry so that the next `load` starts over. */
  retry?: () => void;
}

// One lazy component per source and release, so going back to a page that already loaded shows it without a
// spinner. React.lazy remembers a rejection forever: Retry drops the entry and the next render makes a fresh one.
const pages = new Map<PageSource<never>, { release: string; page: unknown }>();
function lazyPage<P>(source: PageSource<P>): LazyExoticComponent<ComponentType<P>> {
  const release = source.release?.() ?? '';
  const cached = pages.get(source as PageSource<never>);
  if (cached?.release === release) return cached.page as LazyExoticComponent<ComponentType<P>>;
  const page = lazy(async () => ({ default: await source.load() }));
  pages.set(source as PageSource<never>, { release, page });
  return page;
}

interface Props<P> {
  source: PageSource<P>;
  props: P;
}

/**
 * A remote's page: loaded on first render (lazy + Suspense). When it throws while rendering and its source has
 * another release, that one is loaded in its place; otherwise the failure stays in a panel with Retry.
 */
export function RemotePage<P extends object>({ source, props }: Props<P>) {
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  // The source could not recover after all (canRecover said yes while the boundary caught): show the panel.
  const [stuck, setStuck] = useState(false);
  const reload = () => {
    pages.delete(source as PageSource<never>);
    setAttempt((a) => a + 1);
  };
  const retry = () => {
    source.retry?.();
    setStuck(false);
    reload();
  };
  const onError = (error: unknown) => {
    if (source.recover?.(error)) reload();
    else setStuck(true);
  };
  const spinner = <Spinner aria-label={t('remote.loading')} />;
  const failed = (error: unknown) => (!stuck && source.canRecover?.() ? spinner : <RemoteFailed error={error} onRetry={retry} />);
  const Page = lazyPage(source);
  return (
    <RemoteErrorBoundary key={attempt} fallback={failed} onError={onError}>
      <Suspense fallback={spinner}>
        <Page {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
