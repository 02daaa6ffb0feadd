// /payments (DESIGN §18): the store's payment provider, currency and credentials. Lazily loaded: the form (formik,
// the contracts' schema) comes with this page only.
import type { OwnerPageProps } from '@app/contracts';
import { Card, PageFrame, PageHead } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../shared/ListState';
import { StateText } from '../../shared/table';
import { inputOf } from './payments';
import { PaymentForm } from './PaymentForm';
import { usePaymentSettings } from './use-payment-settings';

export function PaymentsPage(_props: OwnerPageProps) {
  const { t } = useTranslation('commerce');
  const { state, reload, save } = usePaymentSettings();
  let body;
  if (state.status === 'loading') body = <StateText role="status">{t('payments.loading')}</StateText>;
  else if (state.status === 'error') body = <ListError error={state.error} onRetry={() => void reload()} />;
  else if (state.status === 'noWebsite') body = <StateText role="status">{t('payments.noWebsite')}</StateText>;
  else body = <PaymentForm settings={state.settings} onSave={(v) => save(inputOf(v))} />;
  return (
    <PageFrame>
      <PageHead title={t('payments.title')} lead={t('payments.lead')} />
      <Card>{body}</Card>
    </PageFrame>
  );
}
