import { ensureNamespace, useNamespace } from '@app/i18n';

export const NAMESPACE = 'builder';

/** Loads this remote's catalogue (the shell has usually initialised i18next already; standalone it has not). */
export const ensureBuilderNamespace = () => ensureNamespace(NAMESPACE);

/** True once the 'builder' strings can be shown. */
export const useBuilderNamespace = () => useNamespace(NAMESPACE);
