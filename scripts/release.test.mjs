// The release and rollback commands: the files and version of a build, the command line, the deploy token, and the
// whole flow (release, unchanged, a release seen before, rollback, refusals) against a real `wrangler dev` of edge-api.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseVersion } from '../packages/contracts/src/releases.ts';
import { deployClient, releaseBuild, releaseShell, rollbackRemote } from './lib/release-api.mjs';
import {
  deployToken,
  listBuild,
  ReleaseError,
  parseReleaseArgs,
  parseRollbackArgs,
  readVars,
  releaseTarget,
  remoteNameOf,
} from './lib/release-files.mjs';
import { ROOT, wranglerEnv } from './lib/runtime.mjs';

const tmp = mkdtempSync(path.join(tmpdir(), 'release-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A build folder with these files (path -> text). */
function folder(name, files) {
  const dir = path.join(tmp, name);
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
    writeFileSync(path.join(dir, p), text);
  }
  return dir;
}

const manifest = (shared = [{ name: 'react', requiredVersion: '^19.0.0' }]) => JSON.stringify({ name: 'mfe_account', shared });

describe('the files of a build', () => {
  it('lists every file by path with its hash and size, hidden ones left out, and computes the version', async () => {
    const dir = folder('list', { 'remoteEntry.js': 'a', 'assets/b.js': 'bb', '.vite/manifest.json': '{}', 'assets/.DS_Store': 'x' });
    const files = await listBuild(dir);
    expect(files.map((f) => [f.path, f.size])).toEqual([
      ['assets/b.js', 2],
      ['remoteEntry.js', 1],
    ]);
    expect(files[1].sha256).toBe('ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb');
    expect(await releaseVersion(files)).toMatch(/^[0-9a-f]{16}$/);
    // The same files in another folder are the same version; one changed byte is another.
    const same = await listBuild(folder('same', { 'remoteEntry.js': 'a', 'assets/b.js': 'bb' }));
    expect(await releaseVersion(same)).toBe(await releaseVersion(files));
    const changed = await listBuild(folder('changed', { 'remoteEntry.js': 'b', 'assets/b.js': 'bb' }));
    expect(await releaseVersion(changed)).not.toBe(await releaseVersion(files));
  });

  it('refuses a build holding a file a release may not, and a folder that is not there', async () => {
    await expect(listBuild(folder('bad', { 'remoteEntry.js': 'a', 'run.sh': 'x' }))).rejects.toThrow(/run\.sh/);
    expect((await listBuild(path.join(tmp, 'bad'), { check: false })).length).toBe(2);
    await expect(listBuild(path.join(tmp, 'nope'))).rejects.toThrow(/build first/);
  });
});

describe('the command line', () => {
  it('names a remote by its folder', () => {
    expect(remoteNameOf('/x/mfe-account')).toBe('mfe_account');
    expect(remoteNameOf('mfe-big-shop/')).toBe('mfe_big_shop');
    expect(() => remoteNameOf('/x/shell')).toThrow(/not a remote/);
  });

  it('reads release.mjs arguments: cwd, folders, --no-build, shell', () => {
    expect(parseReleaseArgs([], '/w/mfe-account')).toEqual({ shell: false, build: true, check: true, folders: ['/w/mfe-account'] });
    expect(parseReleaseArgs(['--no-build', 'mfe-account', 'mfe-builder'], '/w')).toEqual({
      shell: false,
      build: false,
      check: true,
      folders: ['/w/mfe-account', '/w/mfe-builder'],
    });
    expect(parseReleaseArgs(['--no-check'], '/w/mfe-account')).toMatchObject({ build: true, check: false });
    expect(parseReleaseArgs(['shell'], '/w')).toEqual({ shell: true });
    expect(() => parseReleaseArgs(['--force'], '/w/mfe-account')).toThrow(/unknown option --force/);
    expect(() => parseReleaseArgs(['shell', 'mfe-account'], '/w')).toThrow(/no other argument/);
    expect(() => parseReleaseArgs(['shell', '--no-check'], '/w')).toThrow(/no other argument/);
    expect(() => parseReleaseArgs([], '/w')).toThrow(/not a remote/);
    expect(() => parseReleaseArgs(['--help'], '/w')).toThrow(/usage/);
  });

  it('reads rollback.mjs arguments: an optional version', () => {
    expect(parseRollbackArgs([])).toEqual({ version: undefined });
    expect(parseRollbackArgs(['0123456789abcdef'])).toEqual({ version: '0123456789abcdef' });
    expect(() => parseRollbackArgs(['latest'])).toThrow(/not a version/);
    expect(() => parseRollbackArgs(['0123456789abcdef', 'x'])).toThrow(/usage/);
  });

  it('releases to RELEASE_TARGET, else to the local product on PORT as pnpm start reads it', () => {
    expect(releaseTarget({})).toBe('http://127.0.0.1:8787');
    expect(releaseTarget({ PORT: '8804' })).toBe('http://127.0.0.1:8804');
    expect(releaseTarget({ PORT: '8804', RELEASE_TARGET: 'https://x.example/' })).toBe('https://x.example');
  });

  it("sends each remote's own token: DEPLOY_TOKEN_<NAME>, else DEPLOY_TOKEN, else edge-api/.dev.vars", () => {
    const root = folder('root', {
      'edge-api/.dev.vars': 'PEPPER=x\nDEPLOY_TOKEN_MFE_ACCOUNT = dev-account \nDEPLOY_TOKEN_SHELL=dev-shell\n',
    });
    expect(deployToken('mfe_account', {}, root)).toBe('dev-account');
    expect(deployToken('shell', {}, root)).toBe('dev-shell');
    expect(() => deployToken('mfe_builder', {}, root)).toThrow(/DEPLOY_TOKEN_MFE_BUILDER/);
    expect(deployToken('mfe_builder', { DEPLOY_TOKEN: 'ci' }, root)).toBe('ci');
    expect(deployToken('mfe_account', { DEPLOY_TOKEN: 'ci', DEPLOY_TOKEN_MFE_ACCOUNT: 'own' }, root)).toBe('own');
    expect(readVars(path.join(root, 'edge-api/.dev.vars')).DEPLOY_TOKEN_SHELL).toBe('dev-shell');
  });
});

describe('the commands follow PORT', () => {
  it('rollback prints its target and calls the instance on PORT with the remote token', async () => {
    const seen = [];
    const server = createHttpServer((req, res) => {
      seen.push({ url: req.url, auth: req.headers.authorization });
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"code":"not_found","message":"Not found"}');
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address();
    const env = { ...process.env, PORT: String(port), DEPLOY_TOKEN_MFE_ACCOUNT: 'account-token' };
    delete env.RELEASE_TARGET;
    delete env.DEPLOY_TOKEN;
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/rollback.mjs')], { cwd: path.join(ROOT, 'mfe-account'), env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const code = await new Promise((r) => child.on('exit', r));
    server.close();
    expect(output).toContain(`release target: http://127.0.0.1:${port}`);
    expect(code).toBe(1);
    expect(seen).toEqual([{ url: '/api/admin/remotes/mfe_account', auth: 'Bearer account-token' }]);
  }, 60_000);
});

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

describe('against edge-api in wrangler dev', () => {
  const tokenOf = (name) => `release-test-token-${name}`;
  const NAMES = ['shell', 'mfe_account', 'mfe_builder', 'mfe_commerce'];
  let server;
  let client;
  let base;

  beforeAll(async () => {
    const state = path.join(tmp, 'state');
    const wrangler = path.join(ROOT, 'node_modules/.bin/wrangler');
    const config = ['-c', 'edge-api/wrangler.toml', '--persist-to', state];
    const { DATABASES } = await import('../packages/db/src/shards.ts');
    for (const { binding } of DATABASES) {
      spawnSync(wrangler, ['d1', 'migrations', 'apply', binding, '--local', ...config], { cwd: ROOT, env: wranglerEnv(), stdio: 'pipe' });
    }
    const port = await freePort();
    const vars = NAMES.flatMap((name) => ['--var', `DEPLOY_TOKEN_${name.toUpperCase()}:${tokenOf(name)}`]);
    const args = ['dev', ...config, '--port', String(port), '--ip', '127.0.0.1', ...vars];
    server = spawn(wrangler, [...args, '--show-interactive-dev-session=false'], {
      cwd: ROOT,
      env: wranglerEnv(),
      stdio: 'ignore',
      detached: true,
    });
    base = `http://127.0.0.1:${port}`;
    for (
      let i = 0;
      i < 560 &&
      !(await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await new Promise((r) => setTimeout(r, 500));
    client = (name) => deployClient(base, tokenOf(name));
    // A hang detector, not a speed check: wrangler dev's first start beside a loaded run took over 150 s.
  }, 300_000);
  afterAll(() => server && process.kill(-server.pid, 'SIGTERM'));

  it('registers the shell, releases a build, does nothing for the same build, reactivates one seen before, rolls back', async () => {
    const shell = await releaseShell(
      client('shell'),
      await listBuild(folder('shell-dist', { 'index.html': '<!doctype html>' }), { check: false }),
      {
        shared: [{ name: 'react', version: '19.3.1' }],
      },
    );
    expect(shell.active).toBe(shell.version);

    const v1 = await listBuild(
      folder('v1', { 'remoteEntry.js': 'export const v = 1;', 'mf-manifest.json': manifest(), 'assets/a.js': '1' }),
    );
    const first = await releaseBuild(client('mfe_account'), 'mfe_account', v1);
    expect(first).toMatchObject({ outcome: 'released', uploadedFiles: 3, uploadedBytes: v1.reduce((n, f) => n + f.size, 0) });
    expect(await releaseBuild(client('mfe_account'), 'mfe_account', v1)).toMatchObject({
      outcome: 'unchanged',
      uploadedFiles: 0,
      uploadedBytes: 0,
    });

    const v2 = await listBuild(
      folder('v2', { 'remoteEntry.js': 'export const v = 2;', 'mf-manifest.json': manifest(), 'assets/a.js': '1' }),
    );
    const second = await releaseBuild(client('mfe_account'), 'mfe_account', v2);
    expect(second).toMatchObject({ outcome: 'released', previous: first.version });

    const back = await rollbackRemote(client('mfe_account'), 'mfe_account');
    expect(back).toMatchObject({ from: second.version, to: first.version, previous: second.version });
    // v2 again: registered already, so only activated.
    expect(await releaseBuild(client('mfe_account'), 'mfe_account', v2)).toMatchObject({ outcome: 'reactivated', uploadedFiles: 0 });
    expect(await rollbackRemote(client('mfe_account'), 'mfe_account', first.version)).toMatchObject({ to: first.version });
  });

  it("prints the API's refusal: an incompatible build, a wrong token", async () => {
    const bad = await listBuild(
      folder('bad-shared', { 'remoteEntry.js': 'x', 'mf-manifest.json': manifest([{ name: 'react', requiredVersion: '^20.0.0' }]) }),
    );
    await expect(releaseBuild(client('mfe_builder'), 'mfe_builder', bad)).rejects.toThrow(
      /409 incompatible_shared[\s\S]*react: the release needs \^20\.0\.0/,
    );
    await expect(deployClient(base, 'wrong').listing('mfe_builder')).rejects.toThrow(
      /GET mfe_builder: 401 invalid_token[\s\S]*DEPLOY_TOKEN_<NAME>/,
    );
    // Another remote's token is a wrong one for this remote.
    await expect(deployClient(base, tokenOf('mfe_account')).listing('mfe_builder')).rejects.toThrow(/401 invalid_token/);
  });

  it('activates nothing when the check before the activation refuses the release', async () => {
    const good = await listBuild(folder('checked-good', { 'remoteEntry.js': 'export const v = "good";', 'mf-manifest.json': manifest() }));
    const released = await releaseBuild(client('mfe_commerce'), 'mfe_commerce', good, { check: async () => 'checked' });
    expect(released).toMatchObject({ outcome: 'released', checked: 'checked' });
    const bad = await listBuild(folder('checked-bad', { 'remoteEntry.js': 'throw new Error("bad");', 'mf-manifest.json': manifest() }));
    const refusal = new ReleaseError('./Page threw while importing');
    await expect(releaseBuild(client('mfe_commerce'), 'mfe_commerce', bad, { check: async () => Promise.reject(refusal) })).rejects.toBe(
      refusal,
    );
    const listing = await client('mfe_commerce').listing('mfe_commerce');
    expect(listing.active.version).toBe(released.version);
    expect(listing.releases.map((r) => r.version)).toContain(await releaseVersion(bad));
  });
});
