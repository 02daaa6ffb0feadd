// Deploy API helpers: builds of a made-up remote (each one a new version, random bytes), uploaded, registered and
// activated through the worker's own fetch with the remote's own test deploy token. Every test file registers the SAME shell, so
// files running side by side never disagree about what the shell provides.
import {
  releaseVersion,
  sha256Hex,
  type ChannelState,
  type ReleaseFile,
  type RemoteListing,
  type SharedRequirement,
} from '@app/contracts/releases';
import { expect } from 'vitest';
import { api } from './helpers';

/** Each remote's (and the shell's) own deploy token, as vitest.config.ts binds them. */
export const tokenOf = (name: string) => `test-deploy-token-${name}`;

/** The name a deploy API path acts for: /admin/remotes/<name>/..., or the shell for /admin/shell. */
const scopeOf = (path: string) => /^\/admin\/remotes\/([^/]+)/.exec(path)?.[1] ?? 'shell';

export const SHELL = {
  version: 'aaaaaaaaaaaaaaaa',
  shared: [
    { name: 'react', version: '19.3.0' },
    { name: 'react-dom', version: '19.3.0' },
    { name: '@app/ui', version: '0.0.0' },
  ],
};

/** What the shell above provides. */
export const COMPATIBLE: SharedRequirement[] = [
  { name: 'react', requiredVersion: '^19.0.0' },
  { name: '@app/ui', requiredVersion: false },
];

/** A deploy API call with the token of the remote the path names. */
export function deploy(path: string, init: RequestInit & { json?: unknown } = {}) {
  return api(path, { ...init, token: tokenOf(scopeOf(path)) });
}

export const post = (path: string, json: unknown) => deploy(path, { method: 'POST', json });

export async function registerShell(): Promise<void> {
  const res = await deploy('/admin/shell', { method: 'PUT', json: SHELL });
  expect(res.status, await res.clone().text()).toBe(200);
}

export interface Build {
  version: string;
  files: ReleaseFile[];
  bytes: Record<string, Uint8Array>;
}

const enc = new TextEncoder();

/** A remote's build: its entry, its manifest (with these shared requirements) and a chunk, unique to this call. */
export async function makeBuild(shared: SharedRequirement[] = COMPATIBLE, extra: Record<string, string> = {}): Promise<Build> {
  const salt = crypto.randomUUID();
  const texts: Record<string, string> = {
    'remoteEntry.js': `export const build = '${salt}';`,
    'mf-manifest.json': JSON.stringify({ name: 'x', shared, exposes: [] }),
    [`assets/chunk-${salt.slice(0, 8)}.js`]: `console.log('${salt}');`,
    ...extra,
  };
  const bytes = Object.fromEntries(Object.entries(texts).map(([p, t]) => [p, enc.encode(t)]));
  const files = await Promise.all(
    Object.entries(bytes).map(async ([path, b]) => ({ path, sha256: await sha256Hex(b), size: b.byteLength })),
  );
  return { version: await releaseVersion(files), files, bytes };
}

export const fileUrl = (remote: string, version: string, path: string) => `/admin/remotes/${remote}/releases/${version}/files/${path}`;

export async function upload(remote: string, build: Build, only?: string[]): Promise<void> {
  for (const f of build.files.filter((x) => !only || only.includes(x.path))) {
    const res = await deploy(fileUrl(remote, build.version, f.path), { method: 'PUT', body: build.bytes[f.path] });
    expect(res.status, await res.clone().text()).toBe(201);
  }
}

export const finalize = (remote: string, build: Build) =>
  post(`/admin/remotes/${remote}/releases`, { version: build.version, files: build.files });

/** Uploaded and registered, not active. */
export async function registered(remote: string, shared?: SharedRequirement[]): Promise<Build> {
  const build = await makeBuild(shared);
  await upload(remote, build);
  const res = await finalize(remote, build);
  expect(res.status, await res.clone().text()).toBe(201);
  return build;
}

export async function listing(remote: string): Promise<RemoteListing> {
  const res = await deploy(`/admin/remotes/${remote}`);
  expect(res.status).toBe(200);
  return (await res.json()) as RemoteListing;
}

export const activeVersion = async (remote: string) => (await listing(remote)).active?.version ?? null;

export async function activate(remote: string, version: string, expected?: string | null): Promise<Response> {
  const expected_active = expected === undefined ? await activeVersion(remote) : expected;
  return post(`/admin/remotes/${remote}/activate`, { version, expected_active });
}

export async function activated(remote: string, build: Build): Promise<ChannelState> {
  const res = await activate(remote, build.version);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ChannelState;
}

export const errorOf = async (res: Response) => (await res.json()) as { code: string; message: string; detail?: Record<string, unknown>[] };
