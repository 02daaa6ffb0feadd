// Test mode (#34 item 1): while the store takes only simulated payments, every dashboard screen says so at the top,
// with the way out (Payments). Asked again on each screen change and when the Payments screen saves (its event):
// a hint like the Inbox badge, so a failed ask (no website yet, offline) shows nothing rather than a false alarm.
import { api } from '@app/api-client';
import { PAYMENT_SETTINGS_SAVED_EVENT } from '@app/contracts';
import { useEffect, useState } from 'react';
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
  const [testMode, setTestMode] = useState(false);
  useEffect(() => {
    let live = true;
    const ask = () =>
      api.payments
        .settings()
        .then((s) => live && setTestMode(s.test_mode === true))
        .catch(() => live && setTestMode(false));
    void ask();
    window.addEventListener(PAYMENT_SETTINGS_SAVED_EVENT, ask);
    return () => {
      live = false;
      window.removeEventListener(PAYMENT_SETTINGS_SAVED_EVENT, ask);
    };
  }, [pathname]);
  return testMode;
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
