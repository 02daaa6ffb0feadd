// The form's rules: the contracts' registerSchema (SPEC §5, DESIGN §5) plus the password confirmation.
import { registerSchema } from '@app/contracts';
import { formError } from '@app/remote-kit';
import type { FormikErrors } from 'formik';

export interface RegisterFormValues {
  username: string;
  email: string;
  /** E.164 from the phone picker ('' while empty) */
  phone_number: string;
  password: string;
  confirmPassword: string;
  /** Always 'user' (SPEC §6) */
  role_name: 'user';
}

export const emptyRegisterForm = (): RegisterFormValues => ({
  username: '',
  email: '',
  phone_number: '',
  password: '',
  confirmPassword: '',
  role_name: 'user',
});

/** Formik runs this beside `registerFormSchema` and merges the two. */
export function validateConfirmation(v: RegisterFormValues): FormikErrors<RegisterFormValues> {
  if (!v.confirmPassword) return { confirmPassword: formError('confirmRequired') };
  if (v.confirmPassword !== v.password) return { confirmPassword: formError('passwordsDiffer') };
  return {};
}

/** The API's own rules, so the form and the server never disagree. */
export const registerFormSchema = registerSchema;
