import { Spinner, theme } from '@app/ui';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useBuilderNamespace } from './use-builder-namespace';

/** What the exposed page is wrapped in: the builder catalogue loaded, and the dashboard theme (harmless if the shell set it). */
export function BuilderRoot({ children }: { children: ReactNode }) {
  const ready = useBuilderNamespace();
  return <ThemeProvider theme={theme}>{ready ? children : <Spinner aria-label="…" />}</ThemeProvider>;
}
