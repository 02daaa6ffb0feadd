// The Payments form's values and checks (DESIGN §18): the body PUT /website/payments takes, checked with the contracts'
// paymentSettingsSchema before it is sent, plus what only the screen knows: a secret is needed when none is stored
// for the chosen provider. Server refusals land at the same fields.
import { messageOf } from '@app/api-client';
import {
  COD_CONFIRM_HOURS_DEFAULT,
  needsCredentials,
  paymentProvider,
  paymentSettingsSchema,
  type PaymentProviderId,
  type PaymentSettings,
  type PaymentSettingsInput,
} from '@app/contracts';
import { formError } from '@app/remote-kit';
import { yupToFormErrors, type FormikErrors } from 'formik';

export type SecretName = 'secret_key' | 'webhook_secret';
export const SECRET_NAMES: readonly SecretName[] = ['secret_key', 'webhook_secret'];

export interface PaymentFormValues {
  provider: PaymentProviderId;
  currency: string;
  secret_key: string;
  webhook_secret: string;
  /** Cash on delivery: hours an order waits for the merchant's confirmation before it expires (a whole number). */
  cod_confirm_hours: string;
}

export const valuesOf = (s: PaymentSettings): PaymentFormValues => ({
  provider: s.provider,
  currency: s.currency,
  secret_key: '',
  webhook_secret: '',
  cod_confirm_hours: String(s.cod_confirm_hours ?? COD_CONFIRM_HOURS_DEFAULT),
});

/** The stored secret's hint for this provider ("1234"), or null when the merchant must type one. */
export function storedHint(s: PaymentSettings, provider: PaymentProviderId, name: SecretName): string | null {
  if (s.provider !== provider || s.credentials_status !== 'stored' || !s.credentials) return null;
  return name === 'secret_key' ? s.credentials.secret_key_hint : s.credentials.webhook_secret_hint;
}

/** The currencies a provider takes (its descriptor's). */
export const currenciesOf = (provider: PaymentProviderId): readonly string[] => paymentProvider(provider)?.currencies ?? [];

/** A provider that takes cash on delivery has the confirmation deadline (cod_confirm_hours) on this form. */
export const takesCash = (provider: PaymentProviderId) => Boolean(paymentProvider(provider)?.methods.includes('cash_on_delivery'));

/** The currency to show after choosing a provider: kept when the provider takes it, else its first one (Chapa: ETB). */
export function currencyFor(provider: PaymentProviderId, current: string): string {
  const allowed = currenciesOf(provider);
  return allowed.includes(current) ? current : allowed[0]!;
}

/** Empty secrets are left out: the server keeps what it has. The confirmation deadline goes with cash on delivery only. */
export function inputOf(v: PaymentFormValues): PaymentSettingsInput {
  if (takesCash(v.provider)) {
    // An empty field is no number (the schema's 'whole' rule), never "keep the stored one".
    const hours = v.cod_confirm_hours.trim() === '' ? NaN : Number(v.cod_confirm_hours.trim());
    return { provider: v.provider, currency: v.currency, credentials: null, cod_confirm_hours: hours };
  }
  if (!needsCredentials(v.provider)) return { provider: v.provider, currency: v.currency, credentials: null };
  const credentials = Object.fromEntries(SECRET_NAMES.filter((n) => v[n].trim()).map((n) => [n, v[n].trim()]));
  return { provider: v.provider, currency: v.currency, credentials };
}

/** Nested credential errors brought up to the form's flat secret fields. */
function flatten(errors: FormikErrors<PaymentSettingsInput>): FormikErrors<PaymentFormValues> {
  const { credentials, ...rest } = errors as FormikErrors<PaymentSettingsInput> & { credentials?: Record<string, string> };
  return { ...(rest as FormikErrors<PaymentFormValues>), ...(typeof credentials === 'object' ? credentials : {}) };
}

export async function validatePayment(v: PaymentFormValues, settings: PaymentSettings): Promise<FormikErrors<PaymentFormValues>> {
  const errors: FormikErrors<PaymentFormValues> = {};
  if (needsCredentials(v.provider)) {
    for (const n of SECRET_NAMES) if (!v[n].trim() && !storedHint(settings, v.provider, n)) errors[n] = formError('credentialRequired');
  }
  try {
    await paymentSettingsSchema.validate(inputOf(v), { abortEarly: false });
    return errors;
  } catch (err) {
    // yup's ValidationError, told by name (yup is the contracts' dependency, not this remote's).
    if ((err as Error).name !== 'ValidationError') throw err;
    return { ...errors, ...flatten(yupToFormErrors<PaymentSettingsInput>(err)) };
  }
}

const FIELDS = new Set(['provider', 'currency', 'cod_confirm_hours', ...SECRET_NAMES]);

/** The server's field refusals (`body.credentials.secret_key` -> secret_key) as form errors; the rest as one message. */
export function serverErrors(err: unknown, text: (m: ReturnType<typeof messageOf>) => string) {
  const shown = messageOf(err, 'generic');
  const detail = (err as { detail?: { loc: string[]; rule?: string; params?: Record<string, string | number> }[] }).detail ?? [];
  const fields: Record<string, string> = {};
  for (const d of detail) {
    const name = d.loc.at(-1) ?? '';
    if (d.loc[0] !== 'body' || !FIELDS.has(name)) continue;
    fields[name] = d.rule ? formError(d.rule as never, d.params) : text(shown);
  }
  return { fields: fields as FormikErrors<PaymentFormValues>, general: Object.keys(fields).length ? null : text(shown) };
}
