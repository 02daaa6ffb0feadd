import { api, messageOf, type Shown } from '@app/api-client';
import { PREVIEW_TTL_HOURS, type PreviewLink } from '@app/contracts';
import { Alert, Button, Field, Input, Modal, notify } from '@app/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Actions, Badge, Hint } from '../../shared/layout';
import { useText } from '../../shared/use-text';
import { copyText } from '../share/share';
import { ConfirmDialog } from './ConfirmDialog';
import { useTimes } from './time';
import { CloseRow } from '../../shared/CloseRow';

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    justify-content: space-between;
    padding: 8px 0;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
`;
const NewLink = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
  input {
    flex: 1 1 220px;
    min-width: 0;
  }
`;

/** A whole number of hours within PREVIEW_TTL_HOURS, or null. */
export function parseTtl(value: string): number | null {
  const n = Number(value);
  return /^\d+$/.test(value.trim()) && n >= PREVIEW_TTL_HOURS.min && n <= PREVIEW_TTL_HOURS.max ? n : null;
}

function useLinks() {
  const [items, setItems] = useState<PreviewLink[] | null>(null);
  const [error, setError] = useState<Shown | null>(null);
  const reload = useCallback(async () => {
    try {
      setItems((await api.publishing.links()).items);
      setError(null);
    } catch (err) {
      setError(messageOf(err, 'generic'));
    }
  }, []);
  useEffect(() => void reload(), [reload]);
  return { items, error, reload };
}

/** One link's state: revoked, expired, or when it expires. */
function LinkState({ link }: { link: PreviewLink }) {
  const { t } = useTranslation('builder');
  const { at } = useTimes();
  if (link.revoked_at) return <Badge>{t('publishing.revoked')}</Badge>;
  if (Date.parse(link.expires_at) <= Date.now()) return <Badge>{t('publishing.expired')}</Badge>;
  return <span>{t('publishing.expires', { when: at(link.expires_at) })}</span>;
}

/** The links with their state; Revoke (after a confirmation) on those still usable. */
function LinkList({ items, onRevoke }: { items: PreviewLink[] | null; onRevoke: (l: PreviewLink) => Promise<void> }) {
  const { t } = useTranslation('builder');
  const [revoking, setRevoking] = useState<PreviewLink | null>(null);
  return (
    <>
      {items?.length === 0 && <p>{t('publishing.noLinks')}</p>}
      <Links aria-label={t('publishing.linksList')}>
        {items?.map((link) => (
          <li key={link.id} data-testid="preview-link">
            <LinkState link={link} />
            {!link.revoked_at && Date.parse(link.expires_at) > Date.now() && (
              <Button type="button" $variant="secondary" onClick={() => setRevoking(link)}>
                {t('publishing.revoke')}
              </Button>
            )}
          </li>
        ))}
      </Links>
      {revoking && (
        <ConfirmDialog
          title={t('publishing.confirmRevokeTitle')}
          text={t('publishing.confirmRevokeText')}
          confirmLabel={t('publishing.revoke')}
          onConfirm={() => onRevoke(revoking)}
          onClose={() => setRevoking(null)}
        />
      )}
    </>
  );
}

/** The link just created, shown once, with Copy (the share feature's copyText). */
function CreatedLink({ url }: { url: string }) {
  const { t } = useTranslation('builder');
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (await copyText(url, field.current)) notify.success(t('toasts.linkCopied'), { toastId: 'link-copied' });
    else notify.error(t('share.copyFailed'));
  };
  return (
    <>
      <Hint>{t('publishing.shownOnce')}</Hint>
      <NewLink>
        <Input ref={field} readOnly value={url} aria-label={t('publishing.newLink')} onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" onClick={() => void copy()}>
          {t('publishing.copyLink')}
        </Button>
      </NewLink>
    </>
  );
}

/** Create a preview link of the draft (TTL in hours), copy it (shown once), list the links and revoke one. */
export function PreviewLinksModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('builder');
  const text = useText();
  const { items, error, reload } = useLinks();
  const [ttl, setTtl] = useState(String(PREVIEW_TTL_HOURS.default));
  const [ttlError, setTtlError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);

  const create = async () => {
    const hours = parseTtl(ttl);
    setTtlError(hours === null ? t('publishing.ttlError', PREVIEW_TTL_HOURS) : null);
    if (hours === null) return;
    try {
      const link = await api.publishing.createLink(hours);
      setCreated(`${window.location.origin}${link.url}`);
      notify.success(t('publishing.toasts.linkCreated'));
      await reload();
    } catch (err) {
      notify.error(text(messageOf(err, 'generic')));
    }
  };
  const revoke = async (link: PreviewLink) => {
    try {
      await api.publishing.revokeLink(link.id);
      notify.success(t('publishing.toasts.linkRevoked'));
    } catch (err) {
      notify.error(text(messageOf(err, 'generic')));
    }
    await reload();
  };

  return (
    <Modal open title={t('publishing.linksTitle')} onClose={onClose} width="600px">
      <Hint>{t('publishing.linksIntro')}</Hint>
      <Field id="preview-ttl" label={t('publishing.ttl')} error={ttlError}>
        <Input
          id="preview-ttl"
          inputMode="numeric"
          value={ttl}
          $invalid={!!ttlError}
          aria-invalid={!!ttlError}
          aria-describedby={ttlError ? 'preview-ttl-error' : undefined}
          onChange={(e) => setTtl(e.target.value)}
        />
      </Field>
      <Actions style={{ marginBottom: 12 }}>
        <Button type="button" onClick={() => void create()}>
          {t('publishing.createLink')}
        </Button>
      </Actions>
      {created && <CreatedLink url={created} />}
      <h3>{t('publishing.linksList')}</h3>
      {error && <Alert>{text(error)}</Alert>}
      <LinkList items={items} onRevoke={revoke} />
      <CloseRow onClose={onClose} />
    </Modal>
  );
}
