// The remote's index.html, written once here instead of a copy in every remote. It is the page of the standalone
// start (`pnpm --filter mfe-x dev`, and `vite preview` of a remote of several pages: a one-page remote's release
// leaves it out, vite.ts); the shell never loads it (it loads remoteEntry.js).
import path from 'node:path';
import type { Plugin } from 'vite';

/** `<head>` is required: without it Vite puts modulepreload links before the doctype (quirks mode, TOOLCHAIN.md). */
export function standaloneHtml(title: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="data:," />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;
}

/** A page request of the dev server: an app path or an .html file, asked for by a browser. */
const isPageRequest = (url: string, accept = '') =>
  accept.includes('text/html') && (url.endsWith('.html') || !path.posix.basename(url.split('?')[0]).includes('.'));

/**
 * Serves `<root>/index.html` without the file: the build reads it through resolveId/load (Vite's default input),
 * the dev server answers every page request with it (after Vite's own HTML transforms, as for a file on disk).
 */
export function standaloneHtmlPlugin(title: string): Plugin {
  let file = '';
  return {
    name: 'remote-kit:standalone-html',
    configResolved(config) {
      file = path.join(config.root, 'index.html');
    },
    resolveId(id) {
      return id === file || id === 'index.html' || id === '/index.html' ? file : null;
    },
    load(id) {
      return id === file ? standaloneHtml(title) : null;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || !req.url || !isPageRequest(req.url, req.headers.accept)) return next();
        server
          .transformIndexHtml(req.url, standaloneHtml(title))
          .then((html) => {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(html);
          })
          .catch(next);
      });
    },
  };
}
