// Starts the product exactly as `pnpm start` does (scripts/start.mjs: build, migrate, wrangler dev, demo seed) on its
// own port and a fresh STATE_DIR, waits for "Ready:", and stops the whole process group afterwards.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/runtime.mjs';

export async function startProduct({ port, stateDir, timeoutMs = 300_000, log = () => {} }) {
  rmSync(stateDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), STATE_DIR: stateDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const stop = async () => {
    if (child.exitCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await Promise.race([gone, new Promise((r) => setTimeout(r, 8000))]);
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready after ${timeoutMs / 1000} s:\n${output.slice(-4000)}`)), timeoutMs);
    const onData = (chunk) => {
      const s = chunk.toString();
      output += s;
      for (const line of s.split('\n')) if (/^(Ready:|Demo store|Assembled)/.test(line.trim())) log(line.trim());
      if (output.includes('Ready: http')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`scripts/start.mjs exited (${code}) before it was ready:\n${output.slice(-4000)}`));
    });
  }).catch(async (err) => {
    await stop();
    throw err;
  });
  return { base: `http://127.0.0.1:${port}`, stop, output: () => output };
}
