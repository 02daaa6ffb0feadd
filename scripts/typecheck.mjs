// `pnpm typecheck`: every workspace package's own `typecheck` script, in one TypeScript build. Each package says what it
// checks in its package.json (`node scripts/x.mjs && tsc -b a.json && tsc -b b.json c.json`): the `node` steps (the
// asset builds and generated catalogues the sources import) run first, in the package's folder, then one `tsc -b` takes
// every package's tsconfig files at once. Fifteen `tsc -b` processes each loaded TypeScript and the shared declarations
// again: 186 CPU-s on a fresh clone, the one build 95. `pnpm --filter <pkg> typecheck` still runs one package's script.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureNode22, ROOT } from './lib/runtime.mjs';

ensureNode22();

/** Workspace package folders that have a typecheck script (packages/* listed before the Workers and the shell). */
const folders = JSON.parse(execFileSync('pnpm', ['-r', 'ls', '--depth', '-1', '--json'], { cwd: ROOT, encoding: 'utf8' }))
  .map((p) => p.path)
  // the root's own typecheck script is this one
  .filter((dir) => dir !== ROOT && JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts?.typecheck);

const projects = [];
for (const dir of folders) {
  const script = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts.typecheck;
  for (const step of script.split('&&').map((s) => s.trim().split(/\s+/))) {
    if (step[0] === 'tsc' && step[1] === '-b') projects.push(...step.slice(2).map((p) => path.join(dir, p)));
    else if (step[0] === 'node') execFileSync(process.execPath, step.slice(1), { cwd: dir, stdio: 'inherit' });
    else throw new Error(`${path.relative(ROOT, dir)}: typecheck step "${step.join(' ')}" is neither node nor tsc -b`);
  }
}
execFileSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', ...projects], { cwd: ROOT, stdio: 'inherit' });
