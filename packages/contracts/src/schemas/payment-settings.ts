// The body of PUT /website/payments (DESIGN §18), shared by the API and the Payments form. Whether credentials are
// needed (none stored yet for this provider) depends on the store: the route checks that.
import * as yup from 'yup';
import { CREDENTIAL_MAX, CREDENTIAL_MIN, enabledProviders } from '../payment-settings';
import {
  PAYMENT_PROVIDERS,
  commonCurrencies,
  isOnlineProvider,
  isPaymentProvider,
  MAX_ONLINE_PROVIDERS,
  needsCredentials,
  paymentProvider,
  type CredentialName,
  type PaymentProviderId,
} from '../payment-providers';
import { COD_CONFIRM_HOURS_MAX, COD_CONFIRM_HOURS_MIN } from '../payments';
import { rule } from './rule';

/** The body's enabled providers, from a field of the body (`parent`) or of its credentials (`from[1]`). */
const enabledOf = (ctx: yup.TestContext): string[] => enabledProviders(ctx.from?.[1]?.value ?? ctx.parent);
/** The enabled provider whose account the credentials are for ('' when none has one). */
const providerOf = (ctx: yup.TestContext): string => enabledOf(ctx).find(needsCredentials) ?? '';

// Read at each check, not copied once: the list is the providers registered (a test may add one).
const providerId = () =>
  yup.string<PaymentProviderId>().test('oneOf', function (v) {
    return (
      v === undefined || isPaymentProvider(v) || this.createError({ message: rule('oneOf', { values: PAYMENT_PROVIDERS.join(', ') }) })
    );
  });

// '' and a missing field both mean "keep the stored one".
const secret = () =>
  yup
    .string()
    .trim()
    .transform((v: string) => (v === '' ? undefined : v))
    .max(CREDENTIAL_MAX, rule('tooLong', { max: CREDENTIAL_MAX }))
    .min(CREDENTIAL_MIN, rule('atLeastChars', { min: CREDENTIAL_MIN }));

/** A secret of the chosen provider's account, checked against what its descriptor says such a key starts with. */
const credential = (name: CredentialName) =>
  secret().test('prefix', function (v) {
    const prefixes = paymentProvider(providerOf(this))?.credentials?.[name].prefixes ?? [];
    if (v == null || !prefixes.length || prefixes.some((x) => v.startsWith(x))) return true;
    return this.createError({ message: rule('secretKeyFormat', { prefix: prefixes.join(', ') }) });
  });

export const paymentSettingsSchema = yup.object({
  // Older dashboards send one provider; `providers` wins when both are sent.
  provider: providerId(),
  providers: yup.array(providerId().required()).test('enabled', function (v) {
    const list = v ?? (this.parent.provider ? [this.parent.provider] : []);
    if (!list.length) return this.createError({ message: rule('paymentMethodRequired') });
    if (new Set(list).size !== list.length) return this.createError({ message: rule('paymentMethodTwice') });
    if (list.filter(isOnlineProvider).length > MAX_ONLINE_PROVIDERS) {
      return this.createError({ message: rule('oneOnlineProvider', { max: MAX_ONLINE_PROVIDERS }) });
    }
    return true;
  }),
  currency: yup
    .string()
    .trim()
    .uppercase()
    .required(rule('required', { path: 'currency' }))
    .test('currency', function (v) {
      const enabled = enabledProviders(this.parent).filter((id) => paymentProvider(id));
      const allowed = commonCurrencies(enabled);
      if (!enabled.length || v == null || allowed.includes(v)) return true;
      return this.createError({ message: rule('paymentCurrency', { values: allowed.join(', ') }) });
    }),
  credentials: yup
    .object({ secret_key: credential('secret_key'), webhook_secret: credential('webhook_secret') })
    .nullable()
    .default(null),
  // Whole hours; left out keeps the stored value (the API's default is COD_CONFIRM_HOURS_DEFAULT).
  cod_confirm_hours: yup
    .number()
    .typeError(rule('whole'))
    .integer(rule('whole'))
    .min(COD_CONFIRM_HOURS_MIN, rule('atLeast', { min: COD_CONFIRM_HOURS_MIN }))
    .max(COD_CONFIRM_HOURS_MAX, rule('atMost', { max: COD_CONFIRM_HOURS_MAX })),
});
