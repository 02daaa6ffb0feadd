import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { federationConfig, shared } from './module-federation.config.ts';
import { shellManifest } from './shell-manifest.ts';

// `pnpm dev` in shell/: hot reload for the shell; the API, /remotes.json and the built remotes come from the front
// door (`pnpm start` on 8787, or FRONT_DOOR=http://host:port).
const FRONT_DOOR = process.env.FRONT_DOOR ?? 'http://127.0.0.1:8787';

/**
 * `impl:<package>` is the real package behind a curated share (src/shared/<package>.ts), resolved here before
 * federation sees it: federation would send any other import of the package back to the share, i.e. to itself.
 */
function sharedImpl(packages: string[]): Plugin {
  const entries = new Map(packages.map((pkg) => [`impl:${pkg}`, fileURLToPath(import.meta.resolve(pkg))]));
  return { name: 'shell:shared-impl', enforce: 'pre', resolveId: (id) => entries.get(id) ?? null };
}

export default defineConfig({
  plugins: [sharedImpl(['react-router', 'react-i18next']), react(), federation(federationConfig), shellManifest(shared)],
  build: {
    target: 'esnext',
    rolldownOptions: {
      // @app/contracts is plain constants, schemas and functions: what the shell does not use (the yup schemas,
      // the common-password list) must not ride along in its first load.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]/.test(id) },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': FRONT_DOOR, '/remotes': FRONT_DOOR, '/published': FRONT_DOOR, '/media': FRONT_DOOR },
  },
});
