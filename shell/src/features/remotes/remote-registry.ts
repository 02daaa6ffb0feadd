// Finds remotes at run time: /remotes.json (served by the front door from configuration) maps each remote's name to
// its entry URL, and the entries are registered with the federation runtime the first time a page needs them.
import type { RemoteName } from '@app/contracts/remotes';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ComponentType } from 'react';

export type RemoteManifest = Partial<Record<RemoteName, string>>;

const REMOTES_URL = '/remotes.json';

class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`Remote ${remote} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

let manifest: Promise<RemoteManifest> | null = null;
const registered = new Set<RemoteName>();
const attempts = new Map<RemoteName, number>();

function fetchManifest(): Promise<RemoteManifest> {
  return fetch(REMOTES_URL, { headers: { Accept: 'application/json' } }).then((res) => {
    if (!res.ok) throw new Error(`${REMOTES_URL} answered ${res.status}`);
    return res.json() as Promise<RemoteManifest>;
  });
}

function register(name: RemoteName, entry: string): void {
  const attempt = attempts.get(name) ?? 0;
  // A retry registers the remote again under a fresh URL: the runtime and the browser remember a failed entry.
  const url = attempt === 0 ? entry : `${entry}${entry.includes('?') ? '&' : '?'}retry=${attempt}`;
  registerRemotes([{ name, entry: url, type: 'module', entryGlobalName: name, shareScope: 'default' }], { force: attempt > 0 });
  registered.add(name);
}

/** The component a remote exposes as `./<expose>` (its default export, or the export of the same name). */
export async function loadRemoteComponent<P>(name: RemoteName, expose: string): Promise<ComponentType<P>> {
  manifest ??= fetchManifest().catch((err: unknown) => {
    manifest = null;
    throw err;
  });
  const entry = (await manifest)[name];
  if (!entry) throw new RemoteUnavailableError(name, `not listed in ${REMOTES_URL}`);
  if (!registered.has(name)) register(name, entry);
  const mod = await loadRemote<Record<string, unknown>>(`${name}/${expose}`);
  const component = mod?.default ?? mod?.[expose];
  if (!component) throw new RemoteUnavailableError(name, `./${expose} exports no component`);
  return component as ComponentType<P>;
}

/** Makes the next load of this remote start over (Retry button). */
export function forgetRemote(name: RemoteName): void {
  attempts.set(name, (attempts.get(name) ?? 0) + 1);
  registered.delete(name);
}
