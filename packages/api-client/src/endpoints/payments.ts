// The store's payment settings (the Payments screen): the API answers hints, never secrets.
import { ops, type PaymentSettingsInput } from '@app/contracts';
import type { Client } from '../client';

export const paymentsApi = (client: Client) => ({
  settings: () => client.op(ops.paymentSettingsGet, {}, undefined, { defaultMessage: 'generic' }),
  saveSettings: (body: PaymentSettingsInput) => client.op(ops.paymentSettingsUpdate, {}, body, { defaultMessage: 'generic' }),
});
