// Node-side: the config factories behind a remote's vite.config.ts (its build, dev server and tests).
export { exposesOf, remoteFederationConfig, sharedFromPackage, SHARED_SINGLETONS, type RemoteFederationOptions } from './federation.ts';
export { remoteViteConfig, type RemoteViteOptions } from './vite.ts';
export { remoteVitestConfig } from './vitest.ts';
