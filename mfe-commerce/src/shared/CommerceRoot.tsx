import { Spinner, theme } from '@app/ui';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useCommerceNamespace } from './use-commerce-namespace';

/** What each exposed page is wrapped in: the commerce catalogue loaded, and the dashboard theme (harmless if the shell set it). */
export function CommerceRoot({ children }: { children: ReactNode }) {
  const ready = useCommerceNamespace();
  return <ThemeProvider theme={theme}>{ready ? children : <Spinner aria-label="…" />}</ThemeProvider>;
}
