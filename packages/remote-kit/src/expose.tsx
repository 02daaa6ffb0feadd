// What each exposed page is wrapped in: the remote's catalogue loaded, and the dashboard theme (harmless if the
// shell set it already). `expose` builds the component the shell loads from a feature page.
import { i18next } from '@app/i18n';
import { Spinner, theme } from '@app/ui';
import type { ComponentType, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useNamespace } from './namespace';

export function RemoteRoot({ ns, children }: { ns: string; children: ReactNode }) {
  const ready = useNamespace(ns);
  return (
    <ThemeProvider theme={theme}>{ready ? children : <Spinner aria-label={i18next.t('states.loading', { ns: 'common' })} />}</ThemeProvider>
  );
}

/** `export default expose('builder', BuilderPage)` in src/expose/BuilderApp.tsx. */
export function expose<P extends object>(ns: string, Page: ComponentType<P>): ComponentType<P> {
  function Exposed(props: P) {
    return (
      <RemoteRoot ns={ns}>
        <Page {...props} />
      </RemoteRoot>
    );
  }
  Exposed.displayName = `Exposed(${Page.displayName ?? Page.name})`;
  return Exposed;
}
