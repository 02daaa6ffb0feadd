// Under `pnpm dev` (scripts/dev.mjs) the shell's page runs the remotes' modules, served by each remote's own dev
// server. Each module registers its components with the React Refresh runtime it imports, `/@react-refresh` of its
// own server, but only the shell's runtime is hooked into React (by the shell page's preamble): a remote's edit was
// accepted and never shown. The remote's modules (and its standalone page's preamble) take the shell's runtime instead.
import type { Plugin } from 'vite';

const OWN_RUNTIME = '"/@react-refresh"';

/** With the shell's dev server origin (DEV_SHELL_ORIGIN), every import of React Refresh goes to the shell's runtime. */
export function shellRefreshPlugin(shellOrigin: string | undefined): Plugin | null {
  if (!shellOrigin) return null;
  const shared = JSON.stringify(`${shellOrigin}/@react-refresh`);
  const swap = (code: string) => code.replaceAll(OWN_RUNTIME, shared);
  return {
    name: 'remote-kit:shell-refresh',
    apply: 'serve',
    enforce: 'post',
    transform(code) {
      // the import is appended after the module's code: lines, and so the source map, stay as they are
      return code.includes(OWN_RUNTIME) ? { code: swap(code), map: null } : null;
    },
    transformIndexHtml: { order: 'post', handler: swap },
  };
}
