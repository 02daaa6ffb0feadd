// What a release is made of, on the release script's side (DESIGN.md §19): the files of a build folder with their
// hashes, the version they make (the same function the API checks it with), which remote a folder is, the command
// line, where the release goes and each remote's own deploy token.
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { deployTokenName, isReleasePath, RELEASE_VERSION, releaseVersion, sha256Hex } from '../../packages/contracts/src/releases.ts';
import { ROOT } from './runtime.mjs';

/** pnpm start's port when PORT is not set (scripts/start.mjs). */
export const DEFAULT_PORT = '8787';

/** A mistake on the command line or in the folder: printed without a stack trace. */
export class ReleaseError extends Error {}

/** The remote a folder holds: `mfe-account` -> `mfe_account` (its federation name, the registry's name). */
export function remoteNameOf(folder) {
  const base = path.basename(path.resolve(folder));
  if (!/^mfe-[a-z0-9]+(-[a-z0-9]+)*$/.test(base)) throw new ReleaseError(`${base} is not a remote's folder (mfe-<name>)`);
  return base.replace(/-/g, '_');
}

/**
 * Every file under `dir` as {path, sha256, size, bytes}, by path. Hidden files and folders (.vite/, .DS_Store) are
 * not part of a build; with `check`, any other path a release may not hold stops the release.
 */
export async function listBuild(dir, { check = true } = {}) {
  if (!existsSync(dir)) throw new ReleaseError(`${path.relative(ROOT, dir) || dir} does not exist: build first`);
  const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((p) => !p.split('/').some((s) => s.startsWith('.')))
    .sort();
  const refused = check ? names.filter((p) => !isReleasePath(p)) : [];
  if (refused.length) throw new ReleaseError(`${dir} holds files a release may not: ${refused.join(', ')}`);
  return Promise.all(
    names.map(async (p) => {
      const bytes = await readFile(path.join(dir, p));
      return { path: p, sha256: await sha256Hex(bytes), size: bytes.byteLength, bytes };
    }),
  );
}

/** The version of a listed build (a hash of its paths and their hashes). */
export const versionOf = (files) => releaseVersion(files);

const USAGE = `usage:
  pnpm --filter <remote> release          build the remote (cwd) and release it
  node scripts/release.mjs <folder>...    the same for these remote folders
  node scripts/release.mjs --no-build <folder>...   release their existing dist/
  node scripts/release.mjs shell          register shell/dist's release and what it provides
  --no-check   skip the headless check of the exposed modules (only to test the dashboard's fallback)
env: RELEASE_TARGET (default http://127.0.0.1:$PORT, the local pnpm start; PORT default ${DEFAULT_PORT}),
     DEPLOY_TOKEN_<NAME> (DEPLOY_TOKEN_MFE_ACCOUNT, DEPLOY_TOKEN_SHELL) or DEPLOY_TOKEN; default: edge-api/.dev.vars`;

/**
 * release.mjs's arguments: `{ shell: true }`, or `{ build, folders }` (absolute folders; none given: `cwd`, the remote
 * a `pnpm --filter <remote> release` runs in).
 */
export function parseReleaseArgs(argv, cwd = process.cwd()) {
  if (argv.includes('--help') || argv.includes('-h')) throw new ReleaseError(USAGE);
  const options = ['--no-build', '--no-check'];
  const unknown = argv.filter((a) => a.startsWith('-') && !options.includes(a));
  if (unknown.length) throw new ReleaseError(`unknown option ${unknown[0]}\n${USAGE}`);
  const rest = argv.filter((a) => !options.includes(a));
  if (rest.includes('shell')) {
    if (rest.length > 1 || rest.length < argv.length) throw new ReleaseError(`"shell" takes no other argument\n${USAGE}`);
    return { shell: true };
  }
  const folders = (rest.length ? rest : [cwd]).map((f) => path.resolve(cwd, f));
  for (const f of folders) remoteNameOf(f);
  return { shell: false, build: !argv.includes('--no-build'), check: !argv.includes('--no-check'), folders };
}

/** rollback.mjs's arguments: an optional version (default: the previous release). */
export function parseRollbackArgs(argv) {
  if (argv.includes('--help') || argv.includes('-h') || argv.length > 1) {
    throw new ReleaseError('usage: pnpm --filter <remote> rollback [version]   (default: the previous release)');
  }
  const [version] = argv;
  if (version !== undefined && !RELEASE_VERSION.test(version)) throw new ReleaseError(`${version} is not a version (16 hex digits)`);
  return { version };
}

/** KEY=value lines of a .dev.vars file. */
export function readVars(file) {
  const vars = {};
  if (!existsSync(file)) return vars;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (m) vars[m[1]] = m[2];
  }
  return vars;
}

/**
 * Where the commands release to: RELEASE_TARGET, else the local product on PORT as `pnpm start` serves it (two
 * instances on one machine each have their own PORT: the commands follow the one the shell's PORT names).
 */
export function releaseTarget(env = process.env) {
  return (env.RELEASE_TARGET || `http://127.0.0.1:${env.PORT || DEFAULT_PORT}`).replace(/\/+$/, '');
}

/**
 * The deploy token of `name` (a remote or 'shell'): its own DEPLOY_TOKEN_<NAME> from the environment, else
 * DEPLOY_TOKEN (a CI job that releases one remote holds that remote's secret under the plain name), else the local
 * development token pnpm start wrote to edge-api/.dev.vars.
 */
export function deployToken(name, env = process.env, root = ROOT) {
  const key = deployTokenName(name);
  const token = env[key] || env.DEPLOY_TOKEN || readVars(path.join(root, 'edge-api', '.dev.vars'))[key];
  if (!token)
    throw new ReleaseError(
      `no deploy token for ${name}: set ${key} in the environment (locally pnpm start writes it to edge-api/.dev.vars)`,
    );
  return token;
}
