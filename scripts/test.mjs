// `pnpm test`: lint (ESLint, Prettier, import cycles), the Workers' Env types against their wrangler.toml, typecheck
// every package, then one vitest run over all projects (ends with vitest's summary).
import { ensureNode22, run } from './lib/runtime.mjs';

ensureNode22();
run('pnpm', ['lint']);
run('node', ['scripts/worker-types.mjs']);
run('pnpm', ['-r', '--if-present', 'run', 'typecheck']);
run('pnpm', ['exec', 'vitest', 'run', ...process.argv.slice(2)]);
