import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { federationConfig, shared } from './module-federation.config.ts';
import { shellManifest } from './shell-manifest.ts';

// `pnpm dev` in shell/: hot reload for the shell; the API, the storefront pages, /remotes.json and the released
// remotes come from the front door (`pnpm start` on 8787, or FRONT_DOOR=http://host:port). The root `pnpm dev`
// (scripts/dev.mjs) also sets DEV_REMOTES_JSON: /remotes.json then sends the shell to each remote's own dev server.
const FRONT_DOOR = process.env.FRONT_DOOR ?? 'http://127.0.0.1:8787';
/**
 * Every path the front door hands to edge-api or storefront-worker (packages/contracts/src/storefront.ts), and its
 * own sign-in page (/auth/login and its files under /_signin: worker/sign-in).
 */
const WORKER_PATHS = ['/api', '/published', '/published-store', '/media', '/_sf', '/not-found', '/remotes', '/auth/login', '/_signin'];

/**
 * `impl:<package>` is the real package behind a curated share (src/shared/<package>.ts), resolved here before
 * federation sees it: federation would send any other import of the package back to the share, i.e. to itself.
 */
function sharedImpl(packages: string[]): Plugin {
  const entries = new Map(packages.map((pkg) => [`impl:${pkg}`, fileURLToPath(import.meta.resolve(pkg))]));
  return { name: 'shell:shared-impl', enforce: 'pre', resolveId: (id) => entries.get(id) ?? null };
}

/** With DEV_REMOTES_JSON, answers /remotes.json itself (a RemotesJson, packages/contracts/src/remotes.ts). */
function devRemotes(json: string | undefined): Plugin | null {
  if (!json) return null;
  return {
    name: 'shell:dev-remotes',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(json);
      });
    },
  };
}

export default defineConfig({
  plugins: [
    sharedImpl(['react-router', 'react-i18next']),
    react(),
    federation(federationConfig),
    shellManifest(shared),
    devRemotes(process.env.DEV_REMOTES_JSON),
  ],
  build: {
    target: 'esnext',
    rolldownOptions: {
      // @app/contracts is plain constants, schemas and functions: what the shell does not use (the yup schemas,
      // the common-password list) must not ride along in its first load.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]/.test(id) },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: Object.fromEntries(WORKER_PATHS.map((p) => [p, FRONT_DOOR])),
  },
});
