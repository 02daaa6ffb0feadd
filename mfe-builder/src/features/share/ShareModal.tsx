import { rememberShared } from '@app/contracts/share-flag';
import { Button, Input, Modal, notify } from '@app/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { copyText, facebookShareUrl, openSharePopup, shareLink, xShareUrl } from './share';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;
const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  input {
    flex: 1 1 220px;
    min-width: 0;
  }
  button {
    flex: none;
    white-space: nowrap;
  }
  label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

/** Share the store: its link, Facebook and X popups, Google (not offered yet), Copy Link and Close. */
export function ShareModal({ websiteId, domain, onClose }: { websiteId: number; domain: string; onClose: () => void }) {
  const { t } = useTranslation('builder');
  const field = useRef<HTMLInputElement>(null);
  const link = shareLink(domain);
  // Pressing Copy Link is sharing, whether the clipboard took it or the merchant copies the selected link by hand.
  const copy = async () => {
    rememberShared(websiteId);
    if (await copyText(link, field.current)) {
      notify.success(t('toasts.linkCopied'), { toastId: 'link-copied' });
    } else notify.error(t('share.copyFailed'));
  };
  const popup = (url: string) => {
    rememberShared(websiteId);
    openSharePopup(url);
  };
  return (
    <Modal open title={t('share.title')} onClose={onClose}>
      <p>{t('share.intro')}</p>
      <LinkRow>
        <label htmlFor="share-link">{t('share.link')}</label>
        <Input id="share-link" ref={field} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" onClick={() => void copy()}>
          {t('share.copy')}
        </Button>
      </LinkRow>
      <Buttons>
        <Button type="button" $variant="secondary" onClick={() => popup(facebookShareUrl(link))}>
          Facebook
        </Button>
        <Button type="button" $variant="secondary" onClick={() => popup(xShareUrl(link))}>
          X
        </Button>
        {/* SPEC §2: a Google button with no action; said so rather than silently doing nothing. */}
        <Button
          type="button"
          $variant="secondary"
          aria-disabled="true"
          title={t('share.googleSoon')}
          onClick={() => notify.info(t('share.googleSoon'))}
        >
          Google
        </Button>
        <Button type="button" $variant="ghost" onClick={onClose}>
          {t('actions.close')}
        </Button>
      </Buttons>
    </Modal>
  );
}
