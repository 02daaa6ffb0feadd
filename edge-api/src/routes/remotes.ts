// The deploy API (DESIGN.md §19), for remote teams' release scripts (the named remote's own deploy token,
// middleware/deploy-token.ts): list a remote's releases, upload a version's files, register them, activate or roll
// back; PUT /admin/shell records what the shell provides (the shell's token). POST /remotes/failures (the shell's
// reports of a failed release, by a signed-in session) is in remote-failures.ts.
import { isRemoteName } from '@app/contracts/remotes';
import { Hono } from 'hono';
import { ops, type ErrorDetail, type Operation, type ParamNames } from '@app/contracts';
import {
  RELEASE_ENTRY,
  RELEASE_MANIFEST,
  RELEASE_VERSION,
  SHELL_RELEASE,
  releasePathProblem,
  releaseVersion,
  sharedRequirements,
  type ReleaseFile,
  type RemoteListing,
} from '@app/contracts/releases';
import type { AppEnv, Ctx } from '../env';
import { ApiError, badRequest, conflict } from '../errors';
import { readJson } from '../lib/http';
import { body, route, textParam } from '../lib/operations';
import { findChannel, findRelease, insertRelease, listFailures, listReleases, listRollbacks, setShellActive } from '../db/remotes';
import { activate, channelState, quote, remoteNotFound, rollback } from '../services/releases';
import { missingFiles, putReleaseFile, readReleaseText } from '../storage/releases';

export const remoteRoutes = new Hono<AppEnv>();

type RemoteOp = Operation<`/admin/remotes/:name${string}`>;

/** The remote a path names: one of REMOTES (the shell too where `shell` allows it), else 404 remote_not_found. */
function remoteParam(c: Ctx, o: RemoteOp, shell = false): string {
  const name = textParam(c, o, 'name' as ParamNames<RemoteOp['path']>);
  if (isRemoteName(name) || (shell && name === SHELL_RELEASE)) return name;
  // The shell's files are the front door's own; the registry only records what it provides.
  if (name === SHELL_RELEASE) throw new ApiError(404, 'remote_not_found', 'The shell is not released here: PUT /admin/shell records it');
  throw remoteNotFound(name);
}

interface PathProblem {
  status: 400 | 415;
  detail: ErrorDetail;
}

/** What is wrong with a file's path: its shape (400), or a kind of file a release may not hold (415). */
function pathProblem(path: string, loc: string[] = ['path']): PathProblem | null {
  const problem = releasePathProblem(path);
  if (!problem) return null;
  if (problem === 'shape') return { status: 400, detail: { loc, msg: `${quote(path)} is not a release file path` } };
  return { status: 415, detail: { loc, msg: `${quote(path)} is not a kind of file a release may hold` } };
}

/** The first problem's answer, every problem in its detail. */
function pathError([first, ...rest]: PathProblem[]): ApiError {
  const detail = [first, ...rest].map((p) => p.detail);
  return first.status === 415
    ? new ApiError(415, 'unsupported_media_type', first.detail.msg, detail)
    : badRequest(first.detail.msg, 'bad_request', detail);
}

route(remoteRoutes, ops.remoteReleases, async (c) => {
  const name = remoteParam(c, ops.remoteReleases, true);
  const db = c.env.CONTROL;
  const [channel, releases, failures, rollbacks] = await Promise.all([
    findChannel(db, name),
    listReleases(db, name),
    listFailures(db, name),
    listRollbacks(db, name),
  ]);
  return c.json<RemoteListing>({ name, ...channelState(channel), releases, failures, rollbacks });
});

route(remoteRoutes, ops.releaseFileUpload, async (c) => {
  const o = ops.releaseFileUpload;
  const name = remoteParam(c, o);
  const version = textParam(c, o, 'version');
  if (!RELEASE_VERSION.test(version)) throw badRequest(`${quote(version)} is not a version (16 lowercase hex digits)`);
  const path = textParam(c, o, 'path');
  const problem = pathProblem(path);
  if (problem) throw pathError([problem]);
  // A registered version is immutable: the browsers that cached its files for a year must keep getting the same bytes.
  if (await findRelease(c.env.CONTROL, name, version)) {
    throw conflict(`${name} ${version} is registered: its files cannot change`, 'release_immutable');
  }
  const { file, created, conflict: other } = await putReleaseFile(c.env.REMOTES, name, version, path, await c.req.arrayBuffer());
  if (other) throw conflict(`${path} of ${name} ${version} is already uploaded with other content`, 'release_immutable');
  return c.json<ReleaseFile>(file, created ? 201 : 200);
});

/** The list's paths: each one a release may hold, none twice, the entry and the manifest among them. */
function checkFileList(files: readonly ReleaseFile[]): void {
  const problems = files.flatMap((f, i) => pathProblem(f.path, ['body', 'files', String(i), 'path']) ?? []);
  if (problems.length) throw pathError(problems);
  const paths = new Set(files.map((f) => f.path));
  if (paths.size !== files.length) throw badRequest('A path is listed twice');
  const absent = [RELEASE_ENTRY, RELEASE_MANIFEST].filter((p) => !paths.has(p));
  if (absent.length) throw badRequest(`A release needs ${absent.join(' and ')}`, 'release_incomplete');
}

route(remoteRoutes, ops.releaseFinalize, async (c) => {
  const name = remoteParam(c, ops.releaseFinalize);
  const { version, files } = await body(ops.releaseFinalize, await readJson(c));
  checkFileList(files);
  const actual = await releaseVersion(files);
  if (actual !== version) throw badRequest(`These files are version ${actual}, not ${version}`, 'version_mismatch');
  const existing = await findRelease(c.env.CONTROL, name, version);
  if (existing) return c.json({ version, created_at: existing.created_at }, 200);
  const missing = await missingFiles(c.env.REMOTES, name, version, files);
  if (missing.length) {
    const detail = missing.map((p) => ({ loc: ['body', 'files', p], msg: `${p} was not uploaded with this hash and size` }));
    throw badRequest(`${missing.length} of the files are not uploaded as listed`, 'release_incomplete', detail);
  }
  const shared = sharedRequirements(parseJson(await readReleaseText(c.env.REMOTES, name, version, RELEASE_MANIFEST)));
  if (!shared) throw badRequest(`${RELEASE_MANIFEST} has no list of shared modules`);
  const { release, created } = await insertRelease(c.env.CONTROL, name, version, { shared, files });
  return c.json({ version, created_at: release.created_at }, created ? 201 : 200);
});

function parseJson(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

route(remoteRoutes, ops.releaseActivate, async (c) => {
  const name = remoteParam(c, ops.releaseActivate);
  const { version, expected_active } = await body(ops.releaseActivate, await readJson(c));
  return c.json(await activate(c.env.CONTROL, name, version, expected_active ?? null));
});

route(remoteRoutes, ops.releaseRollback, async (c) => {
  const name = remoteParam(c, ops.releaseRollback);
  const { version, expected_active } = await body(ops.releaseRollback, await readJson(c));
  return c.json(await rollback(c.env.CONTROL, name, version, expected_active));
});

route(remoteRoutes, ops.shellRelease, async (c) => {
  const { version, shared } = await body(ops.shellRelease, await readJson(c));
  const { release } = await insertRelease(c.env.CONTROL, SHELL_RELEASE, version, { shared });
  await setShellActive(c.env.CONTROL, SHELL_RELEASE, release.id);
  return c.json(channelState(await findChannel(c.env.CONTROL, SHELL_RELEASE)));
});
