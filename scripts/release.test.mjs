// The release and rollback commands: the files and version of a build, the command line, the deploy token, and the
// whole flow (release, unchanged, a release seen before, rollback, refusals) against a real `wrangler dev` of edge-api.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseVersion } from '../packages/contracts/src/releases.ts';
import { deployClient, releaseBuild, releaseShell, rollbackRemote } from './lib/release-api.mjs';
import { deployTarget, listBuild, parseReleaseArgs, parseRollbackArgs, readVars, remoteNameOf } from './lib/release-files.mjs';
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
    expect(parseReleaseArgs([], '/w/mfe-account')).toEqual({ shell: false, build: true, folders: ['/w/mfe-account'] });
    expect(parseReleaseArgs(['--no-build', 'mfe-account', 'mfe-builder'], '/w')).toEqual({
      shell: false,
      build: false,
      folders: ['/w/mfe-account', '/w/mfe-builder'],
    });
    expect(parseReleaseArgs(['shell'], '/w')).toEqual({ shell: true });
    expect(() => parseReleaseArgs(['--force'], '/w/mfe-account')).toThrow(/unknown option --force/);
    expect(() => parseReleaseArgs(['shell', 'mfe-account'], '/w')).toThrow(/no other argument/);
    expect(() => parseReleaseArgs([], '/w')).toThrow(/not a remote/);
    expect(() => parseReleaseArgs(['--help'], '/w')).toThrow(/usage/);
  });

  it('reads rollback.mjs arguments: an optional version', () => {
    expect(parseRollbackArgs([])).toEqual({ version: undefined });
    expect(parseRollbackArgs(['0123456789abcdef'])).toEqual({ version: '0123456789abcdef' });
    expect(() => parseRollbackArgs(['latest'])).toThrow(/not a version/);
    expect(() => parseRollbackArgs(['0123456789abcdef', 'x'])).toThrow(/usage/);
  });

  it('takes the target and token from the environment, else the local product and edge-api/.dev.vars(.example)', () => {
    const root = folder('root', { 'edge-api/.dev.vars.example': 'PEPPER=x\nDEPLOY_TOKEN=from-example\n' });
    expect(deployTarget({}, root)).toEqual({ target: 'http://127.0.0.1:8787', token: 'from-example' });
    writeFileSync(path.join(root, 'edge-api/.dev.vars'), 'DEPLOY_TOKEN = from-dev-vars \n');
    expect(deployTarget({}, root).token).toBe('from-dev-vars');
    expect(deployTarget({ DEPLOY_TOKEN: 't', RELEASE_TARGET: 'https://x.example/' }, root)).toEqual({
      target: 'https://x.example',
      token: 't',
    });
    expect(readVars(path.join(ROOT, 'edge-api/.dev.vars.example')).DEPLOY_TOKEN).toBe('dev-deploy-token-change-me');
  });
});

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

describe('against edge-api in wrangler dev', () => {
  const TOKEN = 'release-test-token';
  let server;
  let client;
  let base;

  beforeAll(async () => {
    const state = path.join(tmp, 'state');
    const wrangler = path.join(ROOT, 'node_modules/.bin/wrangler');
    const config = ['-c', 'edge-api/wrangler.toml', '--persist-to', state];
    spawnSync(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', ...config], { cwd: ROOT, env: wranglerEnv(), stdio: 'pipe' });
    const port = await freePort();
    const args = ['dev', ...config, '--port', String(port), '--ip', '127.0.0.1', '--var', `DEPLOY_TOKEN:${TOKEN}`];
    server = spawn(wrangler, [...args, '--show-interactive-dev-session=false'], {
      cwd: ROOT,
      env: wranglerEnv(),
      stdio: 'ignore',
      detached: true,
    });
    base = `http://127.0.0.1:${port}`;
    for (
      let i = 0;
      i < 240 &&
      !(await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await new Promise((r) => setTimeout(r, 500));
    client = deployClient(base, TOKEN);
  }, 150_000);
  afterAll(() => server && process.kill(-server.pid, 'SIGTERM'));

  it('registers the shell, releases a build, does nothing for the same build, reactivates one seen before, rolls back', async () => {
    const shell = await releaseShell(client, await listBuild(folder('shell-dist', { 'index.html': '<!doctype html>' }), { check: false }), {
      shared: [{ name: 'react', version: '19.3.1' }],
    });
    expect(shell.active).toBe(shell.version);

    const v1 = await listBuild(
      folder('v1', { 'remoteEntry.js': 'export const v = 1;', 'mf-manifest.json': manifest(), 'assets/a.js': '1' }),
    );
    const first = await releaseBuild(client, 'mfe_account', v1);
    expect(first).toMatchObject({ outcome: 'released', uploadedFiles: 3, uploadedBytes: v1.reduce((n, f) => n + f.size, 0) });
    expect(await releaseBuild(client, 'mfe_account', v1)).toMatchObject({ outcome: 'unchanged', uploadedFiles: 0, uploadedBytes: 0 });

    const v2 = await listBuild(
      folder('v2', { 'remoteEntry.js': 'export const v = 2;', 'mf-manifest.json': manifest(), 'assets/a.js': '1' }),
    );
    const second = await releaseBuild(client, 'mfe_account', v2);
    expect(second).toMatchObject({ outcome: 'released', previous: first.version });

    const back = await rollbackRemote(client, 'mfe_account');
    expect(back).toMatchObject({ from: second.version, to: first.version, previous: second.version });
    // v2 again: registered already, so only activated.
    expect(await releaseBuild(client, 'mfe_account', v2)).toMatchObject({ outcome: 'reactivated', uploadedFiles: 0 });
    expect(await rollbackRemote(client, 'mfe_account', first.version)).toMatchObject({ to: first.version });
  });

  it("prints the API's refusal: an incompatible build, a wrong token", async () => {
    const bad = await listBuild(
      folder('bad-shared', { 'remoteEntry.js': 'x', 'mf-manifest.json': manifest([{ name: 'react', requiredVersion: '^20.0.0' }]) }),
    );
    await expect(releaseBuild(client, 'mfe_builder', bad)).rejects.toThrow(
      /409 incompatible_shared[\s\S]*react: the release needs \^20\.0\.0/,
    );
    await expect(deployClient(base, 'wrong').listing('mfe_builder')).rejects.toThrow(
      /GET mfe_builder: 401 invalid_token[\s\S]*DEPLOY_TOKEN/,
    );
  });
});
