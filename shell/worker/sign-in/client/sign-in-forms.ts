// The two ways to sign in (SPEC §2): a phone code (the dialog) or username and password. Each form checks its
// fields with the contracts' schemas (the server checks again) and shows the API's refusal in the red alert.
import { api, loginError, loginOtpError, phoneLoginError, phoneLoginToast } from '@app/api-client/auth';
import type { RuleMessage } from '@app/contracts/messages';
import { normalizePhone } from '@app/contracts/phone';
import { loginSchema, loginWithPhoneSchema } from '@app/contracts/schemas/auth';
import { otpDialog } from './otp-dialog';
import { pageData, say, t } from './page-data';
import { phoneField } from './phone-field';
import { $, busy, setAlert, setFieldError, toast } from './ui';

/** Signed in (the API set the session cookies): the dashboard page the merchant was going to, a full page load. */
const enter = () => window.location.assign(pageData().next);

/** The schema's first failure per field, as field id -> message; {} when the values pass. */
function failures(schema: typeof loginSchema | typeof loginWithPhoneSchema, values: object, ids: Record<string, string>) {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (err) {
    // yup's ValidationError (the schemas' own yup, not imported here): one inner error per failed rule.
    const inner = (err as { inner?: { path?: string; errors: unknown[] }[] }).inner;
    if (!Array.isArray(inner)) throw err;
    const out: Record<string, string> = {};
    for (const e of inner) if (e.path && ids[e.path] && !out[ids[e.path]]) out[ids[e.path]] = say(e.errors[0] as unknown as RuleMessage);
    return out;
  }
}

/** Shows each field's message (the first failing field focused); true when there was none. */
function showFailures(inputs: HTMLInputElement[], errors: Record<string, string>): boolean {
  for (const input of inputs) setFieldError(input, errors[input.id] ?? '');
  inputs.find((i) => errors[i.id])?.focus();
  return Object.keys(errors).length === 0;
}

function passwordForm() {
  const form = $<HTMLFormElement>('#si-password-form');
  const username = $<HTMLInputElement>('#login-username');
  const password = $<HTMLInputElement>('#login-password');
  const submit = $<HTMLButtonElement>('button[type="submit"]', form);
  for (const input of [username, password]) input.addEventListener('input', () => setFieldError(input, ''));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const values = { username: username.value, password: password.value };
    const ids = { username: username.id, password: password.id };
    if (!showFailures([username, password], failures(loginSchema, values, ids))) return;
    setAlert(null);
    busy(submit, t('login.signingIn'));
    try {
      await api.auth.login(values.username.trim(), values.password);
      enter();
    } catch (err) {
      setAlert(say(loginError(err)));
      busy(submit, null);
    }
  });
}

function phoneForm() {
  const form = $<HTMLFormElement>('#si-phone-form');
  const submit = $<HTMLButtonElement>('button[type="submit"]', form);
  const phone = phoneField(() => setFieldError(phone.input, ''));
  const dialog = otpDialog(async (code) => {
    try {
      await api.auth.verifyOtp(sentTo, code);
      enter();
      return null;
    } catch (err) {
      const refused = say(loginOtpError(err));
      // Also above the forms, so the reason stays visible after the dialog is closed.
      setAlert(refused);
      return refused;
    }
  });
  let sentTo = '';
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const value = phone.value();
    if (!showFailures([phone.input], failures(loginWithPhoneSchema, { phone_number: value }, { phone_number: phone.input.id }))) return;
    setAlert(null);
    busy(submit, t('login.sendingCode'));
    try {
      const to = normalizePhone(value) ?? value;
      const res = await api.auth.loginWithPhone(to);
      sentTo = to;
      toast(say({ text: res.detail ?? res.message ?? '', key: 'login.codeSent' }));
      dialog.open(to, submit);
    } catch (err) {
      setAlert(say(phoneLoginError(err)));
      for (const s of phoneLoginToast(err)) toast(say(s), 'error');
    } finally {
      busy(submit, null);
    }
  });
}

export function initForms() {
  passwordForm();
  phoneForm();
}
