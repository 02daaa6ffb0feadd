// The Payments screen's state: the store's settings as the API answers them (hints, never secrets), and save.
import { api, messageOf, type Shown } from '@app/api-client';
import { ops, type PaymentSettings, type PaymentSettingsInput } from '@app/contracts';
import { useCallback, useEffect, useState } from 'react';
import { isNoWebsite } from '../../shared/no-website';

export type PaymentSettingsState =
  { status: 'loading' } | { status: 'noWebsite' } | { status: 'error'; error: Shown } | { status: 'ready'; settings: PaymentSettings };

const paymentsApi = {
  get: () => api.client.op(ops.paymentSettingsGet, {}, undefined, { defaultMessage: 'generic' }),
  put: (body: PaymentSettingsInput) => api.client.op(ops.paymentSettingsUpdate, {}, body, { defaultMessage: 'generic' }),
};

export function usePaymentSettings() {
  const [state, setState] = useState<PaymentSettingsState>({ status: 'loading' });
  const reload = useCallback(async () => {
    try {
      setState({ status: 'ready', settings: await paymentsApi.get() });
    } catch (err) {
      setState(isNoWebsite(err) ? { status: 'noWebsite' } : { status: 'error', error: messageOf(err, 'generic') });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  /** Saves and shows what the server stored. Throws the server's refusal (the form puts it at its fields). */
  const save = useCallback(async (body: PaymentSettingsInput) => {
    const settings = await paymentsApi.put(body);
    setState({ status: 'ready', settings });
    return settings;
  }, []);
  return { state, reload, save };
}
