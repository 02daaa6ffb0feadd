import type { OwnerPageProps, Website } from '@app/contracts';
import { Alert, Button, Card, pageTitle, Spinner, spreadRow } from '@app/ui';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Actions } from '../../shared/layout';
import { requestLeave } from '../../shared/unsaved.store';
import { UnsavedGuard } from '../../shared/UnsavedGuard';
import { useText } from '../../shared/use-text';
import { Preview } from '../preview/Preview';
import { forgetPreviewSession } from '../preview/preview-session';
import { PublishBar } from '../publishing/PublishBar';
import { resetPublishing } from '../publishing/publishing.store';
import { resetProducts } from '../products/products.store';
import { sectionsState } from '../sections/sections.store';
import { loadWebsite, resetWebsite, websiteState } from '../website/website.store';
import { builderState, openPanel, resetBuilderView, setSharing } from './builder.store';
import { BuilderPanels } from './BuilderPanels';

// Its own chunk, fetched when the merchant opens Share: the builder's first load stays within its 80 KiB.
const ShareModal = lazy(() => import('../share/ShareModal').then((m) => ({ default: m.ShareModal })));

const Top = styled.header`
  ${spreadRow}
  margin-bottom: 16px;
  ${pageTitle}
`;
const Columns = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: minmax(0, 3fr) minmax(300px, 2fr);
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
  > aside {
    position: sticky;
    top: 16px;
  }
`;
const Empty = styled(Card)`
  text-align: center;
  p {
    color: ${(p) => p.theme.color.muted};
  }
`;

/** The page heading with the store number, Back to Dashboard and (once a website exists) Share. */
function BuilderTop({ website }: { website: Website | null }) {
  const { t } = useTranslation('builder');
  const navigate = useNavigate();
  return (
    <Top>
      <div>
        <h1>{t('heading')}</h1>
        {website && <p data-testid="store-number">{t('storeNumber', { id: website.id })}</p>}
      </div>
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => requestLeave(() => navigate('/dashboard'))}>
          {t('backToDashboard')}
        </Button>
        {website && (
          <Button type="button" onClick={() => setSharing(true)}>
            {t('share.button')}
          </Button>
        )}
      </Actions>
    </Top>
  );
}

/** Shown where the preview goes while the merchant has no website yet: opens the website panel on its first field. */
function NoWebsiteYet() {
  const { t } = useTranslation('builder');
  const startCreating = () => {
    openPanel('website');
    requestAnimationFrame(() => document.getElementById('website-domain')?.focus());
  };
  return (
    <Empty>
      <h2>{t('empty.title')}</h2>
      <p>{t('empty.text')}</p>
      <Button type="button" onClick={startCreating}>
        {t('empty.create')}
      </Button>
    </Empty>
  );
}

/** /website: the builder accordion beside the live storefront, the store number, Back to Dashboard and Share. */
export function BuilderPage({ user }: OwnerPageProps) {
  const { t } = useTranslation('builder');
  const text = useText();
  const snap = useSnapshot(websiteState);
  const { sharing } = useSnapshot(builderState);
  const website = snap.website as Website | null;
  const stopSharing = useCallback(() => setSharing(false), []);

  // Module state outlives the page: each visit (and each merchant) starts from the server's data.
  useEffect(() => {
    resetWebsite();
    resetProducts();
    resetBuilderView();
    sectionsState.pages = {};
    resetPublishing();
    forgetPreviewSession();
    void loadWebsite();
  }, [user.id]);
  // Restore to draft replaced the draft on the server: every form reads it again (a fresh load remounts them).
  const reloadDraft = useCallback(() => {
    sectionsState.pages = {};
    void loadWebsite();
  }, []);

  return (
    <div>
      <BuilderTop website={website} />
      {website && <PublishBar onRestored={reloadDraft} />}
      {snap.status === 'loading' && <Spinner aria-label={t('loading')} />}
      {snap.status === 'error' && snap.loadError && (
        <Alert>
          {text(snap.loadError)}{' '}
          <Button type="button" $variant="ghost" onClick={() => void loadWebsite()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      )}
      {(snap.status === 'ready' || snap.status === 'none') && (
        <Columns>
          <div>
            <BuilderPanels website={website} />
          </div>
          <aside>{website ? <Preview domain={website.domain} version={snap.previewVersion} /> : <NoWebsiteYet />}</aside>
        </Columns>
      )}
      <Suspense fallback={null}>
        {sharing && website && <ShareModal websiteId={website.id} domain={website.domain} onClose={stopSharing} />}
      </Suspense>
      <UnsavedGuard />
    </div>
  );
}
