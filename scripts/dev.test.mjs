// `pnpm dev` without starting the Workers: the ports and their variables, the /remotes.json the shell's dev server
// answers, and that a remote's Vite dev server serves its federation entry at the URL that answer names.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REMOTES } from '../packages/contracts/src/remotes.ts';
import { checkPortFree, devEntry, devPlan, devRemotesJson } from './lib/dev-plan.mjs';
import { ROOT } from './lib/runtime.mjs';

const NAMES = REMOTES.map((r) => r.name);

describe('devPlan: every server and its port', () => {
  it("takes the Workers' 8787, the shell's 5173 and each remote's port from its vite.config.ts", () => {
    const plan = devPlan({});
    expect(plan.workers).toBe(8787);
    expect(plan.shell).toBe(5173);
    expect(plan.remotes.map((r) => r.name)).toEqual(NAMES);
    expect(plan.remotes.find((r) => r.name === 'mfe_account')).toEqual({ name: 'mfe_account', folder: 'mfe-account', port: 5174 });
    expect(new Set(plan.remotes.map((r) => r.port)).size).toBe(NAMES.length);
  });

  it('moves each server with PORT, SHELL_PORT and MFE_<X>_PORT', () => {
    const plan = devPlan({ PORT: '8831', SHELL_PORT: '5273', MFE_BUILDER_PORT: '5275' });
    expect(plan.workers).toBe(8831);
    expect(plan.shell).toBe(5273);
    expect(plan.remotes.find((r) => r.name === 'mfe_builder')?.port).toBe(5275);
  });

  it.each(['abc', '0', '70000', '51.5'])('refuses %s as a port, naming the variable', (value) => {
    expect(() => devPlan({ SHELL_PORT: value })).toThrow(`SHELL_PORT=${value} is not a port number`);
  });

  it('refuses two servers on one port', () => {
    expect(() => devPlan({ SHELL_PORT: '5174' })).toThrow('SHELL_PORT and MFE_ACCOUNT_PORT are both 5174');
  });
});

describe('/remotes.json under pnpm dev', () => {
  it("gives each remote its dev server's entry, version dev and no fallback (RemotesJson)", () => {
    const json = devRemotesJson(devPlan({ MFE_COMMERCE_PORT: '5376' }).remotes);
    expect(Object.keys(json)).toEqual(NAMES);
    expect(json.mfe_commerce).toEqual({ entry: 'http://localhost:5376/remoteEntry.js', version: 'dev', fallback: null });
    expect(json.mfe_account?.entry).toBe('http://localhost:5174/remoteEntry.js');
  });
});

/** A port nothing listens on (the OS picks it). */
function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const started = [];
afterAll(() => {
  for (const child of started) process.kill(-child.pid, 'SIGTERM');
});

function startVite(folder, env) {
  const vite = path.join(ROOT, folder, 'node_modules/vite/bin/vite.js');
  const child = spawn(process.execPath, [vite, '--clearScreen', 'false', '--logLevel', 'warn'], {
    cwd: path.join(ROOT, folder),
    // a dev server as `pnpm dev` starts it: under vitest's variables the configs would be test configs
    env: { ...devEnv(), ...env },
    stdio: 'ignore',
    detached: true,
  });
  started.push(child);
}

const devEnv = () => Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(VITEST|TEST$|NODE_ENV$)/.test(k)));

async function get(url, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
      last = `status ${res.status}`;
    } catch (err) {
      last = err.message;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url}: ${last}`);
}

describe('the dev servers pnpm dev starts', () => {
  it("the shell answers /remotes.json itself; a remote's dev server serves its entry there, with the shell's React Refresh", async () => {
    const [shellPort, accountPort] = [await freePort(), await freePort()];
    const remotes = [{ name: 'mfe_account', folder: 'mfe-account', port: accountPort }];
    startVite('shell', { PORT: String(shellPort), DEV_REMOTES_JSON: JSON.stringify(devRemotesJson(remotes)) });
    startVite('mfe-account', { PORT: String(accountPort), DEV_SHELL_ORIGIN: `http://localhost:${shellPort}` });

    const json = await get(`http://localhost:${shellPort}/remotes.json`);
    expect(json.headers.get('cache-control')).toBe('no-cache');
    const body = await json.json();
    expect(body).toEqual({ mfe_account: { entry: devEntry(accountPort), version: 'dev', fallback: null } });

    const entry = await get(body.mfe_account.entry);
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
    // the dev entry is mfe_account's federation container
    expect(await entry.text()).toContain('mfe_account');
    // its components register with the shell page's React Refresh runtime, the one hooked into React there
    const page = await (await get(`http://localhost:${accountPort}/src/features/register/RegisterPage.tsx`)).text();
    expect(page).toContain(`from "http://localhost:${shellPort}/@react-refresh"`);
  });

  it('stops before building anything when a port is taken, naming the variable to change', async () => {
    const port = await freePort();
    const busy = net.createServer().listen(port, '127.0.0.1');
    await new Promise((r) => busy.once('listening', r));
    try {
      await expect(checkPortFree(port)).rejects.toThrow(`port ${port} is in use`);
      // every other server on a free port: the developer's own pnpm start or dev may hold the defaults
      const others = { PORT: String(await freePort()) };
      for (const name of NAMES) others[`${name.toUpperCase()}_PORT`] = String(await freePort());
      const env = { ...process.env, ...others, SHELL_PORT: String(port) };
      const res = spawnSync(process.execPath, ['scripts/dev.mjs'], { cwd: ROOT, env, encoding: 'utf8' });
      expect(res.status).toBe(1);
      expect(res.stderr).toContain(`port ${port} is in use: set SHELL_PORT to a free port`);
    } finally {
      busy.close();
    }
  });
});
