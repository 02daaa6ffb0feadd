import { i18next } from '@app/i18n';
import { Spinner, theme } from '@app/ui';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useAccountNamespace } from './use-account-namespace';

/** What each exposed page is wrapped in: the account catalogue loaded, and the dashboard theme (harmless if the shell set it). */
export function AccountRoot({ children }: { children: ReactNode }) {
  const ready = useAccountNamespace();
  return <ThemeProvider theme={theme}>{ready ? children : <Spinner aria-label={i18next.t('states.loading', { ns: 'common' })} />}</ThemeProvider>;
}
