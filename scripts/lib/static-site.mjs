// A small static server for the release check's tests: the shell's build at /, release folders at
// /remotes/<name>/<version>/..., `/remotes.json` empty, every /api call a 401 (no one is signed in), any other path the
// shell's index.html (its router's pages).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { releaseContentType } from '../../packages/contracts/src/releases.ts';

const fileAt = (dir, rel) => {
  const file = path.resolve(dir, rel);
  return file.startsWith(path.resolve(dir) + path.sep) && existsSync(file) && statSync(file).isFile() ? file : null;
};

/** Serves `shellDir` and `releases` ({ 'mfe_account/0123...': folder }) on 127.0.0.1; resolves to { origin, close }. */
export function serveShell(shellDir, releases = {}) {
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://x');
    const send = (status, type, body) => res.writeHead(status, { 'Content-Type': type }).end(body);
    if (pathname.startsWith('/api/')) return send(401, 'application/json', JSON.stringify({ code: 'no_token', message: 'Not signed in' }));
    if (pathname === '/remotes.json') return send(200, 'application/json', '{}');
    const m = /^\/remotes\/([^/]+\/[^/]+)\/(.+)$/.exec(pathname);
    const shellFile = () =>
      fileAt(shellDir, decodeURIComponent(pathname.slice(1))) ?? (path.extname(pathname) ? null : path.join(shellDir, 'index.html'));
    const file = m ? releases[m[1]] && fileAt(releases[m[1]], decodeURIComponent(m[2])) : shellFile();
    if (!file) return send(404, 'text/plain', 'Not found');
    res.writeHead(200, { 'Content-Type': releaseContentType(file) ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) });
    }),
  );
}
