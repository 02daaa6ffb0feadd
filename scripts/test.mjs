// `pnpm test`: lint (ESLint, Prettier, import cycles), the Workers' Env types against their wrangler.toml, typecheck
// every package, and every project's tests, side by side instead of one after another (on 2 cores that left a core
// idle most of the time: lint is one thread, and the browser tests mostly wait on a page). None needs another's output:
// the asset builds that typecheck runs, the tests' configs and the browser tests' server run too, and write atomically.
//   node scripts/test.mjs                  everything
//   node scripts/test.mjs <vitest args>    the checks, and one vitest run with these arguments
// Without arguments the browser tests (e2e, e2e-alone) are a vitest run of their own, started first: their server's
// production build gets the cores to itself (module federation's build has been seen to come out broken when it shared
// them), and once the server is ready (E2E_READY_FILE, e2e/setup/server.ts) the other projects' run starts and fills
// the cores while the browser tests wait on their pages. In one run vitest starts projects in name order: the e2e files
// took all three workers while their server built, and the other projects ran only after them.
// The checks run at a lower CPU priority (no timeouts; the tests' hang detectors have) and print their output when they
// end; the run ends with one line of what passed and failed, then vitest's summary lines for both runs together.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/** Resolves once the browser tests' server is ready or failed (the file exists), or `run` has ended. */
async function serverSettled(file, run) {
  let ended = false;
  run.then(() => (ended = true));
  while (!ended && !existsSync(file)) await new Promise((done) => setTimeout(done, 1000));
}

/** The browser tests, then (once their server is up) the other projects. */
async function split() {
  const BROWSER = ['e2e', 'e2e-alone'];
  process.env.E2E_READY_FILE = path.join(reports, 'server-ready');
  const browser = vitest(
    'browser tests',
    BROWSER.flatMap((p) => ['--project', p]),
    'browser.json',
  );
  await serverSettled(process.env.E2E_READY_FILE, browser);
  console.log(`\n── the browser tests' server is up at ${seconds()}: the other projects' tests start`);
  const other = vitest(
    'other tests',
    BROWSER.flatMap((p) => ['--project', `!${p}`]),
    'other.json',
  );
  return Promise.all([browser, other]);
}

const extra = process.argv.slice(2);
const runs = [
  task('lint', 'pnpm', ['lint'], { nice: true }),
  task('worker types', 'node', ['scripts/worker-types.mjs'], { nice: true }),
  task('typecheck', 'node', ['scripts/typecheck.mjs'], { nice: true }),
  extra.length ? vitest('tests', extra).then((r) => [r]) : split(),
];
const results = (await Promise.all(runs)).flat();

/** Both runs' counts, from their JSON reports; null when a run wrote none (it did not finish). */
function counted() {
  const jsons = ['browser.json', 'other.json'].map((f) => path.join(reports, f));
  if (extra.length || !jsons.every(existsSync)) return null;
  const all = jsons.map((f) => JSON.parse(readFileSync(f, 'utf8')));
  const sum = (key) => all.reduce((n, r) => n + r[key], 0);
  // numTotalTestSuites counts describe blocks too: files are the reports' testResults, one per file.
  const files = all.flatMap((r) => r.testResults);
  const fileCount = (status) => files.filter((f) => f.status === status).length;
  return {
    files: {
      failed: fileCount('failed'),
      passed: fileCount('passed'),
      skipped: files.length - fileCount('failed') - fileCount('passed'),
      total: files.length,
    },
    tests: { failed: sum('numFailedTests'), passed: sum('numPassedTests'), skipped: sum('numPendingTests'), total: sum('numTotalTests') },
  };
}

/** vitest's own summary line for the two runs together, e.g. "      Tests  2 failed | 1853 passed (1855)". */
function summary(label, { failed, passed, skipped = 0, total }) {
  const parts = [failed && `${failed} failed`, `${passed} passed`, skipped && `${skipped} skipped`].filter(Boolean);
  return `${label.padStart(11)}  ${parts.join(' | ')} (${total})`;
}

const count = counted();
rmSync(reports, { recursive: true, force: true });
console.log(`\npnpm test after ${seconds()}: ${results.map((r) => `${r.name} ${r.ok ? 'passed' : `FAILED (${r.note})`}`).join(', ')}`);
// The run ends as one vitest run would: its summary lines, both runs counted together.
if (count) console.log(`\n${summary('Test Files', count.files)}\n${summary('Tests', count.tests)}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
