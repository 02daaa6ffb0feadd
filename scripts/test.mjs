// `pnpm test`: lint (ESLint, Prettier, import cycles), the Workers' Env types against their wrangler.toml, typecheck
// every package, and every project's tests, all at once. None needs another's output (the asset builds that typecheck
// runs, the tests' configs and the browser tests' server run too: they write atomically), and on 2 cores one after
// another left a core idle most of the time: lint is one thread, and the browser tests mostly wait on a page.
//   node scripts/test.mjs                  everything; the browser tests and the rest in two vitest runs side by side
//   node scripts/test.mjs <vitest args>    the checks, and one vitest run with these arguments
// The checks run at a lower CPU priority (they have no timeouts; the tests' hang detectors do), print their output when
// they end, and the run ends with one line of what passed and failed, whatever failed first.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureNode22, ROOT, wranglerEnv } from './lib/runtime.mjs';

ensureNode22();

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

/** Runs a command; its output goes straight through (`live`) or is printed whole when it ends. */
function task(name, cmd, args, { live = false, nice = false } = {}) {
  const [file, argv] = nice ? ['nice', ['-n', '10', cmd, ...args]] : [cmd, args];
  const child = spawn(file, argv, { cwd: ROOT, env: wranglerEnv(), stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('error', (err) => resolve({ name, ok: false, note: err.message }));
    child.on('close', (code) => {
      const ok = code === 0;
      if (!live)
        process.stdout.write(
          `\n── ${name} (${cmd} ${args.join(' ')}) ${ok ? 'passed' : `FAILED (exit ${code})`} at ${seconds()}\n${output}`,
        );
      resolve({ name, ok, note: ok ? '' : `exit ${code}` });
    });
  });
}

const reports = mkdtempSync(path.join(tmpdir(), 'pnpm-test-'));
/** One vitest run; `report` names a JSON report the closing line counts tests from. */
function vitest(name, args, report) {
  const json = report ? ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, report)}`] : [];
  // --maxWorkers on the command line reaches every project; the root config's maxWorkers reaches only the projects
  // written inline in it, and a project from its own config file keeps vitest's 2-core default of one worker.
  return task(name, 'pnpm', ['exec', 'vitest', 'run', '--maxWorkers=3', ...json, ...args], { live: true });
}

const BROWSER = ['e2e', 'e2e-alone'];
const extra = process.argv.slice(2);
const runs = [
  task('lint', 'pnpm', ['lint'], { nice: true }),
  task('worker types', 'node', ['scripts/worker-types.mjs'], { nice: true }),
  task('typecheck', 'pnpm', ['-r', '--if-present', 'run', 'typecheck'], { nice: true }),
  // The browser tests wait on their server and pages most of the time: in a run of their own they start at once
  // (not after the projects before `e2e` in vitest's order) and the other projects' files fill the cores meanwhile.
  ...(extra.length
    ? [vitest('tests', extra)]
    : [
        vitest(
          'browser tests',
          BROWSER.flatMap((p) => ['--project', p]),
          'browser.json',
        ),
        vitest(
          'other tests',
          BROWSER.flatMap((p) => ['--project', `!${p}`]),
          'other.json',
        ),
      ]),
];
const results = await Promise.all(runs);

let passed = 0;
let failed = 0;
for (const report of ['browser.json', 'other.json']) {
  try {
    const r = JSON.parse(readFileSync(path.join(reports, report), 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  } catch {
    // no report: that run did not finish (its result says so)
  }
}
rmSync(reports, { recursive: true, force: true });
console.log(`\npnpm test after ${seconds()}: ${results.map((r) => `${r.name} ${r.ok ? 'passed' : `FAILED (${r.note})`}`).join(', ')}`);
if (!extra.length) console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
