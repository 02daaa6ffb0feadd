// Shipping a remote as its team does (README, "Shipping a remote"): the release and rollback commands against the
// running product, builds copied and changed the way a new build of the remote would differ, and the deploy API.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RemotesJson } from '@app/contracts/remotes';
import { baseURL } from './browser';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const target = () => baseURL().replace('localhost', '127.0.0.1');

/** A remote's own local deploy token, as the commands read it (DEPLOY_TOKEN_<NAME> in edge-api/.dev.vars, by pnpm start). */
export function deployToken(remote: string): string {
  const vars = readFileSync(path.join(ROOT, 'edge-api/.dev.vars'), 'utf8');
  return new RegExp(`^DEPLOY_TOKEN_${remote.toUpperCase()}=(.*)$`, 'm').exec(vars)![1].trim();
}

export interface CommandResult {
  code: number;
  output: string;
}

async function command(script: string, args: string[], cwd = ROOT): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(ROOT, 'scripts', script), ...args], {
      cwd,
      env: { ...process.env, RELEASE_TARGET: target() },
    });
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

/** `release` of an already built remote folder (a changedBuild copy): the command a team runs, without its build. */
export const release = (folder: string) => command('release.mjs', ['--no-build', folder]);
/** The same without the headless check: how a release that fails in browsers could still go live (the fallback's test). */
export const releaseUnchecked = (folder: string) => command('release.mjs', ['--no-build', '--no-check', folder]);
/** `pnpm --filter <folder> rollback [version]`: the command runs in the remote's folder. */
export const rollback = (folder: string, version?: string) => command('rollback.mjs', version ? [version] : [], path.join(ROOT, folder));

/**
 * A copy of a remote's folder as far as a release reads it (`<tmp>/mfe-x/dist`, the name from the folder) with
 * `change` applied to its dist: what a new build of the remote with that change would hold.
 */
export function changedBuild(folder: string, change: (dist: string) => void): string {
  const copy = path.join(mkdtempSync(path.join(tmpdir(), 'release-')), folder);
  cpSync(path.join(ROOT, folder, 'dist'), path.join(copy, 'dist'), { recursive: true });
  change(path.join(copy, 'dist'));
  return copy;
}

/** Replaces `from` with `to` in the one built file under assets/ that contains it. */
export function replaceInAssets(dir: string, from: string, to: string): void {
  const files = readdirSync(path.join(dir, 'assets')).filter((f) => readFileSync(path.join(dir, 'assets', f), 'utf8').includes(from));
  if (files.length === 0) throw new Error(`no built file contains ${JSON.stringify(from)}`);
  for (const f of files) {
    const file = path.join(dir, 'assets', f);
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll(from, to));
  }
}

export async function remotesJson(): Promise<RemotesJson> {
  return (await fetch(`${target()}/remotes.json`)).json() as Promise<RemotesJson>;
}

/** The deploy API (edge-api's /admin/remotes, through the front door). */
export async function admin<T>(pathname: string, init: { method?: string; json?: unknown } = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${target()}/api/admin/remotes${pathname}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: {
      Authorization: `Bearer ${deployToken(pathname.split('/')[1])}`,
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: res.status, body: (await res.json()) as T };
}
