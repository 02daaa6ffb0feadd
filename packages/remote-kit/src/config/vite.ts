import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { remoteFederationConfig, type RemoteFederationOptions } from './federation.ts';
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
    // The dev server is also the standalone page (no host): it brings the federation runtime and local copies of
    // the shares. A build is a release, only ever loaded by the shell (federation.ts, hostProvided).
    plugins: [
      standaloneHtmlPlugin(title),
      react(),
      federation(remoteFederationConfig({ ...options, standalone: command === 'serve' })),
      shellRefreshPlugin(shellOrigin),
    ],
    build: {
      target: 'esnext',
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        // Only remoteEntry.js (which the federation plugin adds) and the exposed pages: the standalone index.html
        // needs local copies of the shares, which a release leaves to the shell. Left in, it was a page that could
        // not start (and, as a second entry, it split the exposed page's code into more chunks).
        input: [],
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
