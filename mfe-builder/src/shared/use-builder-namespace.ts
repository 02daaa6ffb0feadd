import { i18next, initI18n, loadNamespaces } from '@app/i18n';
import { useEffect, useState } from 'react';

export const NAMESPACE = 'builder';

const isLoaded = () =>
  i18next.isInitialized && (i18next.hasResourceBundle(i18next.language, NAMESPACE) || i18next.hasResourceBundle('en', NAMESPACE));

/** Loads this remote's catalogue (the shell has usually initialised i18next already; standalone it has not). */
export async function ensureBuilderNamespace(): Promise<void> {
  if (!i18next.isInitialized) await initI18n([NAMESPACE]);
  else await loadNamespaces([NAMESPACE]);
}

/** True once the 'builder' strings can be shown. */
export function useBuilderNamespace(): boolean {
  const [ready, setReady] = useState(isLoaded);
  useEffect(() => {
    let live = true;
    ensureBuilderNamespace()
      .catch(() => undefined) // a missing catalogue falls back to the keys; the builder still works
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
