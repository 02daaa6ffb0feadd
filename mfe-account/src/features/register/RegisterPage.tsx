import type { RegisterPageProps } from '@app/contracts';
import { Card } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { PlanAdvert } from '../../shared/PlanAdvert';
import { OtpModal } from '../otp/OtpModal';
import { clearRegisterCodeError, closeRegisterCode, closeSuccess } from './register.store';
import { FeatureCards, RegisterFaq, RegisterHero } from './RegisterExtras';
import { RegisterForm } from './RegisterForm';
import { SuccessModal } from './SuccessModal';
import { useRegister } from './use-register';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 28px;
  max-width: 1040px;
  margin: 24px auto 48px;
  padding: 0 16px;
`;
const Columns = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr);
  align-items: start;
  @media (max-width: ${(p) => p.theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Title = styled.h2`
  margin: 0 0 4px;
  font-size: 1.4rem;
`;
const Sub = styled.p`
  margin: 0 0 16px;
  color: ${(p) => p.theme.color.muted};
`;

/** /auth/register: hero, the form, FAQ and feature cards; then the code modal and the success modal. */
export function RegisterPage({ onAuthenticated }: RegisterPageProps) {
  const { t } = useTranslation('account');
  const { snap, submit, verifyCode } = useRegister();
  return (
    <Page>
      <RegisterHero />
      <Columns>
        <Card>
          <Title>{t('register.formTitle')}</Title>
          <Sub>{t('register.formSubtitle')}</Sub>
          <RegisterForm busy={snap.busy} onSubmit={submit} />
          <p>
            {t('register.haveAccount')}{' '}
            <Link to="/auth/login" reloadDocument>
              {t('register.loginLink')}
            </Link>
          </p>
        </Card>
        <PlanAdvert />
      </Columns>
      <FeatureCards />
      <RegisterFaq />
      <OtpModal
        purpose="register"
        open={snap.otp.open}
        phone={snap.otp.phone}
        error={snap.otp.error}
        verified={snap.otp.verified}
        busy={snap.otp.busy}
        onVerify={verifyCode}
        onEdit={clearRegisterCodeError}
        onClose={closeRegisterCode}
      />
      <SuccessModal open={snap.successOpen} user={snap.user} onClose={closeSuccess} onAuthenticated={onAuthenticated} />
    </Page>
  );
}
