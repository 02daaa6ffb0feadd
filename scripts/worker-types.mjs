// Each Worker's Env type, generated from its wrangler.toml by `wrangler types --no-include-runtime` and committed
// (tens of lines). The runtime types come from @cloudflare/workers-types (each tsconfig's "types"), not from here.
//   node scripts/worker-types.mjs          check: regenerate beside each file under a temporary name and compare
//   node scripts/worker-types.mjs --write  regenerate the committed files (after changing a wrangler.toml)
// `pnpm test` runs the check first (scripts/test.mjs).
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ROOT, wranglerEnv } from './lib/runtime.mjs';

export const FILE = 'worker-configuration.d.ts';

/**
 * dir: where the Worker's worker-configuration.d.ts lives (wrangler runs there); args: how its config is found.
 * edge-api's secrets (PEPPER, SESSION_SECRET) and .dev.vars overrides are read from the committed .dev.vars.example,
 * never from a developer's own .dev.vars, so the output is the same on every machine.
 */
export const WORKERS = [
  { dir: 'edge-api', args: ['--env-file=.dev.vars.example'] },
  { dir: 'storefront-worker', args: [] },
  { dir: 'shell/worker', args: ['--config=../../wrangler.toml'] },
];

const WRITE_COMMAND = 'node scripts/worker-types.mjs --write';

/** Runs wrangler types for one Worker into `name` (a file in its dir) and returns the text, the file removed. */
export async function generate(worker, name = `.${FILE.replace('.d.ts', '')}.${process.pid}.d.ts`) {
  const cwd = path.join(ROOT, worker.dir);
  const out = path.join(cwd, name);
  try {
    // The output path goes first: --env-file takes every argument that follows it.
    const args = ['types', name, '--no-include-runtime', ...worker.args];
    await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/wrangler'), args, { cwd, env: wranglerEnv() }).catch((err) => {
      throw new Error(`wrangler types failed in ${worker.dir}:\n${err.stdout ?? ''}${err.stderr ?? err.message}`);
    });
    if (!existsSync(out)) throw new Error(`wrangler types wrote no ${name} in ${worker.dir}`);
    // The header names the output file; the committed file is always generated as FILE.
    return readFileSync(out, 'utf8').replaceAll(name, FILE);
  } finally {
    rmSync(out, { force: true });
  }
}

/** null when `committed` is what wrangler generates now, else a message that says what differs and how to fix it. */
export function driftMessage(worker, committed, generated) {
  if (committed === generated) return null;
  const file = path.posix.join(worker.dir, FILE);
  if (committed === null) return `${file} is missing. Run \`${WRITE_COMMAND}\` and commit it.`;
  const a = committed.split('\n');
  const b = generated.split('\n');
  let line = 0;
  while (line < Math.max(a.length, b.length) && a[line] === b[line]) line++;
  return [
    `${file} is out of date with its wrangler.toml (first difference at line ${line + 1}):`,
    `  committed: ${a[line] ?? '(end of file)'}`,
    `  generated: ${b[line] ?? '(end of file)'}`,
    `Run \`${WRITE_COMMAND}\` and commit the result.`,
  ].join('\n');
}

/** Every drifted or missing file's message (empty when all match); the three Workers are generated in parallel. */
export async function checkAll() {
  const generated = await Promise.all(WORKERS.map((worker) => generate(worker)));
  return WORKERS.flatMap((worker, i) => {
    const target = path.join(ROOT, worker.dir, FILE);
    const committed = existsSync(target) ? readFileSync(target, 'utf8') : null;
    return driftMessage(worker, committed, generated[i]) ?? [];
  });
}

export async function writeAll() {
  for (const worker of WORKERS) {
    const text = await generate(worker);
    writeFileSync(path.join(ROOT, worker.dir, FILE), text);
    console.log(`wrote ${path.posix.join(worker.dir, FILE)} (${text.split('\n').length} lines)`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (process.argv.includes('--write')) await writeAll();
  else {
    const problems = await checkAll();
    if (problems.length) {
      console.error(`\nWorker Env types drifted from wrangler.toml:\n\n${problems.join('\n\n')}\n`);
      process.exit(1);
    }
    console.log(`Worker Env types match wrangler.toml (${WORKERS.map((w) => w.dir).join(', ')}).`);
  }
}
