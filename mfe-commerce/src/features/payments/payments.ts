// The Payments form's values and checks (DESIGN §18): the body PUT /website/payments takes, checked with the contracts'
// paymentSettingsSchema before it is sent, plus what only the screen knows: a secret is needed when none is stored
// for the chosen provider. Server refusals land at the same fields.
import { messageOf } from '@app/api-client';
import {
  COD_CONFIRM_HOURS_DEFAULT,
  commonCurrencies,
  isOnlineProvider,
  needsCredentials,
  PAYMENT_PROVIDERS,
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
  /** The one card or online provider (test, Stripe, Chapa); '' for none (then another way must be on). */
  online: PaymentProviderId | '';
  /** The other ways to pay turned on beside it (cash on delivery). */
  offline: PaymentProviderId[];
  currency: string;
  secret_key: string;
  webhook_secret: string;
  /** Cash on delivery: hours an order waits for the merchant's confirmation before it expires (a whole number). */
  cod_confirm_hours: string;
}

/** The providers the form offers as the online choice, and as the other ways beside it (the provider list's). */
export const onlineProviders = () => PAYMENT_PROVIDERS.filter(isOnlineProvider);
export const otherProviders = () => PAYMENT_PROVIDERS.filter((p) => !isOnlineProvider(p));

/** The enabled providers, online first (checkout offers them in this order). */
export const providersOf = (v: Pick<PaymentFormValues, 'online' | 'offline'>): PaymentProviderId[] =>
  v.online ? [v.online, ...v.offline] : [...v.offline];

/** The enabled provider whose account the secret fields are for (Stripe or Chapa), if any. */
export const accountOf = (v: Pick<PaymentFormValues, 'online'>) => (v.online && needsCredentials(v.online) ? v.online : null);

export const valuesOf = (s: PaymentSettings): PaymentFormValues => {
  const providers = s.providers ?? [s.provider];
  return {
    online: providers.find(isOnlineProvider) ?? '',
    offline: providers.filter((p) => !isOnlineProvider(p)),
    currency: s.currency,
    secret_key: '',
    webhook_secret: '',
    cod_confirm_hours: String(s.cod_confirm_hours ?? COD_CONFIRM_HOURS_DEFAULT),
  };
};

/** The stored secret's hint for this provider ("1234"), or null when the merchant must type one. */
export function storedHint(s: PaymentSettings, provider: PaymentProviderId, name: SecretName): string | null {
  const enabled = s.providers ?? [s.provider];
  if (!enabled.includes(provider) || s.credentials_status !== 'stored' || !s.credentials) return null;
  return name === 'secret_key' ? s.credentials.secret_key_hint : s.credentials.webhook_secret_hint;
}

/** The currencies every enabled provider takes (Chapa: ETB only). */
export const currenciesOf = (providers: readonly PaymentProviderId[]): readonly string[] => commonCurrencies(providers);

/** Cash on delivery is on: the form shows its confirmation deadline (cod_confirm_hours). */
export const takesCash = (providers: readonly PaymentProviderId[]) =>
  providers.some((p) => paymentProvider(p)?.methods.includes('cash_on_delivery'));

/** The currency to show after a change of providers: kept when they all take it, else their first (Chapa: ETB). */
export function currencyFor(providers: readonly PaymentProviderId[], current: string): string {
  const allowed = currenciesOf(providers);
  return allowed.includes(current) || !allowed.length ? current : allowed[0]!;
}

/** Empty secrets are left out: the server keeps what it has. The confirmation deadline goes with cash on delivery only. */
export function inputOf(v: PaymentFormValues): PaymentSettingsInput {
  const providers = providersOf(v);
  const account = accountOf(v);
  const credentials = account ? Object.fromEntries(SECRET_NAMES.filter((n) => v[n].trim()).map((n) => [n, v[n].trim()])) : null;
  const input: PaymentSettingsInput = { providers, currency: v.currency, credentials };
  // An empty field is no number (the schema's 'whole' rule), never "keep the stored one".
  if (takesCash(providers)) input.cod_confirm_hours = v.cod_confirm_hours.trim() === '' ? NaN : Number(v.cod_confirm_hours.trim());
  return input;
}

/** Nested credential errors brought up to the form's flat secret fields. */
function flatten(errors: FormikErrors<PaymentSettingsInput>): FormikErrors<PaymentFormValues> {
  const { credentials, ...rest } = errors as FormikErrors<PaymentSettingsInput> & { credentials?: Record<string, string> };
  return { ...(rest as FormikErrors<PaymentFormValues>), ...(typeof credentials === 'object' ? credentials : {}) };
}

export async function validatePayment(v: PaymentFormValues, settings: PaymentSettings): Promise<FormikErrors<PaymentFormValues>> {
  const errors: FormikErrors<PaymentFormValues> = {};
  const account = accountOf(v);
  if (account) {
    for (const n of SECRET_NAMES) if (!v[n].trim() && !storedHint(settings, account, n)) errors[n] = formError('credentialRequired');
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

const FIELDS = new Set(['providers', 'currency', 'cod_confirm_hours', ...SECRET_NAMES]);

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
