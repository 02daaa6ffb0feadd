// The owner's payment settings (DESIGN §18): GET and PUT /website/payments, per the session's website (another
// merchant's settings are unreachable: there is no id in the path). Credentials are write-only.
import type { PaymentSettings, PaymentSettingsInput } from '../payment-settings';
import { op, OWNER_WRITE_ERRORS } from './define';

export const paymentOperations = {
  paymentSettingsGet: op<undefined, undefined, PaymentSettings>()({
    id: 'paymentSettingsGet',
    method: 'GET',
    auth: true,
    path: '/website/payments',
    errors: ['website_not_found'],
  }),
  /** Credentials are needed the first time a provider that has them is chosen (400 at the field); later, left out = kept. */
  paymentSettingsUpdate: op<undefined, PaymentSettingsInput, PaymentSettings>()({
    id: 'paymentSettingsUpdate',
    method: 'PUT',
    auth: true,
    path: '/website/payments',
    errors: OWNER_WRITE_ERRORS,
  }),
} as const;
