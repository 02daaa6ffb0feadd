// The remote's own JavaScript, gzip (DESIGN.md §11 budget: 80 KB): remoteEntry.js plus every chunk the exposed pages
// can load, found by following imports from the entry and the exposes of dist/mf-manifest.json, minus the local
// fallbacks of shared modules (the shell provides those). Run after a remote's `pnpm build`: its `pnpm size` calls
// this with its own dist folder (DIST, default ./dist of the current directory).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(process.env.DIST ?? 'dist');
const BUDGET_KB = 80;
const manifest = JSON.parse(readFileSync(path.join(DIST, 'mf-manifest.json'), 'utf8'));

const sharedFiles = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
// A shared module's local fallback is named __prebuild__ (or __loadShare__.js for workspace packages).
const isFallback = (f) => sharedFiles.has(f) || /__prebuild__|__loadShare__\.js-/.test(f);

const own = new Map();
const visit = (file) => {
  if (own.has(file) || isFallback(file)) return;
  const code = readFileSync(path.join(DIST, file), 'utf8');
  own.set(file, gzipSync(code, { level: 9 }).length);
  // Static and dynamic imports (counting every dynamic one makes this an upper bound).
  for (const m of code.matchAll(/(?:from|import)\s*\(?\s*["'`](\.\/[^"'`]+\.js)["'`]/g))
    visit(path.posix.join(path.posix.dirname(file), m[1]));
};
visit('remoteEntry.js');
// The manifest's async lists also name chunks only a fallback needs (React's own code): follow imports instead.
for (const e of manifest.exposes) for (const f of e.assets.js.sync) visit(f);

const rows = [...own].sort((a, b) => b[1] - a[1]);
for (const [f, n] of rows) console.log(`${(n / 1024).toFixed(1).padStart(7)} KB  ${f}`);
const total = rows.reduce((s, [, n]) => s + n, 0) / 1024;
console.log(`own JS (gzip, shared excluded): ${total.toFixed(1)} KB of ${BUDGET_KB} KB`);
process.exitCode = total <= BUDGET_KB ? 0 : 1;
