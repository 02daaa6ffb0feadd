// Asked before a new domain is saved (issue #34 item 13); loaded only then (WebsiteForm).
import { DOMAIN_REDIRECT_DAYS } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../publishing/ConfirmDialog';

/** Asked before a new domain is saved: the store's address and every shared link move (issue #34 item 13). */
export default function MoveDialog({
  from,
  to,
  onConfirm,
  onClose,
}: {
  from: string;
  to: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('builder');
  return (
    <ConfirmDialog
      title={t('website.moveTitle')}
      text={t('website.moveText', { from, to, days: DOMAIN_REDIRECT_DAYS })}
      confirmLabel={t('website.moveConfirm')}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
