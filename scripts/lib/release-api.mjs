// The release script's side of the deploy API (edge-api /admin/remotes, /admin/shell; DESIGN.md §19): release a built
// remote (upload only what a new version needs, register, activate by compare-and-swap), register the shell, roll back.
import { call, json } from './api.mjs';
import { ReleaseError, versionOf } from './release-files.mjs';

const PARALLEL_UPLOADS = 6;
// Each remote and the shell has a token of its own (DEPLOY_TOKEN_MFE_ACCOUNT, DEPLOY_TOKEN_SHELL): one remote's is
// refused for another. Locally pnpm start writes them to edge-api/.dev.vars (restart it after an update).
const TOKEN_HINT =
  "The deploy token is the remote's own: DEPLOY_TOKEN_<NAME> (or DEPLOY_TOKEN) in the environment, else in edge-api/.dev.vars (locally: restart pnpm start, which writes them).";

/** The API's answer to a failed call, as the operator reads it: status, code, message and every detail. */
export class ApiFailure extends ReleaseError {
  constructor(what, { status, body }) {
    const detail = (body?.detail ?? []).map((d) => `\n  - ${d.msg}`).join('');
    const hint = status === 401 ? `\n${TOKEN_HINT}` : '';
    super(
      `${what}: ${status} ${body?.code ?? ''} ${body?.message ?? (typeof body === 'string' ? body.slice(0, 300) : '')}${detail}${hint}`,
    );
    this.status = status;
    this.code = body?.code;
  }
}

/** Calls of the deploy API under `apiBase` (the front door's `/api`, or edge-api itself) with the deploy token. */
export function deployClient(apiBase, token) {
  const send = async (what, pathname, init) => {
    let res;
    try {
      res = await call(apiBase, pathname, init, token);
    } catch (err) {
      throw new ReleaseError(`${what}: cannot reach ${apiBase} (${err.cause?.code ?? err.message})`);
    }
    if (res.status < 200 || res.status > 299) throw new ApiFailure(what, res);
    return res.body;
  };
  const remote = (name) => `/admin/remotes/${name}`;
  return {
    listing: (name) => send(`GET ${name}`, remote(name), {}),
    upload: (name, version, file) =>
      send(`upload ${file.path}`, `${remote(name)}/releases/${version}/files/${file.path.split('/').map(encodeURIComponent).join('/')}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: file.bytes,
      }),
    finalize: (name, version, files) =>
      send(
        `register ${name} ${version}`,
        `${remote(name)}/releases`,
        json('POST', { version, files: files.map(({ path, sha256, size }) => ({ path, sha256, size })) }),
      ),
    activate: (name, version, expected) =>
      send(`activate ${name} ${version}`, `${remote(name)}/activate`, json('POST', { version, expected_active: expected })),
    rollback: (name, body) => send(`roll back ${name}`, `${remote(name)}/rollback`, json('POST', body)),
    shell: (version, shared) => send('register the shell', '/admin/shell', json('PUT', { version, shared })),
  };
}

/** Uploads the files a few at a time; returns the bytes sent. */
async function uploadAll(client, name, version, files) {
  let next = 0;
  let bytes = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      await client.upload(name, version, file);
      bytes += file.size;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, files.length) }, worker));
  return bytes;
}

/**
 * Releases a listed build of `name`: nothing when its version is already active ("unchanged"), only an activation when
 * it is registered (a release seen before), else upload, register and activate. The activation expects the release
 * that was active when we looked, so two releases at once cannot both win silently. `check(version)`, when given,
 * runs once the files are served and before the activation: when it throws, nothing is activated.
 */
export async function releaseBuild(client, name, files, { check } = {}) {
  const started = performance.now();
  const version = await versionOf(files);
  const before = await client.listing(name);
  const previous = before.active?.version ?? null;
  const result = { name, version, previous, outcome: 'unchanged', uploadedFiles: 0, uploadedBytes: 0 };
  if (previous !== version) {
    if (!before.releases.some((r) => r.version === version)) {
      result.uploadedBytes = await uploadAll(client, name, version, files);
      result.uploadedFiles = files.length;
      await client.finalize(name, version, files);
      result.outcome = 'released';
    } else {
      result.outcome = 'reactivated';
    }
    if (check) result.checked = await check(version);
    await client.activate(name, version, previous);
  }
  return { ...result, ms: Math.round(performance.now() - started) };
}

/** The shell's release: the version of its dist files and the shared modules it provides (shell-manifest.json). */
export async function releaseShell(client, files, manifest) {
  if (!Array.isArray(manifest?.shared)) throw new ReleaseError('shell/dist/shell-manifest.json has no "shared" list: build the shell');
  const version = await versionOf(files);
  const state = await client.shell(version, manifest.shared);
  return { version, previous: state.previous?.version ?? null, active: state.active?.version };
}

/** Back to `version`, else the previous release, expecting the release active now. */
export async function rollbackRemote(client, name, version) {
  const before = await client.listing(name);
  const expected = before.active?.version ?? null;
  const state = await client.rollback(name, { ...(version && { version }), expected_active: expected });
  return { name, from: expected, to: state.active?.version, previous: state.previous?.version ?? null };
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One line per release for the terminal. */
export function describeRelease(r) {
  if (r.outcome === 'unchanged') return `${r.name} ${r.version}: unchanged (already active), nothing uploaded (${r.ms} ms)`;
  const what =
    r.outcome === 'released' ? `uploaded ${r.uploadedFiles} files, ${kib(r.uploadedBytes)}` : 'already registered, nothing uploaded';
  const checked = r.checked ? `; ${r.checked}` : '';
  return `${r.name} ${r.version}: active (was ${r.previous ?? 'none'}); ${what}${checked}; ${r.ms} ms`;
}
