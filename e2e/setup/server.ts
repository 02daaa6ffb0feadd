// Starts the product exactly as `pnpm start` does (on its own port and a fresh local state) for the browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = process.env.E2E_PORT ?? '8790';
const STATE_DIR = path.join(ROOT, `.wrangler/e2e-state-${PORT}`);

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
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
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`not ready after 240 s:\n${output.slice(-4000)}`)), 240_000),
  );
  try {
    await Promise.race([ready, timeout]);
  } catch (err) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    throw err;
  }
  project.provide('baseURL', `http://localhost:${PORT}`);
  return async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
}
