import type { ReactNode } from 'react';
import { IconSprite } from './icons';
import { PreviewBar } from './PreviewBar';
import { StoreFooter } from './StoreFooter';
import { StoreHeader } from './StoreHeader';
import { ViewProvider, type View } from './view';

/** Header, main content and footer of every store page, plus the live region the islands' toasts use. */
export function StoreLayout({ view, children }: { view: View; children: ReactNode }) {
  return (
    <ViewProvider value={view}>
      <IconSprite />
      <a className="sf-skip" href="#main">
        {view.t('header.skip')}
      </a>
      {view.exitPreviewUrl ? <PreviewBar t={view.t} exitUrl={view.exitPreviewUrl} changes={!!view.previewHasChanges} /> : null}
      <StoreHeader />
      <main id="main" className="sf-main">
        {children}
      </main>
      <StoreFooter />
      <div className="sf-toasts" role="status" aria-live="polite" aria-label={view.t('toasts.notifications')} data-sf-toasts=""></div>
    </ViewProvider>
  );
}
