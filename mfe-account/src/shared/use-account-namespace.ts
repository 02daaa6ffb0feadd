import { ensureNamespace, useNamespace } from '@app/i18n';

export const NAMESPACE = 'account';

/** Loads this remote's catalogue (the shell has usually initialised i18next already; standalone it has not). */
export const ensureAccountNamespace = () => ensureNamespace(NAMESPACE);

/** True once the 'account' strings can be shown. */
export const useAccountNamespace = () => useNamespace(NAMESPACE);
