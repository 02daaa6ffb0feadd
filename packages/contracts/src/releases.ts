// Releases of a dashboard remote (DESIGN.md §19): what a version is, which files a release may hold and how they are
// served, and whether a remote's shared requirements are met by what the active shell provides. Used by edge-api's
// deploy API and by scripts/release.mjs (Node runs this file with type stripping, so it imports nothing).

/** A release's version: the first 16 hex digits of the SHA-256 of its file list (see releaseVersion). */
export const RELEASE_VERSION = /^[0-9a-f]{16}$/;
/** The registry's name for the shell: its release records what it provides to remotes; it has no files in R2. */
export const SHELL_RELEASE = 'shell';
/** The two files every remote release has: the federation entry and the manifest its shared requirements come from. */
export const RELEASE_ENTRY = 'remoteEntry.js';
export const RELEASE_MANIFEST = 'mf-manifest.json';
export const MAX_RELEASE_FILES = 500;

/**
 * The secret that lets a deploy tool act for `name` (a remote of REMOTES, or the shell), one per remote so a leaked CI
 * secret of one team cannot replace another team's remote or the shell's provisions: DEPLOY_TOKEN_MFE_ACCOUNT,
 * DEPLOY_TOKEN_SHELL. A new remote needs no other description: its name makes its secret's.
 */
export const deployTokenName = (name: string): string => `DEPLOY_TOKEN_${name.toUpperCase()}`;
/** The development token of `name` that pnpm start writes to edge-api/.dev.vars and the tests bind; never production's. */
export const devDeployToken = (name: string): string => `dev-deploy-token-${name}`;
export const MAX_RELEASE_FILE_BYTES = 10 * 1024 * 1024;

export interface ReleaseFile {
  /** Relative to the build's root, `/`-separated: `remoteEntry.js`, `assets/LoginPage-w4Ys8mQD.js`. */
  path: string;
  /** SHA-256 of the content, lowercase hex. */
  sha256: string;
  size: number;
}

const UTF8 = '; charset=utf-8';
const CONTENT_TYPES: Record<string, string> = {
  js: `text/javascript${UTF8}`,
  mjs: `text/javascript${UTF8}`,
  css: `text/css${UTF8}`,
  json: `application/json${UTF8}`,
  map: `application/json${UTF8}`,
  html: `text/html${UTF8}`,
  txt: `text/plain${UTF8}`,
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
};

/** The Content-Type a release file is served with, from its extension; null for a kind of file a build never has. */
export function releaseContentType(path: string): string | null {
  const dot = path.lastIndexOf('.');
  return dot < 0 ? null : (CONTENT_TYPES[path.slice(dot + 1).toLowerCase()] ?? null);
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/**
 * What keeps a path out of a release: 'shape' unless it is 1-6 plain segments (no `..`, no hidden files) of at most
 * 200 characters in all, else 'type' when its extension is not one a build has; null for a path a release may hold.
 */
export function releasePathProblem(path: string): 'shape' | 'type' | null {
  const segments = path.split('/');
  const plain = path.length <= 200 && segments.length <= 6 && segments.every((s) => SEGMENT.test(s) && !s.includes('..'));
  if (!plain) return 'shape';
  return releaseContentType(path) === null ? 'type' : null;
}

/** A path a release may hold: 1-6 plain segments (no `..`, no hidden files), at most 200 characters, a known type. */
export function isReleasePath(path: string): boolean {
  return releasePathProblem(path) === null;
}

/** Where the front door serves a release's file. */
export function releaseFileUrl(remote: string, version: string, path: string): string {
  return `/remotes/${remote}/${version}/${path}`;
}

const toHex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(data: ArrayBuffer | Uint8Array | string): Promise<string> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return toHex(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
}

/**
 * The version of a build: a hash of every file's path and content hash, so an unchanged build has the same version
 * (nothing to upload) and any changed byte makes a new one. The server computes it again from what it received.
 */
export async function releaseVersion(files: readonly Pick<ReleaseFile, 'path' | 'sha256'>[]): Promise<string> {
  const lines = [...files]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((f) => `${f.path}\0${f.sha256}\n`)
    .join('');
  return (await sha256Hex(lines)).slice(0, 16);
}

// ---- shared modules -------------------------------------------------------------------------------------------------

/** What a remote's mf-manifest.json declares for each module it takes from the shell. */
export interface SharedRequirement {
  name: string;
  /** A semver range; false: any version (the workspace's own packages). */
  requiredVersion: string | false;
}
/** What the shell provides: each shared module at its version ("0.0.0" for a workspace package). */
export interface SharedProvision {
  name: string;
  version: string;
}
export interface SharedMismatch {
  name: string;
  required: string | false;
  /** The shell's version, or null when it does not provide the module. */
  provided: string | null;
}

/** The shared requirements in a remote's mf-manifest.json, or null when the file does not have that shape. */
export function sharedRequirements(manifest: unknown): SharedRequirement[] | null {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return null;
  const out: SharedRequirement[] = [];
  for (const entry of shared as { name?: unknown; requiredVersion?: unknown }[]) {
    const { name, requiredVersion } = entry ?? {};
    if (typeof name !== 'string' || !(typeof requiredVersion === 'string' || requiredVersion === false)) return null;
    out.push({ name, requiredVersion });
  }
  return out;
}

/** Every requirement the shell does not meet: a module it does not provide, or at a version outside the range. */
export function sharedMismatches(required: readonly SharedRequirement[], provided: readonly SharedProvision[]): SharedMismatch[] {
  const versions = new Map(provided.map((p) => [p.name, p.version]));
  return required.flatMap(({ name, requiredVersion }) => {
    const version = versions.get(name) ?? null;
    const ok = version !== null && (requiredVersion === false || satisfies(version, requiredVersion));
    return ok ? [] : [{ name, required: requiredVersion, provided: version }];
  });
}

type Triple = [number, number, number];
type Comparator = (v: Triple) => boolean;

function compare(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** `1.2.3` (a pre-release or build suffix is ignored), `1.2`, `1.x`, `*`: the parts given and how many there are. */
function parsePartial(text: string): { parts: Triple; given: number } | null {
  const m = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:[-+].*)?$/.exec(text.trim());
  if (!m) return null;
  const raw = [m[1], m[2], m[3]];
  const given = raw.findIndex((p) => p === undefined || /^[xX*]$/.test(p));
  const count = given < 0 ? 3 : given;
  const parts = raw.map((p, i) => (i < count ? Number(p) : 0)) as Triple;
  return { parts, given: count };
}

function bump(parts: Triple, index: number): Triple {
  return parts.map((p, i) => (i < index ? p : i === index ? p + 1 : 0)) as Triple;
}

const atLeast =
  (min: Triple): Comparator =>
  (v) =>
    compare(v, min) >= 0;
const below =
  (max: Triple): Comparator =>
  (v) =>
    compare(v, max) < 0;

/** One comparator of a range (`^1.2.3`, `~1.2`, `>=1.0.0`, `1.x`, `1.2.3`) as tests on a version. */
function comparator(token: string): Comparator[] | null {
  const m = /^(\^|~|>=|<=|>|<|=)?(.*)$/.exec(token)!;
  const op = m[1] ?? '';
  const p = parsePartial(m[2]);
  if (!p) return null;
  const { parts, given } = p;
  if (given === 0) return op === '<' || op === '>' ? [() => false] : [() => true];
  switch (op) {
    case '^': {
      const first = parts.findIndex((n) => n !== 0);
      const index = first < 0 || first >= given ? Math.max(given - 1, 0) : first;
      return [atLeast(parts), below(bump(parts, index))];
    }
    case '~':
      return [atLeast(parts), below(bump(parts, given >= 2 ? 1 : 0))];
    case '>=':
      return [atLeast(parts)];
    case '>':
      return given === 3 ? [(v) => compare(v, parts) > 0] : [atLeast(bump(parts, given - 1))];
    case '<':
      return [below(parts)];
    case '<=':
      return given === 3 ? [(v) => compare(v, parts) <= 0] : [below(bump(parts, given - 1))];
    default:
      return given === 3 ? [(v) => compare(v, parts) === 0] : [atLeast(parts), below(bump(parts, given - 1))];
  }
}

/** npm's range grammar as package.json and mf-manifest.json use it: `||` of space-separated comparators. */
export function satisfies(version: string, range: string): boolean {
  const v = parsePartial(version);
  if (!v || v.given !== 3) return false;
  return range.split('||').some((alternative) => {
    const tokens = alternative
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    if (tokens.length === 0) return true;
    const tests = tokens.map(comparator);
    return tests.every((t) => t !== null && t.every((test) => test(v.parts)));
  });
}

/** POST /remotes/failures: the shell's report of a release that failed (the deploy API lists them). */
export interface RemoteFailureReport {
  remote: string;
  version: string;
  /** 'load': the entry or an exposed module did not load; 'render': the page threw while rendering. */
  stage: 'load' | 'render';
  /** The error's message, cut to 500 characters. */
  message: string;
}

// ---- the deploy API (edge-api /admin/remotes, /admin/shell; signed-in /remotes/failures) ------------------------------

/** Failure reports per signed-in session ("client": the edge-api counter it shares) in FAILURE_REPORT_WINDOW_SECONDS,
 * and new (session, release, stage) reports per remote in an hour (a broken release is seen by every merchant at once:
 * the cap keeps the table small while the first reports already tell the story). */
export const FAILURE_REPORTS_PER_CLIENT = 20;
export const FAILURE_REPORT_WINDOW_SECONDS = 600;
export const FAILURE_REPORTS_PER_REMOTE_PER_HOUR = 300;
export const FAILURE_MESSAGE_MAX = 500;
/** The registry rolls a remote back by itself when this many signed-in sessions report its ACTIVE release failing
 * within AUTO_ROLLBACK_WINDOW_SECONDS (sessions, not reports: one browser reloading cannot do it alone). */
export const AUTO_ROLLBACK_SESSIONS = 5;
export const AUTO_ROLLBACK_WINDOW_SECONDS = 600;
/** How many releases and failures GET /admin/remotes/{name} lists, newest first. */
export const RELEASE_LIST_LIMIT = 50;

export interface ReleaseSummary {
  version: string;
  created_at: string;
}
/** A channel after activate, rollback or PUT /admin/shell. */
export interface ChannelState {
  active: ReleaseSummary | null;
  previous: ReleaseSummary | null;
}
export interface RemoteFailure extends Omit<RemoteFailureReport, 'remote'> {
  created_at: string;
}
/** A rollback as the registry recorded it: by whom ('auto': the registry itself, 'deploy': the deploy API) and why. */
export interface RemoteRollback {
  from_version: string;
  to_version: string;
  actor: 'auto' | 'deploy';
  reason: string;
  created_at: string;
}
/** GET /admin/remotes/{name}. */
export interface RemoteListing extends ChannelState {
  name: string;
  releases: ReleaseSummary[];
  failures: RemoteFailure[];
  rollbacks: RemoteRollback[];
}
/** POST /admin/remotes/{name}/releases: the files already uploaded, registered as one version. */
export interface FinalizeReleaseRequest {
  version: string;
  files: ReleaseFile[];
}
/** POST /admin/remotes/{name}/activate: compare-and-swap, `expected_active` null when the channel has none yet. */
export interface ActivateRequest {
  version: string;
  expected_active: string | null;
}
/** POST /admin/remotes/{name}/rollback: to `version`, else the previous release. */
export interface RollbackRequest {
  version?: string;
  expected_active?: string | null;
}
/** PUT /admin/shell: the shell's release and what it provides; it becomes the shell channel's active one. */
export interface ShellReleaseRequest {
  version: string;
  shared: SharedProvision[];
}
