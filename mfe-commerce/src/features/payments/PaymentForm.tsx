// The Payments form (DESIGN §18): which provider takes the store's money, in which currency (Chapa: ETB only), and
// the provider's write-only secrets with the webhook address to give it. formik over the contracts' schema; the
// server's refusals at their fields.
import { PAYMENT_PROVIDERS, needsCredentials, type PaymentProviderId, type PaymentSettings } from '@app/contracts';
import { useMessageText } from '@app/i18n';
import { ariaFor, fieldError } from '@app/remote-kit';
import { Alert, Button, Field, Input, Select, notify } from '@app/ui';
import { useFormik, type FormikProps } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  currenciesOf,
  currencyFor,
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

const Choices = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  & legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
`;
const Choice = styled.label<{ $on: boolean }>`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 12px;
  border: 2px solid ${(p) => (p.$on ? p.theme.color.primary : p.theme.color.border)};
  border-radius: 8px;
  cursor: pointer;
  & small {
    display: block;
    color: ${(p) => p.theme.color.muted};
    margin-top: 2px;
  }
  & input {
    margin-top: 4px;
  }
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

function ProviderChoice({ form }: { form: Form }) {
  const { t } = useTranslation('commerce');
  const choose = (p: PaymentProviderId) => {
    void form.setFieldValue('provider', p);
    void form.setFieldValue('currency', currencyFor(p, form.values.currency));
  };
  return (
    <Choices>
      <legend>{t('payments.provider')}</legend>
      {PAYMENT_PROVIDERS.map((p) => (
        <Choice key={p} $on={form.values.provider === p}>
          <input type="radio" name="provider" value={p} checked={form.values.provider === p} onChange={() => choose(p)} />
          <span>
            {t(`payments.providers.${p}.name`)}
            <small>{t(`payments.providers.${p}.about`)}</small>
          </span>
        </Choice>
      ))}
    </Choices>
  );
}

function CurrencyField({ form }: { form: Form }) {
  const { t } = useTranslation('commerce');
  const text = useMessageText('commerce');
  const m = fieldError(form, 'currency');
  const error = m ? text(m) : undefined;
  const allowed = currenciesOf(form.values.provider);
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
  if (!takesCash(form.values.provider)) return null;
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
  const p = form.values.provider;
  if (!needsCredentials(p)) return null;
  const hint = (n: 'secret_key' | 'webhook_secret') => storedHint(settings, p, n);
  return (
    <>
      {settings.provider === p && settings.credentials_status === 'unreadable' && <Alert>{t('payments.unreadable')}</Alert>}
      <WebhookUrl path={settings.webhook_paths[p]} help={t(`payments.providers.${p}.webhookHelp`)} />
      <SecretField
        form={form}
        name="secret_key"
        label={t('payments.secretKey')}
        hint={hint('secret_key')}
        help={t(`payments.providers.${p}.keyHelp`)}
      />
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
  const form = useFormik<PaymentFormValues>({
    initialValues: valuesOf(settings),
    enableReinitialize: true,
    validate: (v) => validatePayment(v, settings),
    onSubmit: async (values) => {
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
      <ProviderChoice form={form} />
      <CurrencyField form={form} />
      <CodConfirmField form={form} />
      <Credentials form={form} settings={settings} />
      {general && <Alert>{general}</Alert>}
      <Actions>
        <Button type="submit" disabled={form.isSubmitting}>
          {t('payments.save')}
        </Button>
      </Actions>
    </form>
  );
}
