import { loginSchema } from '@app/contracts';
import { Button, Field, Input } from '@app/ui';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { ariaFor, fieldError } from '@app/remote-kit';
import { useText } from '../../shared/use-text';

interface Values {
  username: string;
  password: string;
}

/** Username and password (formik + the contracts' loginSchema). */
export function PasswordLoginForm({ busy, onSubmit }: { busy: boolean; onSubmit: (username: string, password: string) => Promise<void> }) {
  const { t } = useTranslation('account');
  const text = useText();
  const form = useFormik<Values>({
    initialValues: { username: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: (v) => onSubmit(v.username, v.password),
  });
  const userError = fieldError(form, 'username');
  const passError = fieldError(form, 'password');
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Field id="login-username" label={t('fields.username')} error={userError && text(userError)}>
        <Input
          id="login-username"
          autoComplete="username"
          maxLength={64}
          $invalid={!!userError}
          {...form.getFieldProps('username')}
          {...ariaFor('login-username', userError)}
        />
      </Field>
      <Field id="login-password" label={t('fields.password')} error={passError && text(passError)}>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          maxLength={256}
          $invalid={!!passError}
          {...form.getFieldProps('password')}
          {...ariaFor('login-password', passError)}
        />
      </Field>
      <Button type="submit" $block disabled={busy}>
        {busy ? t('login.signingIn') : t('login.signIn')}
      </Button>
    </form>
  );
}
