import { Button, Modal } from '@app/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { Actions } from './layout';
import { hasUnsaved, leave, requestLeave, resetUnsaved, stay, unsavedState } from './unsaved.store';

/** A plain left click on a same-origin link that the app would route itself (not a new tab, not a download). */
function routedLink(e: MouseEvent): URL | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download')) return null;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = window.location;
  if (url.pathname === here.pathname && url.search === here.search) return null; // same screen (a hash link)
  return url;
}

/**
 * Leaving the builder with unsaved edits asks first: links anywhere in the dashboard (the router is declarative, so
 * clicks are caught before it sees them), and closing or reloading the tab (`beforeunload`).
 */
export function UnsavedGuard() {
  const { t } = useTranslation('builder');
  const navigate = useNavigate();
  const { asking } = useSnapshot(unsavedState);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!hasUnsaved()) return;
      const url = routedLink(e);
      if (!url) return;
      e.preventDefault();
      e.stopPropagation();
      requestLeave(() => navigate(`${url.pathname}${url.search}${url.hash}`));
    };
    const onUnload = (e: BeforeUnloadEvent) => {
      if (!hasUnsaved()) return;
      e.preventDefault();
      e.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onUnload);
      resetUnsaved();
    };
  }, [navigate]);

  return (
    <Modal open={asking} title={t('unsaved.title')} onClose={stay}>
      <p>{t('unsaved.text')}</p>
      <Actions>
        <Button type="button" onClick={stay}>
          {t('unsaved.stay')}
        </Button>
        <Button type="button" $variant="danger" onClick={leave}>
          {t('unsaved.leave')}
        </Button>
      </Actions>
    </Modal>
  );
}
