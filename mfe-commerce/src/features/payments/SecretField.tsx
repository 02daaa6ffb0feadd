// A write-only secret: once stored, only its hint shows ("•••• 1234") with Replace; typing a new one sends it, and
// leaving it empty keeps the stored one. The value is never read back from the server (it never answers it).
import { ariaFor, fieldError } from '@app/remote-kit';
import { useMessageText } from '@app/i18n';
import { Button, Field, Input } from '@app/ui';
import type { FormikProps } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PaymentFormValues, SecretName } from './payments';

const Stored = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  flex-wrap: wrap;
  margin-bottom: 14px;
  & > span {
    font-family: ui-monospace, monospace;
  }
`;
const Help = styled.p`
  margin: -8px 0 14px;
  font-size: 0.88rem;
  color: ${(p) => p.theme.color.muted};
`;

export function SecretField(props: {
  form: FormikProps<PaymentFormValues>;
  name: SecretName;
  label: string;
  hint: string | null;
  help: string;
}) {
  const { form, name, label, hint, help } = props;
  const { t } = useTranslation('commerce');
  const text = useMessageText('commerce');
  const [replacing, setReplacing] = useState(false);
  const m = fieldError(form, name);
  const error = m ? text(m) : undefined;
  const id = `payments-${name}`;
  if (hint && !replacing && !error) {
    return (
      <Stored role="group" aria-label={label}>
        <strong>{label}</strong>
        <span aria-label={t('payments.storedHint', { hint })}>•••• {hint}</span>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => setReplacing(true)}
          aria-label={t('payments.replaceNamed', { name: label })}
        >
          {t('payments.replace')}
        </Button>
      </Stored>
    );
  }
  const aria = ariaFor(id, error);
  return (
    <>
      <Field id={id} label={label} error={error}>
        <Input
          id={id}
          type="password"
          autoComplete="off"
          spellCheck={false}
          $invalid={!!error}
          {...aria}
          aria-describedby={[aria['aria-describedby'], `${id}-help`].filter(Boolean).join(' ')}
          placeholder={hint ? t('payments.keepPlaceholder', { hint }) : undefined}
          {...form.getFieldProps(name)}
        />
      </Field>
      <Help id={`${id}-help`}>{help}</Help>
    </>
  );
}
