// Starts the product exactly as `pnpm start` does (on its own port and a fresh local state) and one Chromium for the
// browser tests. Two projects use this setup (`e2e`, and `e2e-alone` for the file that changes what every page
// loads); they run in one vitest process, so the first call starts both and the last teardown stops them.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_OPTIONS } from './chromium';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = process.env.E2E_PORT ?? '8790';
const STATE_DIR = path.join(ROOT, `.wrangler/e2e-state-${PORT}`);

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromiumEndpoint: string;
  }
}

interface Running {
  users: number;
  ready: Promise<{ child: ChildProcess; browser: BrowserServer }>;
}
// The vitest process's own global: each project loads this module on its own, the server is one.
const shared = globalThis as { __e2eRunning?: Running };

function stopServer(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
}

async function startServer(): Promise<ChildProcess> {
  rmSync(STATE_DIR, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT, STATE_DIR },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready: http')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`pnpm start exited (${code}) before it was ready:\n${output.slice(-4000)}`)));
  });
  // A bound on a broken start (a build that hangs), not a speed check: start-up normally takes a minute or two.
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`not ready after 600 s:\n${output.slice(-4000)}`)), 600_000),
  );
  try {
    await Promise.race([ready, timeout]);
  } catch (err) {
    stopServer(child);
    throw err;
  }
  return child;
}

async function startBoth() {
  const [child, browser] = await Promise.allSettled([startServer(), chromium.launchServer(CHROMIUM_OPTIONS)]);
  if (child.status === 'fulfilled' && browser.status === 'fulfilled') return { child: child.value, browser: browser.value };
  if (child.status === 'fulfilled') stopServer(child.value);
  if (browser.status === 'fulfilled') await browser.value.close();
  throw child.status === 'rejected' ? child.reason : (browser as PromiseRejectedResult).reason;
}

export default async function setup(project: TestProject) {
  shared.__e2eRunning ??= { users: 0, ready: startBoth() };
  const running = shared.__e2eRunning;
  running.users++;
  const { child, browser } = await running.ready;
  project.provide('baseURL', `http://localhost:${PORT}`);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  return async () => {
    if (--running.users > 0) return;
    delete shared.__e2eRunning;
    stopServer(child);
    // Its pipes would keep vitest's process alive until wrangler has finished shutting down.
    child.stdout?.destroy();
    child.stderr?.destroy();
    await browser.kill();
  };
}
