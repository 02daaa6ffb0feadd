import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { exposesOf, remoteFederationConfig, type RemoteFederationOptions } from './federation.ts';
import { shellRefreshPlugin } from './shell-refresh.ts';
import { standaloneHtmlPlugin } from './standalone-html.ts';
import { remoteVitestConfig } from './vitest.ts';

export interface RemoteViteOptions extends RemoteFederationOptions {
  /** The standalone dev server's port (PORT overrides it). */
  port: number;
}

/**
 * A build's base: relative (`./`), so every URL in remoteEntry.js, its chunks and its CSS is resolved against the file
 * that holds it, and one build works in any folder: each release lives under its own version
 * (/remotes/<name>/<version>/, DESIGN.md §19), which the build cannot know. The dev server serves from `/`.
 */
export const remoteBase = (command: 'build' | 'serve') => (command === 'build' ? './' : '/');

/**
 * A remote's Vite config (and, under vitest, its test config). Its build is released under a version folder (see
 * remoteBase). Standalone, the running product (pnpm start / wrangler dev, API_ORIGIN) answers the API, the
 * storefront pages (live preview, links) and /media images.
 */
/**
 * Served by its dev server, a remote brings its own federation runtime: its standalone page has no host to provide
 * one (experiments.externalRuntime), and under `pnpm dev` the shell's page shares through either copy.
 */
function servedFederation(command: 'build' | 'serve', options: RemoteFederationOptions) {
  const config = remoteFederationConfig(options);
  return command === 'serve' ? { ...config, experiments: { ...config.experiments, externalRuntime: false } } : config;
}

/**
 * A remote with one exposed page (the builder) gets what that page loads on arrival in one chunk. Left to itself, the
 * bundler splits the code the page shares with its lazily loaded parts (the builder's panels) into chunks of their
 * own, and every name that crosses a chunk boundary is bound twice (about 1.6 KB gzip of the builder's own JS). Such
 * a release has remoteEntry.js as its only entry: the standalone page is the dev server's (standalone-html.ts), and as
 * a second entry it pulled its own modules (the local copy of @app/api-client, ~6 KB gzip) into the page's chunk
 * graph. The federation runtime's modules stay apart (remoteEntry.js loads them before any page). A remote of several
 * pages (account, commerce) is left as it was: each page loads alone.
 */
function onePageRelease(options: RemoteFederationOptions) {
  const exposes = options.exposes ?? exposesOf(options.name ?? path.basename(options.dir).replace(/-/g, '_'));
  if (Object.keys(exposes).length !== 1) return {};
  const federationRuntime = /virtual|__mf|@module-federation|preload-helper/;
  const page = { name: 'page', tags: ['$initial' as const], test: (id: string) => !federationRuntime.test(id) };
  return { input: [], output: { codeSplitting: { groups: [page] } } };
}

export function remoteViteConfig(options: RemoteViteOptions) {
  // Under vitest (the root run's `mfe-*/vite.config.ts` projects, or the remote's own `pnpm test`) the same file is
  // the remote's test config, so a remote needs no vitest.config.ts of its own.
  if (process.env.VITEST) return remoteVitestConfig(options.dir);
  const folder = path.basename(options.dir);
  const port = Number(process.env.PORT ?? options.port);
  const target = process.env.API_ORIGIN ?? 'http://127.0.0.1:8787';
  const to = { target, changeOrigin: false };
  // the paths the front door hands to edge-api and storefront-worker (the storefront island's /_sf/lang included)
  // set by `pnpm dev` (scripts/dev.mjs): this dev server's modules run in the shell's page
  const shellOrigin = process.env.DEV_SHELL_ORIGIN;
  const proxy = { '/api': to, '/published': to, '/media': to, '/_sf': to, '/not-found': to };
  // mfe-commerce -> "Commerce": the standalone page's title.
  const title = folder.replace(/^mfe-/, '').replace(/^./, (c) => c.toUpperCase());
  return defineConfig(({ command }) => ({
    root: options.dir,
    base: remoteBase(command),
    plugins: [standaloneHtmlPlugin(title), react(), federation(servedFederation(command, options)), shellRefreshPlugin(shellOrigin)],
    build: {
      target: 'esnext',
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        ...onePageRelease(options),
        // @app/contracts is constants, schemas and functions without side effects: only what the remote uses is
        // bundled (the schemas of its forms and yup), as in shell/.
        treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]/.test(id) },
      },
    },
    // strictPort: the shell finds this dev server's entry at this port (`pnpm dev`, scripts/dev.mjs); another port
    // would load nothing and say why nowhere.
    server: { port, strictPort: true, origin: `http://localhost:${port}`, proxy },
    preview: { port, proxy },
  }));
}
