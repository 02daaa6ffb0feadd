// The deploy API's auth and the upload of a release: files under {remote}/{version}/{path} in the REMOTES bucket, then
// registered once every file is there as listed; a registered version never changes.
import { describe, expect, it } from 'vitest';
import { MAX_RELEASE_FILE_BYTES } from '@app/contracts/releases';
import { app } from '../src/app';
import { api, env } from './helpers';
import { deploy, errorOf, fileUrl, finalize, makeBuild, post, registered, registerShell, SHELL, tokenOf, upload } from './release-helpers';

const R = 'mfe_account';

describe('deploy token', () => {
  it('refuses no token, a wrong one and a session-looking one; accepts the secret', async () => {
    const none = await api(`/admin/remotes/${R}`);
    expect(none.status).toBe(401);
    expect((await errorOf(none)).code).toBe('no_token');
    const wrong = await api(`/admin/remotes/${R}`, { token: `${tokenOf(R)}X` });
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).code).toBe('invalid_token');
    expect((await api(`/admin/remotes/${R}`, { headers: { Authorization: 'Basic dGVzdA==' } })).status).toBe(401);
    expect((await deploy(`/admin/remotes/${R}`)).status).toBe(200);
  });

  it('refuses everything when the remote has no secret set, even an empty bearer', async () => {
    const call = (token: string) =>
      app.fetch(new Request(`https://api.test/admin/remotes/${R}`, { headers: { Authorization: `Bearer ${token}` } }), {
        ...env,
        DEPLOY_TOKEN_MFE_ACCOUNT: '',
      });
    expect((await call(tokenOf(R))).status).toBe(401);
    expect((await call('')).status).toBe(401);
  });

  it("takes each remote's token for that remote only: never for another remote nor for the shell", async () => {
    await registerShell();
    const build = await makeBuild();
    const others = ['mfe_builder', 'mfe_commerce', 'shell'];
    const as = (token: string, path: string, init: RequestInit & { json?: unknown } = {}) => api(path, { ...init, token });
    for (const other of others) {
      const token = tokenOf(other);
      const attempts: [string, string, unknown?][] = [
        ['GET', `/admin/remotes/${R}`],
        ['PUT', fileUrl(R, build.version, 'remoteEntry.js')],
        ['POST', `/admin/remotes/${R}/releases`, { version: build.version, files: build.files }],
        ['POST', `/admin/remotes/${R}/activate`, { version: build.version, expected_active: null }],
        ['POST', `/admin/remotes/${R}/rollback`, {}],
      ];
      for (const [method, path, json] of attempts) {
        const res = await as(token, path, { method, ...(json === undefined ? { body: method === 'PUT' ? 'x' : undefined } : { json }) });
        expect(res.status, `${other}'s token: ${method} ${path}`).toBe(401);
        expect((await errorOf(res)).code).toBe('invalid_token');
      }
    }
    // A remote's token cannot declare what the shell provides (every remote's activation is checked against it).
    for (const remote of ['mfe_account', 'mfe_builder', 'mfe_commerce']) {
      const res = await as(tokenOf(remote), '/admin/shell', { method: 'PUT', json: SHELL });
      expect(res.status, remote).toBe(401);
      expect((await as(tokenOf(remote), `/admin/remotes/${remote}`)).status, remote).toBe(200);
    }
    expect((await as(tokenOf('shell'), '/admin/shell', { method: 'PUT', json: SHELL })).status).toBe(200);
    // Nothing of the build was stored by the refused calls.
    expect(await env.REMOTES.head(`${R}/${build.version}/remoteEntry.js`)).toBeNull();
  });

  it('guards every deploy operation; the failure reports need a session, not a deploy token', async () => {
    for (const [method, path] of [
      ['PUT', fileUrl(R, '0123456789abcdef', 'remoteEntry.js')],
      ['POST', `/admin/remotes/${R}/releases`],
      ['POST', `/admin/remotes/${R}/activate`],
      ['POST', `/admin/remotes/${R}/rollback`],
      ['PUT', '/admin/shell'],
    ]) {
      expect((await api(path, { method, json: {} })).status, path).toBe(401);
    }
    expect((await api('/remotes/failures', { method: 'POST', json: {} })).status).toBe(401);
    expect((await api('/remotes/failures', { method: 'POST', json: {}, token: tokenOf(R) })).status).toBe(401);
  });
});

describe('uploads', () => {
  it('stores a file with its type and hash; the same bytes again are a 200', async () => {
    const build = await makeBuild();
    const put = () => deploy(fileUrl(R, build.version, 'remoteEntry.js'), { method: 'PUT', body: build.bytes['remoteEntry.js'] });
    const first = await put();
    expect(first.status).toBe(201);
    const file = build.files.find((f) => f.path === 'remoteEntry.js');
    expect(await first.json()).toEqual(file);
    expect((await put()).status).toBe(200);
    // Other bytes under that path of that version: no build makes them (the version is the hash of the files).
    const other = await deploy(fileUrl(R, build.version, 'remoteEntry.js'), { method: 'PUT', body: 'export const other = 1;' });
    expect(other.status).toBe(409);
    expect((await errorOf(other)).code).toBe('release_immutable');
    const object = await env.REMOTES.head(`${R}/${build.version}/remoteEntry.js`);
    expect(object?.httpMetadata?.contentType).toBe('text/javascript; charset=utf-8');
    expect(object?.customMetadata?.sha256).toBe(file?.sha256);
  });

  it('answers 404 for an unknown remote, 400 for a bad version or path, 415 for a type no build has', async () => {
    const put = (remote: string, version: string, path: string) => deploy(fileUrl(remote, version, path), { method: 'PUT', body: 'x' });
    const v = '0123456789abcdef';
    for (const remote of ['mfe_nope', 'shell', 'mfe-account']) {
      const res = await put(remote, v, 'a.js');
      expect(res.status, remote).toBe(404);
      expect((await errorOf(res)).code).toBe('remote_not_found');
    }
    for (const version of ['0123456789ABCDEF', '0123', 'latest']) expect((await put(R, version, 'a.js')).status, version).toBe(400);
    for (const path of ['.env.js', 'a%2F..%2Fb.js', 'a/..b.js', 'a//b.js', `${'x/'.repeat(6)}a.js`, 'a%00.js']) {
      const res = await put(R, v, path);
      expect(res.status, path).toBe(400);
      expect((await errorOf(res)).message).toMatch(/not a release file path/);
    }
    for (const path of ['run.sh', 'index.php', 'noext']) {
      const res = await put(R, v, path);
      expect(res.status, path).toBe(415);
      expect((await errorOf(res)).code).toBe('unsupported_media_type');
    }
  });

  it('takes a file of up to MAX_RELEASE_FILE_BYTES and refuses a bigger one with 413', async () => {
    const v = (await makeBuild()).version;
    const big = new Uint8Array(MAX_RELEASE_FILE_BYTES);
    expect((await deploy(fileUrl(R, v, 'assets/big.js'), { method: 'PUT', body: big })).status).toBe(201);
    const over = await deploy(fileUrl(R, v, 'assets/over.js'), { method: 'PUT', body: new Uint8Array(MAX_RELEASE_FILE_BYTES + 1) });
    expect(over.status).toBe(413);
  });
});

describe('registering a release', () => {
  it('registers once every listed file is there, then the version is immutable', async () => {
    const build = await registered(R);
    const again = await finalize(R, build);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { version: string }).version).toBe(build.version);
    const replace = await deploy(fileUrl(R, build.version, 'remoteEntry.js'), { method: 'PUT', body: 'export const evil = 1;' });
    expect(replace.status).toBe(409);
    expect((await errorOf(replace)).code).toBe('release_immutable');
    // Not even a new file may join it.
    expect((await deploy(fileUrl(R, build.version, 'assets/new.js'), { method: 'PUT', body: 'x' })).status).toBe(409);
    const stored = await env.REMOTES.get(`${R}/${build.version}/remoteEntry.js`);
    expect(await stored?.text()).toBe(new TextDecoder().decode(build.bytes['remoteEntry.js']));
  });

  it('refuses a version that is not the hash of the file list', async () => {
    const build = await makeBuild();
    await upload(R, build);
    const res = await post(`/admin/remotes/${R}/releases`, { version: 'fedcba9876543210', files: build.files });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('version_mismatch');
  });

  it('refuses a list whose files are not all uploaded as listed', async () => {
    const build = await makeBuild();
    await upload(R, build, ['remoteEntry.js', 'mf-manifest.json']);
    const res = await finalize(R, build);
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(body.code).toBe('release_incomplete');
    expect(body.detail?.map((d) => (d.loc as string[]).at(-1))).toEqual([build.files[2].path]);
  });

  it('refuses a list without the entry or the manifest, with a bad path, or a manifest without shared modules', async () => {
    const noEntry = await makeBuild();
    noEntry.files = noEntry.files.filter((f) => f.path !== 'remoteEntry.js');
    expect((await errorOf(await finalize(R, noEntry))).code).toBe('release_incomplete');
    const badPath = await makeBuild(undefined, { 'x.exe': 'MZ' });
    expect((await finalize(R, badPath)).status).toBe(415);
    const noShared = await makeBuild();
    noShared.bytes['mf-manifest.json'] = new TextEncoder().encode('{"name":"x"}');
    const { sha256Hex, releaseVersion } = await import('@app/contracts/releases');
    const m = noShared.files.find((f) => f.path === 'mf-manifest.json')!;
    Object.assign(m, { sha256: await sha256Hex(noShared.bytes['mf-manifest.json']), size: noShared.bytes['mf-manifest.json'].byteLength });
    noShared.version = await releaseVersion(noShared.files);
    await upload(R, noShared);
    const res = await finalize(R, noShared);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/shared/);
  });

  it('answers a malformed list with 400 validation_failed', async () => {
    for (const json of [
      {},
      { version: 'x', files: [] },
      { version: '0123456789abcdef', files: [{ path: 'a.js', sha256: 'z', size: -1 }] },
    ]) {
      const res = await post(`/admin/remotes/${R}/releases`, json);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe('validation_failed');
    }
  });
});
