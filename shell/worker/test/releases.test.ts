// The remotes' releases through the front door (DESIGN.md §19): files from the real local R2 bucket with their type
// and a year's cache, and /remotes.json from the registry in the real local D1 (rows written here as the deploy API
// writes them).
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const DASH = 'http://localhost:8787';
const get = (path: string, init?: RequestInit) => SELF.fetch(`${DASH}${path}`, init);

const V1 = '0123456789abcdef';
const V2 = 'fedcba9876543210';
const ENTRY = 'export const init = 1;';

async function putFile(key: string, body: string, contentType: string): Promise<void> {
  await env.REMOTES.put(key, body, { httpMetadata: { contentType }, customMetadata: { sha256: 'x' } });
}

async function release(remote: string, version: string): Promise<number> {
  const row = await env.CONTROL.prepare('INSERT INTO remote_releases (remote, version, manifest) VALUES (?, ?, ?) RETURNING id')
    .bind(remote, version, '{"shared":[],"files":[]}')
    .first<{ id: number }>();
  return row!.id;
}

async function channel(remote: string, active: number, previous: number | null): Promise<void> {
  await env.CONTROL.prepare(
    `INSERT INTO remote_channels (remote, active_release_id, previous_release_id) VALUES (?, ?, ?)
     ON CONFLICT (remote) DO UPDATE SET active_release_id = excluded.active_release_id, previous_release_id = excluded.previous_release_id`,
  )
    .bind(remote, active, previous)
    .run();
}

describe('front door: release files', () => {
  it('serves a file of a release from R2 with its type, ETag and a year of immutable cache', async () => {
    await putFile(`mfe_account/${V1}/remoteEntry.js`, ENTRY, 'text/javascript; charset=utf-8');
    await putFile(`mfe_account/${V1}/assets/style-abc.css`, 'p{}', 'text/css; charset=utf-8');
    const res = await get(`/remotes/mfe_account/${V1}/remoteEntry.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(ENTRY);
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('ETag')).toMatch(/^"[0-9a-f]+"$/);
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    const css = await get(`/remotes/mfe_account/${V1}/assets/style-abc.css`);
    expect([css.status, css.headers.get('Content-Type'), await css.text()]).toEqual([200, 'text/css; charset=utf-8', 'p{}']);
  });

  it('answers a request with the current ETag with 304, HEAD without a body, and other methods with 405', async () => {
    await putFile(`mfe_account/${V1}/remoteEntry.js`, ENTRY, 'text/javascript; charset=utf-8');
    const etag = (await get(`/remotes/mfe_account/${V1}/remoteEntry.js`)).headers.get('ETag')!;
    const again = await get(`/remotes/mfe_account/${V1}/remoteEntry.js`, { headers: { 'If-None-Match': `"other", W/${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const stale = await get(`/remotes/mfe_account/${V1}/remoteEntry.js`, { headers: { 'If-None-Match': '"other"' } });
    expect(stale.status).toBe(200);
    // Headers R2 would refuse or act on: the file is served whole all the same.
    const odd: [string, string][] = [
      ['If-None-Match', 'junk, "'],
      ['If-None-Match', '"zz"'],
      ['If-Modified-Since', 'yesterday'],
      ['If-Match', '*'],
      ['Range', 'bytes=x'],
    ];
    for (const headers of odd.map(([k, v]) => ({ [k]: v }))) {
      const res = await get(`/remotes/mfe_account/${V1}/remoteEntry.js`, { headers });
      expect([headers, res.status, await res.text()]).toEqual([headers, 200, ENTRY]);
    }
    const head = await get(`/remotes/mfe_account/${V1}/remoteEntry.js`, { method: 'HEAD' });
    expect([head.status, head.headers.get('Content-Length'), await head.text()]).toEqual([200, String(ENTRY.length), '']);
    const post = await get(`/remotes/mfe_account/${V1}/remoteEntry.js`, { method: 'POST', body: 'x' });
    expect([post.status, post.headers.get('Allow')]).toEqual([405, 'GET, HEAD']);
  });

  it.each([
    ['absent from R2', `/remotes/mfe_account/${V1}/assets/missing-1.js`],
    ['a version that was never uploaded', `/remotes/mfe_account/${V2}/remoteEntry.js`],
    ['a traversal out of the release', `/remotes/mfe_account/${V1}/..%2F..%2Fmfe_builder%2F${V1}%2FremoteEntry.js`],
    ['an encoded traversal inside it', `/remotes/mfe_account/${V1}/assets%2F..%2FremoteEntry.js`],
    ['a version that is not a content hash', '/remotes/mfe_account/latest/remoteEntry.js'],
    ['an upper-case version', `/remotes/mfe_account/${V1.toUpperCase()}/remoteEntry.js`],
    ['a remote that is not listed', `/remotes/mfe_other/${V1}/remoteEntry.js`],
    ['a hidden file', `/remotes/mfe_account/${V1}/.env`],
    ['a file type a build never has', `/remotes/mfe_account/${V1}/run.sh`],
    ['a bad escape', `/remotes/mfe_account/${V1}/%E0%A4%A.js`],
    ['the old unversioned path (a file of the static site)', '/remotes/mfe-account/remoteEntry.js'],
    ['the folder itself', '/remotes/'],
  ])('answers %s with a plain 404 that is not cached', async (_, path) => {
    await putFile(`mfe_builder/${V1}/remoteEntry.js`, ENTRY, 'text/javascript; charset=utf-8');
    await putFile(`mfe_account/${V1}/remoteEntry.js`, ENTRY, 'text/javascript; charset=utf-8');
    const res = await get(path);
    expect([path, res.status]).toEqual([path, 404]);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
  });
});

// In order: the registry starts empty, then gets releases.
describe('front door: /remotes.json', () => {
  it('is {} before any release, never cached, with the security headers', async () => {
    const res = await get('/remotes.json');
    expect(await res.json()).toEqual({});
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
  });

  it("lists each listed remote's active release and its fallback, leaving out the shell and unknown names", async () => {
    const account1 = await release('mfe_account', V1);
    await channel('mfe_account', account1, null);
    await channel('shell', await release('shell', V1), null);
    await channel('mfe_unknown', await release('mfe_unknown', V1), null);
    expect(await (await get('/remotes.json')).json()).toEqual({
      mfe_account: { entry: `/remotes/mfe_account/${V1}/remoteEntry.js`, version: V1, fallback: null },
    });

    await channel('mfe_account', await release('mfe_account', V2), account1);
    await channel('mfe_commerce', await release('mfe_commerce', V2), null);
    expect(await (await get('/remotes.json')).json()).toEqual({
      mfe_account: {
        entry: `/remotes/mfe_account/${V2}/remoteEntry.js`,
        version: V2,
        fallback: { entry: `/remotes/mfe_account/${V1}/remoteEntry.js`, version: V1 },
      },
      mfe_commerce: { entry: `/remotes/mfe_commerce/${V2}/remoteEntry.js`, version: V2, fallback: null },
    });
  });
});
