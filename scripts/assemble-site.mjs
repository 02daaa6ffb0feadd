// Assembles the dashboard's static site for the front door's [assets] (root wrangler.toml): shell/dist. The remotes
// are not part of it: each ships on its own as a release in R2 (scripts/release.mjs, DESIGN.md §19). The folder is
// synced in place (copy, then drop stale files), so a running `wrangler dev` never sees it empty.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SITE = path.join(ROOT, '.site');
// Kept in the folder so that it exists in a fresh clone (wrangler refuses a missing [assets] directory).
const KEEP = new Set(['.assetsignore']);

function filesUnder(dir, prefix = '') {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const rel = path.posix.join(prefix, name);
    if (statSync(full).isDirectory()) out.push(...filesUnder(full, rel));
    else out.push(rel);
  }
  return out;
}

function sameContent(a, b) {
  return existsSync(b) && statSync(a).size === statSync(b).size && readFileSync(a).equals(readFileSync(b));
}

export function assembleSite({ root = ROOT, site = SITE } = {}) {
  const shellDist = path.join(root, 'shell/dist');
  if (!existsSync(path.join(shellDist, 'index.html'))) throw new Error('shell/dist/index.html is missing: build the shell first');
  const sources = [{ from: shellDist, to: '' }];

  mkdirSync(site, { recursive: true });
  const wanted = new Set(KEEP);
  for (const { from, to } of sources) {
    for (const rel of filesUnder(from)) {
      const target = path.posix.join(to, rel);
      wanted.add(target);
      const dest = path.join(site, target);
      if (sameContent(path.join(from, rel), dest)) continue;
      mkdirSync(path.dirname(dest), { recursive: true });
      copyFileSync(path.join(from, rel), dest);
    }
  }
  for (const rel of filesUnder(site)) if (!wanted.has(rel)) rmSync(path.join(site, rel));
  pruneEmptyDirs(site);
  if (!existsSync(path.join(site, '.assetsignore'))) writeFileSync(path.join(site, '.assetsignore'), '.assetsignore\n');
}

function pruneEmptyDirs(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) continue;
    pruneEmptyDirs(full);
    if (readdirSync(full).length === 0) rmSync(full, { recursive: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  assembleSite();
  console.log('Assembled .site/ from shell/dist');
}
