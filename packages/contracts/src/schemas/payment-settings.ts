// The body of PUT /website/payments (DESIGN §18), shared by the API and the Payments form. Whether credentials are
// needed (none stored yet for this provider) depends on the store: the route checks that.
import * as yup from 'yup';
import { PAYMENT_PROVIDERS, type PaymentProviderId } from '../order-states';
import {
  CREDENTIAL_MAX,
  CREDENTIAL_MIN,
  PROVIDER_CURRENCIES,
  SECRET_KEY_PREFIXES,
  STRIPE_WEBHOOK_SECRET_PREFIX,
  needsCredentials,
} from '../payment-settings';
import { COD_CONFIRM_HOURS_MAX, COD_CONFIRM_HOURS_MIN } from '../payments';
import { rule } from './rule';

const providerOf = (ctx: yup.TestContext): PaymentProviderId => ctx.from?.[1]?.value?.provider ?? ctx.parent.provider;

// '' and a missing field both mean "keep the stored one".
const secret = () =>
  yup
    .string()
    .trim()
    .transform((v: string) => (v === '' ? undefined : v))
    .max(CREDENTIAL_MAX, rule('tooLong', { max: CREDENTIAL_MAX }))
    .min(CREDENTIAL_MIN, rule('atLeastChars', { min: CREDENTIAL_MIN }));

export const paymentSettingsSchema = yup.object({
  provider: yup
    .string()
    .oneOf([...PAYMENT_PROVIDERS], rule('oneOf', { values: PAYMENT_PROVIDERS.join(', ') }))
    .required(rule('oneOf', { values: PAYMENT_PROVIDERS.join(', ') })),
  currency: yup
    .string()
    .trim()
    .uppercase()
    .required(rule('required', { path: 'currency' }))
    .test('currency', function (v) {
      const allowed = PROVIDER_CURRENCIES[this.parent.provider as PaymentProviderId];
      if (!allowed || v == null || allowed.includes(v)) return true;
      return this.createError({ message: rule('paymentCurrency', { values: allowed.join(', ') }) });
    }),
  credentials: yup
    .object({
      secret_key: secret().test('prefix', function (v) {
        const p = providerOf(this);
        if (v == null || !needsCredentials(p) || SECRET_KEY_PREFIXES[p].some((x) => v.startsWith(x))) return true;
        return this.createError({ message: rule('secretKeyFormat', { prefix: SECRET_KEY_PREFIXES[p].join(', ') }) });
      }),
      webhook_secret: secret().test('prefix', function (v) {
        if (v == null || providerOf(this) !== 'stripe' || v.startsWith(STRIPE_WEBHOOK_SECRET_PREFIX)) return true;
        return this.createError({ message: rule('secretKeyFormat', { prefix: STRIPE_WEBHOOK_SECRET_PREFIX }) });
      }),
    })
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
