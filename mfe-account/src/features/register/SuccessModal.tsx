import { Button, Modal } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

const Actions = styled.div`display: flex; gap: 8px; justify-content: flex-end; margin-top: 18px;`;

/** "Registered Successfully!": Go to Login or Close; Escape closes it (the Modal does). */
export function SuccessModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <Modal open={open} title={t('register.successTitle')} onClose={onClose}>
      <p>{t('register.successText')}</p>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('actions.close')}
        </Button>
        <Button
          type="button"
          onClick={() => {
            onClose();
            navigate('/auth/login');
          }}
        >
          {t('register.goToLogin')}
        </Button>
      </Actions>
    </Modal>
  );
}
