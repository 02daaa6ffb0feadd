// Which ways the store takes payment (#34): one card or online provider (test, Stripe or Chapa, or none) and, beside
// it, the other ways (cash on delivery), each a checkbox. Choosing changes the currency only when the providers need
// another one (Chapa: ETB); the save then asks first (CurrencyChange.tsx).
import type { PaymentProviderId } from '@app/contracts';
import { useMessageText } from '@app/i18n';
import { fieldError } from '@app/remote-kit';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { currencyFor, onlineProviders, otherProviders, providersOf, type PaymentFormValues } from './payments';

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
const Problem = styled.p`
  margin: -8px 0 16px;
  color: ${(p) => p.theme.color.danger};
  font-size: 0.9rem;
`;

function Described({ id }: { id: PaymentProviderId | 'none' }) {
  const { t } = useTranslation('commerce');
  return (
    <span>
      {t(`payments.providers.${id}.name`)}
      <small>{t(`payments.providers.${id}.about`)}</small>
    </span>
  );
}

export function ProviderChoice({ form }: { form: Form }) {
  const { t } = useTranslation('commerce');
  const text = useMessageText('commerce');
  const v = form.values;
  const set = (online: PaymentProviderId | '', offline: PaymentProviderId[]) => {
    void form.setValues({ ...v, online, offline, currency: currencyFor(providersOf({ online, offline }), v.currency) });
  };
  const toggle = (p: PaymentProviderId, on: boolean) => set(v.online, on ? [...v.offline, p] : v.offline.filter((x) => x !== p));
  const m = fieldError(form, 'providers' as keyof PaymentFormValues);
  return (
    <>
      <Choices aria-describedby={m ? 'payments-providers-error' : undefined}>
        <legend>{t('payments.onlineProvider')}</legend>
        {onlineProviders().map((p) => (
          <Choice key={p} $on={v.online === p}>
            <input type="radio" name="online" value={p} checked={v.online === p} onChange={() => set(p, v.offline)} />
            <Described id={p} />
          </Choice>
        ))}
        <Choice $on={v.online === ''}>
          <input type="radio" name="online" value="" checked={v.online === ''} onChange={() => set('', v.offline)} />
          <Described id="none" />
        </Choice>
      </Choices>
      <Choices>
        <legend>{t('payments.otherWays')}</legend>
        {otherProviders().map((p) => (
          <Choice key={p} $on={v.offline.includes(p)}>
            <input type="checkbox" name={p} checked={v.offline.includes(p)} onChange={(e) => toggle(p, e.target.checked)} />
            <Described id={p} />
          </Choice>
        ))}
      </Choices>
      {m && (
        <Problem id="payments-providers-error" role="alert">
          {text(m)}
        </Problem>
      )}
    </>
  );
}
