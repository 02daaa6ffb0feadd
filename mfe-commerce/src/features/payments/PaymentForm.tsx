// The Payments form (DESIGN §18, #34): the ways the store takes money (one online provider, cash on delivery beside
// it), in which currency (Chapa: ETB only; a change asks first), and
// the provider's write-only secrets with the webhook address to give it. formik over the contracts' schema; the
// server's refusals at their fields.
import { paymentProvider, type PaymentSettings } from '@app/contracts';
import { useMessageText } from '@app/i18n';
import { ariaFor, fieldError } from '@app/remote-kit';
import { Alert, Button, Field, Input, Select, notify } from '@app/ui';
import { useFormik, type FormikProps } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CurrencyChange } from './CurrencyChange';
import { ProviderChoice } from './ProviderChoice';
import {
  accountOf,
  currenciesOf,
  providersOf,
  serverErrors,
  storedHint,
  takesCash,
  validatePayment,
  valuesOf,
  type PaymentFormValues,
} from './payments';
import { SecretField } from './SecretField';
import { WebhookUrl } from './WebhookUrl';

type Form = FormikProps<PaymentFormValues>;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** Test mode (#34): what it means and how to leave it, above the choices. */
function TestModeNote({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation('commerce');
  if (!settings.test_mode) return null;
  return (
    <Note role="note" data-testid="payments-test-mode">
      <strong>{t('payments.testMode.title')}</strong> {t('payments.testMode.body')}
    </Note>
  );
}

const Note = styled.p`
  margin: 0 0 16px;
  padding: 12px;
  border-radius: 8px;
  background: ${(p) => p.theme.color.dangerBg};
  border: 1px solid ${(p) => p.theme.color.border};
`;

function CurrencyField({ form }: { form: Form }) {
  const { t } = useTranslation('commerce');
  const text = useMessageText('commerce');
  const m = fieldError(form, 'currency');
  const error = m ? text(m) : undefined;
  const allowed = currenciesOf(providersOf(form.values));
  const locked = allowed.length === 1;
  return (
    <Field id="payments-currency" label={t('payments.currency')} error={error}>
      <Select
        id="payments-currency"
        disabled={locked}
        {...ariaFor('payments-currency', error)}
        {...(locked && { 'aria-describedby': 'payments-currency-locked' })}
        {...form.getFieldProps('currency')}
      >
        {allowed.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </Select>
      {locked && <small id="payments-currency-locked">{t('payments.currencyLocked', { currency: allowed[0] })}</small>}
    </Field>
  );
}

const Help = styled.p`
  margin: -8px 0 14px;
  font-size: 0.88rem;
  color: ${(p) => p.theme.color.muted};
`;

/** Cash on delivery: how long an order the merchant has not confirmed keeps its items reserved (#32). */
function CodConfirmField({ form }: { form: Form }) {
  const { t } = useTranslation('commerce');
  const text = useMessageText('commerce');
  if (!takesCash(providersOf(form.values))) return null;
  const id = 'payments-cod_confirm_hours';
  const m = fieldError(form, 'cod_confirm_hours');
  const error = m ? text(m) : undefined;
  const aria = ariaFor(id, error);
  return (
    <>
      <Field id={id} label={t('payments.codConfirmHours')} error={error}>
        <Input
          id={id}
          inputMode="numeric"
          $invalid={!!error}
          {...aria}
          aria-describedby={[aria['aria-describedby'], `${id}-help`].filter(Boolean).join(' ')}
          {...form.getFieldProps('cod_confirm_hours')}
        />
      </Field>
      <Help id={`${id}-help`}>{t('payments.codConfirmHelp')}</Help>
    </>
  );
}

function Credentials({ form, settings }: { form: Form; settings: PaymentSettings }) {
  const { t } = useTranslation('commerce');
  const p = accountOf(form.values);
  if (!p) return null;
  const hint = (n: 'secret_key' | 'webhook_secret') => storedHint(settings, p, n);
  return (
    <>
      {settings.providers.includes(p) && settings.credentials_status === 'unreadable' && <Alert>{t('payments.unreadable')}</Alert>}
      <WebhookUrl path={settings.webhook_paths[p]} help={t(`payments.providers.${p}.webhookHelp`)} />
      <SecretField
        form={form}
        name="secret_key"
        label={t('payments.secretKey')}
        hint={hint('secret_key')}
        help={t(`payments.providers.${p}.keyHelp`)}
      />
      {settings.key_unchecked && settings.providers.includes(p) && (
        <Note role="status" data-testid="payments-key-unchecked">
          {t('payments.keyUnchecked', { provider: paymentProvider(p)?.brand ?? p })}
        </Note>
      )}
      <SecretField
        form={form}
        name="webhook_secret"
        label={t('payments.webhookSecret')}
        hint={hint('webhook_secret')}
        help={t(`payments.providers.${p}.secretHelp`)}
      />
    </>
  );
}

/**
 * A new currency is saved only once the merchant has read that prices are not converted (#34 item 4): the first submit
 * opens the question, its confirmation submits again with the answer given (once).
 */
function useCurrencyQuestion() {
  const [asking, setAsking] = useState(false);
  const confirmed = useRef(false);
  return {
    asking,
    open: () => setAsking(true),
    close: () => setAsking(false),
    answered: () => {
      const yes = confirmed.current;
      confirmed.current = false;
      setAsking(false);
      return yes;
    },
    confirm: (form: Form) => {
      confirmed.current = true;
      void form.submitForm();
    },
  };
}

export function PaymentForm({
  settings,
  onSave,
}: {
  settings: PaymentSettings;
  onSave: (v: PaymentFormValues) => Promise<PaymentSettings>;
}) {
  const { t } = useTranslation('commerce');
  const text = useMessageText('commerce');
  const [general, setGeneral] = useState<string | null>(null);
  const ask = useCurrencyQuestion();
  const form = useFormik<PaymentFormValues>({
    initialValues: valuesOf(settings),
    enableReinitialize: true,
    validate: (v) => validatePayment(v, settings),
    onSubmit: async (values) => {
      if (values.currency !== settings.currency && !ask.answered()) return ask.open();
      setGeneral(null);
      try {
        await onSave(values);
        notify.success(t('payments.saved'));
      } catch (err) {
        const refused = serverErrors(err, text);
        form.setErrors(refused.fields);
        setGeneral(refused.general);
      }
    },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label={t('payments.title')}>
      <TestModeNote settings={settings} />
      <ProviderChoice form={form} />
      <CurrencyField form={form} />
      <CodConfirmField form={form} />
      <Credentials form={form} settings={settings} />
      {general && <Alert>{general}</Alert>}
      {ask.asking && (
        <CurrencyChange from={settings.currency} to={form.values.currency} onCancel={ask.close} onConfirm={() => ask.confirm(form)} />
      )}
      <Actions>
        <Button type="submit" disabled={form.isSubmitting}>
          {t('payments.save')}
        </Button>
      </Actions>
    </form>
  );
}
