import { Button } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { Actions } from './layout';

/** A dialog's last row when its only action is Close. */
export function CloseRow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('builder');
  return (
    <Actions>
      <Button type="button" $variant="secondary" onClick={onClose}>
        {t('actions.close')}
      </Button>
    </Actions>
  );
}
