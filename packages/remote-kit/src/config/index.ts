// Node-side: the config factories a remote's vite.config.ts, module-federation.config.ts and vitest.config.ts call.
export { remoteFederationConfig, sharedFromPackage, SHARED_SINGLETONS, type RemoteFederationOptions } from './federation.ts';
export { remoteViteConfig, type RemoteViteOptions } from './vite.ts';
export { remoteVitestConfig } from './vitest.ts';
