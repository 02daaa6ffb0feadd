import { loginWithPhoneSchema, normalizePhone } from '@app/contracts';
import { Button, Field } from '@app/ui';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { fieldError } from '@app/remote-kit';
import { useText } from '../../shared/use-text';
import { PhoneInput } from '../phone-input/PhoneInput';

/** Phone number (default country US, at most 15 digits): asks for a login code by SMS. */
export function PhoneLoginForm({ busy, onSubmit }: { busy: boolean; onSubmit: (phone: string) => Promise<void> }) {
  const { t } = useTranslation('account');
  const text = useText();
  const form = useFormik({
    initialValues: { phone_number: '' },
    validationSchema: loginWithPhoneSchema,
    onSubmit: (v) => onSubmit(normalizePhone(v.phone_number) ?? v.phone_number),
  });
  const error = fieldError(form, 'phone_number');
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Field id="login-phone" label={t('fields.phone')} error={error && text(error)}>
        <PhoneInput
          id="login-phone"
          name="phone_number"
          value={form.values.phone_number}
          onChange={(v) => void form.setFieldValue('phone_number', v)}
          onBlur={() => void form.setFieldTouched('phone_number', true)}
          invalid={!!error}
          describedBy={error ? 'login-phone-error' : undefined}
        />
      </Field>
      <Button type="submit" $block disabled={busy}>
        {busy ? t('login.sendingCode') : t('login.sendCode')}
      </Button>
    </form>
  );
}
