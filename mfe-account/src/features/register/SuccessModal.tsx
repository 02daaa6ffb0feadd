import type { User } from '@app/contracts';
import { ActionsRow, Button, Modal } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { openSignIn } from '../../shared/full-page';

/**
 * "Registered Successfully!". The verified code signed the merchant in: the one way on is the dashboard (closing
 * the modal goes there too, the sign-up screen has nothing left to do). Without a session (an API that only
 * verified the phone) it offers Go to Login, as before.
 */
export function SuccessModal({
  open,
  user,
  onClose,
  onAuthenticated,
}: {
  open: boolean;
  user: User | null;
  onClose: () => void;
  onAuthenticated?: (user: User) => void;
}) {
  const { t } = useTranslation('account');
  const toDashboard = () => {
    onClose();
    if (!user) return;
    // Standalone (no shell) a full load lets the app read the session the cookies now carry.
    if (onAuthenticated) onAuthenticated(user);
    else window.location.assign('/dashboard');
  };
  return (
    <Modal open={open} title={t('register.successTitle')} onClose={user ? toDashboard : onClose}>
      <p>{user ? t('register.signedInText') : t('register.successText')}</p>
      <ActionsRow>
        {user ? (
          <Button type="button" onClick={toDashboard}>
            {t('register.goToDashboard')}
          </Button>
        ) : (
          <>
            <Button type="button" $variant="secondary" onClick={onClose}>
              {t('actions.close')}
            </Button>
            <Button
              type="button"
              onClick={() => {
                onClose();
                openSignIn();
              }}
            >
              {t('register.goToLogin')}
            </Button>
          </>
        )}
      </ActionsRow>
    </Modal>
  );
}
