// `pnpm dev` (DESIGN.md §4, §19): the whole product with Vite hot reload for the shell and every remote. The back end
// is `pnpm start` itself (scripts/start.mjs: builds once, runs the three Workers with local D1/R2 on PORT, migrates,
// seeds); then the shell's and each remote's dev server start. The shell's answers /remotes.json with the remotes'
// dev entries and proxies the API and storefront paths to the Workers (shell/vite.config.ts). Ctrl-C stops all.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { checkPortFree, DEV_HOST, devEntry, devPlan, devRemotesJson, portVar } from './lib/dev-plan.mjs';
import { ensureNode22, ROOT } from './lib/runtime.mjs';

ensureNode22();

const children = new Set();
let stopping = false;
let exitCode = 0;

/**
 * Each child leads its own process group so that stopping it reaches what it started (start.mjs's build and wrangler,
 * Vite's workers) even when only this process is signalled, not the terminal's whole group.
 */
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children) signalGroup(child, 'SIGINT');
  // A child that ignores SIGINT gets no second chance: no orphan outlives `pnpm dev`.
  setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
    process.exit(exitCode);
  }, 10_000).unref();
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Starts a child with its output prefixed by its name; `onLine` may swallow a line by returning false. */
function startChild(label, args, { cwd = ROOT, env = {}, onLine } = {}) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.add(child);
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      if (onLine?.(line) !== false) console.log(`[${label}] ${line}`);
    });
  }
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`\n${label} stopped (${signal ?? `exit code ${code}`}): stopping pnpm dev.`);
      stopAll(1);
    } else if (children.size === 0) process.exit(exitCode);
  });
  return child;
}

/** scripts/start.mjs on PORT; resolves once it printed its Ready line (Workers up, demo seeded), which we replace. */
function startWorkers(port) {
  return new Promise((resolve) => {
    startChild('workers', ['scripts/start.mjs'], {
      env: { PORT: String(port) },
      onLine: (line) => {
        if (!line.startsWith('Ready:')) return true;
        resolve();
        return false;
      },
    });
  });
}

/** A Vite dev server of one folder; PORT is the port its config listens on (shell/vite.config.ts, remote-kit). */
function startVite(label, folder, port, env) {
  const vite = path.join(ROOT, folder, 'node_modules/vite/bin/vite.js');
  startChild(label, [vite, '--clearScreen', 'false'], { cwd: path.join(ROOT, folder), env: { ...env, PORT: String(port) } });
}

/** Polls a dev server's URL until it answers 200 (the first answer also builds its module graph). */
async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !stopping) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  if (!stopping) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function checkPorts(plan) {
  const ports = [['PORT', plan.workers], ['SHELL_PORT', plan.shell], ...plan.remotes.map((r) => [portVar(r.name), r.port])];
  for (const [variable, port] of ports) {
    await checkPortFree(port).catch((err) => {
      throw new Error(`${err.message}: set ${variable} to a free port (e.g. ${variable}=${port + 100} pnpm dev)`);
    });
  }
}

async function main() {
  const plan = devPlan();
  await checkPorts(plan);
  const workers = `http://127.0.0.1:${plan.workers}`;
  await startWorkers(plan.workers);
  // After the build: the remotes' dev servers and start.mjs's `vite build` of the same folders must not overlap.
  const shellOrigin = `http://${DEV_HOST}:${plan.shell}`;
  for (const r of plan.remotes) startVite(r.name, r.folder, r.port, { API_ORIGIN: workers, DEV_SHELL_ORIGIN: shellOrigin });
  startVite('shell', 'shell', plan.shell, { FRONT_DOOR: workers, DEV_REMOTES_JSON: JSON.stringify(devRemotesJson(plan.remotes)) });
  await Promise.all([...plan.remotes.map((r) => waitFor(devEntry(r.port))), waitFor(`${shellOrigin}/remotes.json`)]);
  if (stopping) return;
  const remotes = plan.remotes.map((r) => `${r.name} :${r.port}`).join(', ');
  console.log(`\nReady: ${shellOrigin}  (hot reload: shell :${plan.shell}, ${remotes}; Workers on :${plan.workers})`);
  console.log('Ctrl-C stops everything.\n');
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
main().catch((err) => {
  console.error(`pnpm dev: ${err.message}`);
  stopAll(1);
});
