// Starts the product exactly as `pnpm start` does (on its own port and a fresh local state) and one Chromium for the
// browser tests. vitest awaits every project's global setup before it runs any file, so this one returns as soon as
// Chromium is up and lets the server build and start meanwhile: the other projects' files run during the start, and
// each browser-test file waits for it in ready.ts (a setup file) through a local gate.
// Two projects use this setup (`e2e`, and `e2e-alone` for the files that change what every page loads); they run in
// one vitest process, so the first call starts everything and the last teardown stops it.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
    /** Answers `ok` once the server is ready, or why it never will be (see ready.ts). */
    serverGate: string;
  }
}

interface Running {
  users: number;
  child: ChildProcess;
  ready: Promise<void>;
  browser: Promise<BrowserServer>;
  gate: Promise<Server>;
}
// The vitest process's own global: each project loads this module on its own, the server is one.
const shared = globalThis as { __e2eRunning?: Running };

function stopServer(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
  // Its pipes would keep vitest's process alive until wrangler has finished shutting down.
  child.stdout?.destroy();
  child.stderr?.destroy();
}

function startServer(): Pick<Running, 'child' | 'ready'> {
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
  ready.catch(() => stopServer(child));
  return { child, ready };
}

/**
 * A local HTTP gate: each request is answered at once (a space every 20 s keeps the client's timeouts away while the
 * server builds) and ended with `ok` when the server is ready, or with the reason it failed.
 */
async function openGate(ready: Promise<void>): Promise<Server> {
  const gate = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    const alive = setInterval(() => res.write(' '), 20_000);
    ready.then(
      () => res.end('ok'),
      (err: Error) => res.end(`failed: ${err.message}`),
    );
    ready.finally(() => clearInterval(alive)).catch(() => undefined);
  });
  await new Promise<void>((done) => gate.listen(0, '127.0.0.1', done));
  return gate;
}

/**
 * Tells whoever set E2E_READY_FILE (scripts/test.mjs) that the server is ready, or failed: `pnpm test` starts the other
 * projects' run only then, so that the server's production build does not share the 2 cores with them.
 */
function signalReady(ready: Promise<void>) {
  const file = process.env.E2E_READY_FILE;
  if (!file) return;
  ready.then(
    () => writeFileSync(file, 'ok'),
    () => writeFileSync(file, 'failed'),
  );
}

function startAll(): Running {
  const { child, ready } = startServer();
  signalReady(ready);
  return { users: 0, child, ready, browser: chromium.launchServer(CHROMIUM_OPTIONS), gate: openGate(ready) };
}

export default async function setup(project: TestProject) {
  shared.__e2eRunning ??= startAll();
  const running = shared.__e2eRunning;
  running.users++;
  const [browser, gate] = await Promise.all([running.browser, running.gate]);
  project.provide('baseURL', `http://localhost:${PORT}`);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  project.provide('serverGate', `http://127.0.0.1:${(gate.address() as AddressInfo).port}/`);
  return async () => {
    if (--running.users > 0) return;
    delete shared.__e2eRunning;
    stopServer(running.child);
    gate.closeAllConnections();
    gate.close();
    await browser.kill();
  };
}
