// `pnpm test`: lint (ESLint, Prettier, import cycles), the Workers' Env types against their wrangler.toml, typecheck
// every package, then one vitest run over all projects (ends with vitest's summary).
import { ensureNode22, run } from './lib/runtime.mjs';

ensureNode22();
run('pnpm', ['lint']);
run('node', ['scripts/worker-types.mjs']);
run('pnpm', ['-r', '--if-present', 'run', 'typecheck']);
// --maxWorkers on the command line reaches every project; the root config's maxWorkers reaches only the projects
// written inline in it, and a project from its own config file keeps vitest's 2-core default of one worker, so its
// files ran one after another after everything else.
run('pnpm', ['exec', 'vitest', 'run', '--maxWorkers=3', ...process.argv.slice(2)]);
