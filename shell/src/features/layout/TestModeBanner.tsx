// Test mode (#34 item 1): while the store takes only simulated payments, every dashboard screen says so at the top,
// with the way out (Payments). Read once, then again only when the Payments screen saves (its event): asking on every
// screen change cost a request per click. A hint like the Inbox badge: a failed read (no website yet, offline) shows
// nothing rather than a false alarm, and is tried again on the next screen (the merchant may have made the website).
import { api } from '@app/api-client';
import { PAYMENT_SETTINGS_SAVED_EVENT } from '@app/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';

const Bar = styled.p`
  margin: 0 0 16px;
  padding: 10px 14px;
  border-radius: 8px;
  border: 1px solid ${(p) => p.theme.color.danger};
  background: ${(p) => p.theme.color.dangerBg};
  color: ${(p) => p.theme.color.text};
  & a {
    margin-left: 6px;
    font-weight: 600;
  }
`;

function useTestMode(pathname: string): boolean {
  // null until the settings have been read.
  const [testMode, setTestMode] = useState<boolean | null>(null);
  const ask = useCallback(
    () =>
      api.payments.settings().then(
        (s) => setTestMode(s.test_mode === true),
        () => setTestMode(null),
      ),
    [],
  );
  const known = testMode !== null;
  useEffect(() => {
    if (!known) void ask();
  }, [pathname, known, ask]);
  useEffect(() => {
    window.addEventListener(PAYMENT_SETTINGS_SAVED_EVENT, ask);
    return () => window.removeEventListener(PAYMENT_SETTINGS_SAVED_EVENT, ask);
  }, [ask]);
  return testMode === true;
}

export function TestModeBanner({ pathname }: { pathname: string }) {
  const { t } = useTranslation('shell');
  if (!useTestMode(pathname)) return null;
  return (
    <Bar role="status" data-testid="test-mode-banner">
      <strong>{t('testMode.title')}</strong> {t('testMode.body')}
      {pathname !== '/payments' && <Link to="/payments">{t('testMode.link')}</Link>}
    </Bar>
  );
}
