import { ensureNamespace, useNamespace } from '@app/i18n';

export const NAMESPACE = 'commerce';

/** Loads this remote's catalogue (the shell has usually initialised i18next already; standalone it has not). */
export const ensureCommerceNamespace = () => ensureNamespace(NAMESPACE);

/** True once the 'commerce' strings can be shown. */
export const useCommerceNamespace = () => useNamespace(NAMESPACE);
