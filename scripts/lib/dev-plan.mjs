// What `pnpm dev` runs where (scripts/dev.mjs): the Workers' port, the shell's and each remote's Vite dev server, and
// the /remotes.json the shell's dev server answers with. Pure functions of the environment, tested without starting
// anything (dev-plan.test.mjs).
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { REMOTES } from '../../packages/contracts/src/remotes.ts';
import { ROOT } from './runtime.mjs';

/** The host every dev server is reached at: the one the remotes' `server.origin` names (remote-kit's vite.ts). */
export const DEV_HOST = 'localhost';
/** The version /remotes.json gives a dev server's entry: not a release, nothing to fall back to. */
export const DEV_VERSION = 'dev';

/** `mfe_account` -> `MFE_ACCOUNT_PORT`: the variable that moves one dev server. */
export const portVar = (name) => `${name.toUpperCase()}_PORT`;

/** A port from the environment, or the default; anything but a whole number in 1..65535 is a mistake worth stopping for. */
export function portFrom(env, variable, fallback) {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${variable}=${raw} is not a port number (1-65535)`);
  return port;
}

/** The port a remote's vite.config.ts gives remoteViteConfig (`port: 5174`): its standalone port stays its port here. */
export function configuredPort(folder, root = ROOT) {
  const file = path.join(root, folder, 'vite.config.ts');
  const match = /\bport:\s*(\d+)/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file}: no "port: <number>" passed to remoteViteConfig`);
  return Number(match[1]);
}

/**
 * Every server of `pnpm dev` with its port: PORT for the Workers (as `pnpm start`), SHELL_PORT for the shell's dev
 * server, MFE_<X>_PORT for each remote listed in packages/contracts/src/remotes.ts. Two servers on one port stop it.
 */
export function devPlan(env = process.env, { root = ROOT, remotes = REMOTES } = {}) {
  const workers = portFrom(env, 'PORT', 8787);
  const shell = portFrom(env, 'SHELL_PORT', 5173);
  const list = remotes.map(({ name }) => {
    const folder = name.replace(/_/g, '-');
    return { name, folder, port: portFrom(env, portVar(name), configuredPort(folder, root)) };
  });
  const all = [['PORT (Workers)', workers], ['SHELL_PORT', shell], ...list.map((r) => [portVar(r.name), r.port])];
  for (const [variable, port] of all) {
    const other = all.find(([v, p]) => p === port && v !== variable);
    if (other) throw new Error(`${variable} and ${other[0]} are both ${port}: give one another port`);
  }
  return { workers, shell, remotes: list };
}

/** The URL @module-federation/vite's dev server answers with the remote's entry: `{origin}{base}{filename}`, base `/`. */
export const devEntry = (port) => `http://${DEV_HOST}:${port}/remoteEntry.js`;

/** /remotes.json under `pnpm dev` (RemotesJson of packages/contracts/src/remotes.ts): each remote from its dev server. */
export function devRemotesJson(remotes) {
  return Object.fromEntries(remotes.map(({ name, port }) => [name, { entry: devEntry(port), version: DEV_VERSION, fallback: null }]));
}

function listenOnce(port, host) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err) => {
      // no IPv6 on this machine: nothing can listen there either
      if (err.code === 'EADDRNOTAVAIL' || err.code === 'EAFNOSUPPORT') resolve();
      else reject(err.code === 'EADDRINUSE' ? new Error(`port ${port} is in use`) : err);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/**
 * Resolves when nothing listens on the port, rejects otherwise. Both loopbacks: wrangler listens on 127.0.0.1, Vite
 * on `localhost`, which may be either.
 */
export async function checkPortFree(port) {
  for (const host of ['127.0.0.1', '::1']) await listenOnce(port, host);
}
