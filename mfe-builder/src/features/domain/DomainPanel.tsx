// The Custom domain card (#35 item 7), its own chunk fetched when opened (the builder's first load stays within its
// budget): the merchant adds a hostname they own, sees the DNS records to create and the status, which is checked
// again while pending; a domain is served only once active. One per store.
import { HOSTNAME_POLL_MAX, HOSTNAME_POLL_SECONDS, normalizeHostname, type CustomHostname, type DnsRecord } from '@app/contracts';
import { Alert, Button, Field, Input, Spinner } from '@app/ui';
import { ariaFor } from '@app/remote-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Actions, Badge, Hint } from '../../shared/layout';
import type { Refusal } from '../../shared/outcome';
import { useText } from '../../shared/use-text';
import { LoadError } from '../translations/LoadError';
import { addDomain, checkDomain, domainState, isWaiting, loadDomain, removeDomain } from './domain.store';

const Records = styled.dl`
  margin: 0 0 12px;
  display: grid;
  gap: 8px;
  div {
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: 8px;
    padding: 8px 10px;
  }
  dt {
    font-weight: 600;
    font-size: 0.85rem;
  }
  dd {
    margin: 2px 0 0;
    font-family: ui-monospace, monospace;
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }
`;

function RecordList({ records }: { records: readonly DnsRecord[] }) {
  const { t } = useTranslation('builder');
  return (
    <Records aria-label={t('domain.recordsLabel')}>
      {records.map((r) => (
        <div key={`${r.type}-${r.name}`}>
          <dt>{t('domain.recordType', { type: r.type })}</dt>
          <dd>
            {t('domain.recordName')}: {r.name}
          </dd>
          <dd>
            {t('domain.recordValue')}: {r.value}
          </dd>
        </div>
      ))}
    </Records>
  );
}

/** Checks a pending hostname every HOSTNAME_POLL_SECONDS, at most HOSTNAME_POLL_MAX times while the card is open. */
function usePolling(waiting: boolean) {
  useEffect(() => {
    if (!waiting) return;
    let left = HOSTNAME_POLL_MAX;
    const timer = setInterval(() => {
      if (left-- <= 0) clearInterval(timer);
      else if (!domainState.busy) void checkDomain();
    }, HOSTNAME_POLL_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [waiting]);
}

function Attached({ host, onError }: { host: CustomHostname; onError: (r: Refusal | null) => void }) {
  const { t } = useTranslation('builder');
  const { busy } = useSnapshot(domainState);
  const waiting = isWaiting(host.status);
  usePolling(waiting);
  const known = ['pending', 'active', 'blocked', 'moved', 'pending_deletion'].includes(host.status);
  return (
    <>
      <p>
        <strong>{host.hostname}</strong>
        <Badge data-testid="domain-status">{t(`domain.status.${known ? host.status : 'other'}`)}</Badge>
      </p>
      <Hint>{t(host.status === 'active' ? 'domain.activeHint' : 'domain.recordsHint')}</Hint>
      <RecordList records={host.records} />
      {host.errors.length > 0 && (
        <Hint>
          {t('domain.cloudflareSays')} {host.errors.join(' ')}
        </Hint>
      )}
      <Actions>
        {host.status !== 'active' && (
          <Button type="button" $variant="secondary" disabled={busy} onClick={async () => onError(await checkDomain())}>
            {t('domain.check')}
          </Button>
        )}
        <Button type="button" $variant="ghost" disabled={busy} onClick={async () => onError(await removeDomain())}>
          {t('domain.remove')}
        </Button>
      </Actions>
    </>
  );
}

function AddForm({ target, onError, error }: { target: string; onError: (r: Refusal | null) => void; error: Refusal | null }) {
  const { t } = useTranslation('builder');
  const text = useText();
  const { busy } = useSnapshot(domainState);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const fieldError = invalid
    ? text({ rule: value.trim() ? 'hostname' : 'fillAllFields' })
    : error?.field === 'hostname'
      ? text(error)
      : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = normalizeHostname(value) !== null;
    setInvalid(!ok);
    onError(null);
    if (ok) onError(await addDomain(value));
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('domain.formLabel')}>
      <Hint>{t('domain.intro', { target })}</Hint>
      <Field id="custom-hostname" label={t('domain.hostname')} error={fieldError}>
        <Input
          id="custom-hostname"
          value={value}
          placeholder="shop.example.com"
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setValue(e.target.value)}
          {...ariaFor('custom-hostname', fieldError)}
        />
      </Field>
      <Button type="submit" disabled={busy}>
        {t('domain.add')}
      </Button>
    </form>
  );
}

export function DomainPanel() {
  const { t } = useTranslation('builder');
  const text = useText();
  const { answer, loadError } = useSnapshot(domainState);
  const [error, setError] = useState<Refusal | null>(null);
  useEffect(() => void loadDomain(), []);
  if (loadError) return <LoadError error={loadError} onRetry={() => void loadDomain()} />;
  if (!answer) return <Spinner aria-label={t('loading')} />;
  return (
    <div aria-live="polite">
      {answer.hostname ? (
        <Attached host={answer.hostname as CustomHostname} onError={setError} />
      ) : (
        <AddForm target={answer.target} onError={setError} error={error} />
      )}
      {error && !(error.field === 'hostname' && !answer.hostname) && <Alert role="alert">{text(error)}</Alert>}
    </div>
  );
}
