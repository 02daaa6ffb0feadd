import { Button, Field, Input } from '@app/ui';
import { useFormik } from 'formik';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ariaFor, fieldError } from '@app/remote-kit';
import { useText } from '../../shared/use-text';
import { PhoneInput } from '../phone-input/PhoneInput';
import { emptyRegisterForm, registerFormSchema, validateConfirmation, type RegisterFormValues } from './register-schema';
import type { FieldErrors } from './use-register';

type TextField = 'username' | 'email' | 'password' | 'confirmPassword';
const TEXT_FIELDS: { name: TextField; label: string; type: string; autoComplete: string }[] = [
  { name: 'username', label: 'fields.username', type: 'text', autoComplete: 'username' },
  { name: 'email', label: 'fields.emailOptional', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'fields.password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'fields.confirmPassword', type: 'password', autoComplete: 'new-password' },
];

/**
 * Pressing the submit button must not blur the field being edited: the blur would validate it, its error line would
 * push the button down before the mouse is released, and the click would land beside the button and be lost. The
 * click's submit then validates every field at once. (Keyboard users never press it with a pointer.)
 */
const keepFocusOnPress = (e: MouseEvent) => e.preventDefault();

/** Username, email, phone, password and its confirmation; role_name is fixed to 'user'. */
export function RegisterForm({ busy, onSubmit }: { busy: boolean; onSubmit: (v: RegisterFormValues) => Promise<FieldErrors> }) {
  const { t } = useTranslation('account');
  const text = useText();
  const form = useFormik<RegisterFormValues>({
    initialValues: emptyRegisterForm(),
    validationSchema: registerFormSchema,
    validate: validateConfirmation,
    onSubmit: async (v, helpers) => {
      const errors = await onSubmit(v);
      for (const [name, message] of Object.entries(errors)) helpers.setFieldError(name, message);
    },
  });
  const errorOf = (name: keyof RegisterFormValues & string) => {
    const e = fieldError(form, name);
    return e && text(e);
  };
  const input = (f: (typeof TEXT_FIELDS)[number]) => {
    const id = `register-${f.name}`;
    const error = errorOf(f.name);
    return (
      <Field key={f.name} id={id} label={t(f.label)} error={error}>
        <Input
          id={id}
          type={f.type}
          autoComplete={f.autoComplete}
          $invalid={!!error}
          {...form.getFieldProps(f.name)}
          {...ariaFor(id, error)}
        />
      </Field>
    );
  };
  const phoneError = errorOf('phone_number');
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label={t('register.formTitle')}>
      {input(TEXT_FIELDS[0])}
      {input(TEXT_FIELDS[1])}
      <Field id="register-phone" label={t('fields.phone')} error={phoneError}>
        <PhoneInput
          id="register-phone"
          name="phone_number"
          value={form.values.phone_number}
          onChange={(v) => void form.setFieldValue('phone_number', v)}
          onBlur={() => void form.setFieldTouched('phone_number', true)}
          invalid={!!phoneError}
          describedBy={phoneError ? 'register-phone-error' : undefined}
        />
      </Field>
      {input(TEXT_FIELDS[2])}
      {input(TEXT_FIELDS[3])}
      <Button type="submit" $block disabled={busy} onMouseDown={keepFocusOnPress}>
        {busy ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
