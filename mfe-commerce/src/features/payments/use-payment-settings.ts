// The Payments screen's state: the store's settings as the API answers them (hints, never secrets), and save.
import { api, messageOf, type Shown } from '@app/api-client';
import { PAYMENT_SETTINGS_SAVED_EVENT, type PaymentSettings, type PaymentSettingsInput } from '@app/contracts';
import { useCallback, useEffect, useState } from 'react';
import { isNoWebsite } from '../../shared/no-website';

export type PaymentSettingsState =
  { status: 'loading' } | { status: 'noWebsite' } | { status: 'error'; error: Shown } | { status: 'ready'; settings: PaymentSettings };

export function usePaymentSettings() {
  const [state, setState] = useState<PaymentSettingsState>({ status: 'loading' });
  const reload = useCallback(async () => {
    try {
      setState({ status: 'ready', settings: await api.payments.settings() });
    } catch (err) {
      setState(isNoWebsite(err) ? { status: 'noWebsite' } : { status: 'error', error: messageOf(err, 'generic') });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  /** Saves and shows what the server stored. Throws the server's refusal (the form puts it at its fields). */
  const save = useCallback(async (body: PaymentSettingsInput) => {
    const settings = await api.payments.saveSettings(body);
    setState({ status: 'ready', settings });
    window.dispatchEvent(new Event(PAYMENT_SETTINGS_SAVED_EVENT));
    return settings;
  }, []);
  return { state, reload, save };
}
