// A remote's catalogue: the loader is @app/i18n's (one copy, re-exported here so a remote needs only the kit).
export { ensureNamespace, useNamespace } from '@app/i18n';
