// `pnpm bench`: every budget of DESIGN.md §11, measured side by side in one run on this machine (see README in bench/).
// Starts the product on its own port and state, seeds three stores, measures, prints a table and writes
// bench/results/<name>.json per measure. Exit 0 even when a budget fails (it is a report); non-zero when the bench breaks.
// Each group of measures is a module of bench/measures/, run in the order below (the table keeps that order).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureNode22, ROOT } from '../scripts/lib/runtime.mjs';

ensureNode22();

// Imported after the Node check: they need Node 22.
const { startProduct } = await import('./lib/server.mjs');
const { createReport, printTable } = await import('./lib/report.mjs');
const { seedStores } = await import('./measures/stores.mjs');
const { prepareStaticCopy } = await import('./measures/static-copy.mjs');
const { measureThroughput } = await import('./measures/throughput.mjs');
const { measureScaleTimes, recordScale } = await import('./measures/scale.mjs');
const { measureJsSent } = await import('./measures/js-sent.mjs');
const { measureLighthouse } = await import('./measures/lighthouse.mjs');
const { seedHeavyStore } = await import('./lib/heavy-store.mjs');
const { measurePublishing } = await import('./measures/publishing.mjs');
const { measureCost } = await import('./measures/cost.mjs');

const PORT = Number(process.env.BENCH_PORT ?? 8796);
const STATE = path.join(ROOT, '.wrangler/bench-state');
const RESULTS = path.join(ROOT, 'bench/results');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const SCALE_SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 3);
const BIG = Number(process.env.BENCH_BIG ?? 10_000);
const STATIC_DIR = path.join(ROOT, '.site/bench');
// `--only scale,js` (or BENCH_ONLY=scale,js): only those groups of measures, for a change that touches one of them.
const GROUPS = ['throughput', 'scale', 'js', 'lighthouse', 'publishing', 'cost'];
const onlyArg = process.argv.find((a, i) => a.startsWith('--only=') || process.argv[i - 1] === '--only');
const ONLY = (onlyArg?.replace('--only=', '') ?? process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const unknownGroup = ONLY.find((g) => !GROUPS.includes(g));
if (unknownGroup) {
  console.error(`bench: unknown group "${unknownGroup}" in --only (groups: ${GROUPS.join(', ')})`);
  process.exit(2);
}
const wants = (group) => ONLY.length === 0 || ONLY.includes(group);
const t0 = Date.now();
const log = (...a) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(3)} s]`, ...a);

const { rows, record } = createReport(RESULTS);
// Each load measurement starts on a settled machine: a cache-miss run writes ~150 MB of cached pages, and their
// write-back to disk would otherwise land in the middle of the next measurement.
const settle = async () => {
  execFileSync('sync');
  await new Promise((r) => setTimeout(r, 3000));
};

let server;
/** Every measure in order; the product is stopped before the D1 reads, which open its state directly. */
async function measureAll() {
  log(`starting the product on 127.0.0.1:${PORT} (scripts/start.mjs, STATE_DIR ${path.relative(ROOT, STATE)}) ...`);
  server = await startProduct({ port: PORT, stateDir: STATE, log: (l) => log(l) });
  const base = server.base;
  const stores = await seedStores({ api: `${base}/api`, state: STATE, big: BIG, log });
  const home48 = `/published/${stores.s48.domain}`;
  const get = (p, headers = {}) => fetch(base + p, { headers: { 'accept-encoding': 'identity', ...headers } });
  const opts = { rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS, log };
  const common = { base, s48: stores.s48, settle, record, log };
  if (wants('throughput')) {
    const ensureStatic = await prepareStaticCopy({ get, home48, staticDir: STATIC_DIR, log });
    await measureThroughput({ ...common, home48, get, opts, ensureStatic });
  }
  const scaleCtx = { base, stores, big: BIG, state: STATE, settle, record, log };
  const scale = wants('scale') && (await measureScaleTimes({ ...scaleCtx, rounds: ROUNDS, seconds: SCALE_SECONDS }));
  if (wants('js')) await measureJsSent(common);
  if (wants('lighthouse')) {
    const heavy = await seedHeavyStore({ api: `${base}/api`, log });
    await measureLighthouse({ ...common, heavy });
  }
  if (wants('publishing')) await measurePublishing({ base, rounds: ROUNDS, record, log });
  if (wants('cost')) await measureCost({ base, s48: stores.s48, record, log });
  await server.stop();
  server = undefined;
  if (scale) await recordScale(scale, scaleCtx);
}

let broken = false;
try {
  await measureAll();
} catch (err) {
  broken = true;
  console.error('\nbench broke:', err?.stack ?? err);
} finally {
  await server?.stop();
  rmSync(STATIC_DIR, { recursive: true, force: true }); // never leave the copy in the deployable assets folder
}

printTable(rows, t0);
process.exit(broken ? 1 : 0);
