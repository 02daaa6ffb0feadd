// `pnpm start`: build, migrate the local D1, serve everything on http://localhost:8787, release the dashboard's remotes
// into the local registry and R2 the way a remote team ships one (DESIGN.md §19), and seed the demo store.
import { spawn } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureNode22, ROOT, run, wranglerEnv } from './lib/runtime.mjs';
import { seedDemo, DEMO } from './seed.mjs';
import { startCronTicker } from './lib/cron-ticker.mjs';
import { applyMigrations } from './lib/migrate.mjs';

// Every dashboard remote (mfe-account, mfe-builder, mfe-commerce): a folder of the repository's root.
const REMOTE_FOLDERS = readdirSync(ROOT)
  .filter((name) => name.startsWith('mfe-'))
  .sort();

ensureNode22();

/** Appends the NAME=value lines whose NAME the .dev.vars file does not set yet (a file made before they existed). */
function addMissingDevVars(file, lines) {
  const have = new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => /^([A-Z0-9_]+)=/.exec(line)?.[1])
      .filter(Boolean),
  );
  const missing = lines.filter((line) => /^[A-Z0-9_]+=/.test(line) && !have.has(line.split('=')[0]));
  if (missing.length) appendFileSync(file, `\n${missing.join('\n')}\n`);
}

// The release commands read PORT the same way (scripts/lib/release-files.mjs releaseTarget).
const PORT = process.env.PORT || '8787';
// STATE_DIR lets the browser tests run on a fresh database beside the developer's own.
const STATE = process.env.STATE_DIR ?? path.join(ROOT, '.wrangler/state');
const BASE = `http://127.0.0.1:${PORT}`;

// Local secrets (pepper, session and preview secrets, DEV_ROUTES=true): never used in production. In the one
// multi-config `wrangler dev`, each Worker reads the .dev.vars beside its own wrangler.toml; the storefront's holds
// PREVIEW_SECRET (the same value as edge-api's, which signs preview links).
for (const worker of ['edge-api', 'storefront-worker']) {
  const devVars = path.join(ROOT, worker, '.dev.vars');
  const devVarsExample = path.join(ROOT, worker, '.dev.vars.example');
  if (!existsSync(devVars)) copyFileSync(devVarsExample, devVars);
  addMissingDevVars(devVars, readFileSync(devVarsExample, 'utf8').split('\n'));
}
// Each remote's and the shell's own deploy token (DEPLOY_TOKEN_MFE_ACCOUNT=dev-deploy-token-mfe_account, ...), named
// from the folders: a new mfe-* folder gets one with no other line anywhere. The release commands read them here.
const { deployTokenName, devDeployToken } = await import('../packages/contracts/src/releases.ts');
const DEPLOY_NAMES = [...REMOTE_FOLDERS.map((folder) => folder.replace(/-/g, '_')), 'shell'];
addMissingDevVars(
  path.join(ROOT, 'edge-api/.dev.vars'),
  DEPLOY_NAMES.map((name) => `${deployTokenName(name)}=${devDeployToken(name)}`),
);

// A production build whoever calls us. Under vitest (the e2e harness) NODE_ENV is 'test' and VITEST is set:
// React would be its development build and @module-federation/vite leaves federation out entirely in a test run.
const buildEnv = Object.fromEntries(Object.entries(wranglerEnv()).filter(([k]) => !/^(VITEST|JEST_WORKER_ID$|TEST$)/.test(k)));
run('pnpm', ['-r', '--if-present', 'run', 'build'], { env: { ...buildEnv, NODE_ENV: 'production' } });
// The front door serves the shell from one folder (root wrangler.toml [assets]); the remotes are releases (below).
run(process.execPath, ['scripts/assemble-site.mjs']);
// Multi-config dev keeps state under the first config's folder: migrate CONTROL and every shard into the same --persist-to.
await applyMigrations(['--local', '--persist-to', STATE]);

// The Workers run as they do once deployed. NODE_ENV: wrangler dev bundles with NODE_ENV "development" unless told
// otherwise, and React's development build made a store home of 48 products take ~140 ms to render instead of ~25.
// X_LOCAL_OBSERVABILITY / X_LOCAL_EXPLORER: wrangler's local trace collector writes every request's spans to SQLite
// (55 MB after one bench run) and slows every request; production has no such collector (no [observability] is
// configured). Set either to true in the environment to have the local explorer back.
const devEnv = {
  ...wranglerEnv(),
  NODE_ENV: 'production',
  X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? 'false',
  X_LOCAL_EXPLORER: process.env.X_LOCAL_EXPLORER ?? 'false',
};
const server = spawn(
  path.join(ROOT, 'node_modules/.bin/wrangler'),
  [
    'dev',
    '-c',
    'wrangler.toml',
    '-c',
    'edge-api/wrangler.toml',
    '-c',
    'storefront-worker/wrangler.toml',
    '--persist-to',
    STATE,
    '--port',
    PORT,
    '--ip',
    '127.0.0.1',
    '--show-interactive-dev-session=false',
  ],
  { cwd: ROOT, env: devEnv, stdio: 'inherit' },
);
const stop = () => server.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));

async function waitForApi(timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the API did not answer on ${BASE} within ${timeoutMs / 1000} s`);
}

function release(args) {
  const child = spawn(process.execPath, ['scripts/release.mjs', ...args], {
    cwd: ROOT,
    env: { ...process.env, RELEASE_TARGET: BASE },
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`scripts/release.mjs ${args.join(' ')} exited with ${code}`))));
  });
}

/** The shell's provisions first (activation checks each remote against them), then every built remote as a release. */
async function releaseAll() {
  await release(['shell']);
  // The headless check needs Chromium. A machine without it (the quick start needs none) serves the builds it just
  // made unchecked and says so; `pnpm --filter <remote> release` never skips it.
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const check = existsSync(chromium) ? [] : ['--no-check'];
  if (check.length) console.log(`No Chromium at ${chromium} (CHROMIUM_PATH): the remotes are released without the headless check.`);
  await release(['--no-build', ...check, ...REMOTE_FOLDERS]);
}

try {
  await waitForApi();
  await releaseAll();
  await seedDemo(`${BASE}/api`);
  // Cloudflare runs edge-api's crons in production; locally this does (scheduled publishes, housekeeping).
  startCronTicker(`${BASE}/api`);
  console.log(`\nReady: http://localhost:${PORT}  (API at http://localhost:${PORT}/api)`);
  console.log(`Demo merchant: username "${DEMO.username}", password "${DEMO.password}"; demo store domain "${DEMO.domain}".\n`);
} catch (err) {
  console.error('Start-up failed:', err);
  stop();
  process.exitCode = 1;
}
