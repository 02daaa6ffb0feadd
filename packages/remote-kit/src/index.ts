// What a remote's exposed pages and features use at run time (the standalone frame is '@app/remote-kit/standalone').
export { expose, RemoteRoot } from './expose';
export { ariaFor, fieldError, formError, type FieldMessage } from './fields';
export { ensureNamespace, useNamespace } from './namespace';
