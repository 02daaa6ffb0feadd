import type { LoginPageProps } from '@app/contracts';
import { Alert, Card, Lead, Tabs } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { PlanAdvert } from '../../shared/PlanAdvert';
import { useText } from '../../shared/use-text';
import { OtpModal } from '../otp/OtpModal';
import { FindStore } from './FindStore';
import { clearLoginCodeError, closeLoginCode, selectTab, type LoginTab } from './login.store';
import { PasswordLoginForm } from './PasswordLoginForm';
import { PhoneLoginForm } from './PhoneLoginForm';
import { useLogin } from './use-login';

const Page = styled.div`
  display: grid;
  gap: 24px;
  max-width: 980px;
  margin: 32px auto;
  padding: 0 16px;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr);
  align-items: start;
  @media (max-width: ${(p) => p.theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
    margin: 16px auto;
  }
`;
const Title = styled.h1`
  margin: 0 0 4px;
  font-size: 1.6rem;
`;
const Foot = styled.div`
  margin-top: 18px;
  display: grid;
  gap: 4px;
  border-top: 1px solid ${(p) => p.theme.color.border};
  padding-top: 14px;
`;

/** /auth/login: phone code (the default tab) or username and password; the shell navigates on success. */
export function LoginPage({ onAuthenticated }: LoginPageProps) {
  const { t } = useTranslation('account');
  const text = useText();
  const { snap, submitPassword, submitPhone, verifyCode } = useLogin(onAuthenticated);
  const tabs: { key: LoginTab; label: string }[] = [
    { key: 'phone', label: t('login.tabs.phone') },
    { key: 'password', label: t('login.tabs.password') },
  ];
  return (
    <Page>
      <Card>
        <Title>{t('login.title')}</Title>
        <Lead>{t('login.subtitle')}</Lead>
        {snap.error ? <Alert data-testid="auth-error">{text(snap.error)}</Alert> : null}
        <Tabs items={tabs} active={snap.tab} onChange={selectTab} label={t('login.tabsLabel')} />
        <div role="tabpanel" aria-label={snap.tab === 'phone' ? tabs[0].label : tabs[1].label}>
          {snap.tab === 'phone' ? (
            <PhoneLoginForm busy={snap.busy} onSubmit={submitPhone} />
          ) : (
            <PasswordLoginForm busy={snap.busy} onSubmit={submitPassword} />
          )}
        </div>
        <Foot>
          <p style={{ margin: 0 }}>
            {t('login.noAccount')} <Link to="/auth/register">{t('login.registerLink')}</Link>
          </p>
          <FindStore />
        </Foot>
      </Card>
      <PlanAdvert />
      <OtpModal
        purpose="login"
        open={snap.otp.open}
        phone={snap.otp.phone}
        error={snap.otp.error}
        verified={snap.otp.verified}
        busy={snap.otp.busy}
        onVerify={verifyCode}
        onEdit={clearLoginCodeError}
        onClose={closeLoginCode}
      />
    </Page>
  );
}
