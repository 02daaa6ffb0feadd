// Finds remotes at run time: /remotes.json (served by the front door from the release registry) gives each remote's
// active release and its fallback (the release before it, DESIGN.md §19). A remote is registered with the federation
// runtime the first time a page needs it. When its active release does not load, the failure is reported and the
// fallback is registered under the same name instead (likewise when a page of it throws while rendering); the remote
// then stays on its fallback (every page of it) until Retry starts it over from the active release.
import type { RemoteChannel, RemoteName, RemoteRelease, RemotesJson } from '@app/contracts/remotes';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import { reportFailure } from './failure-report';

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

interface RemoteState {
  /** Retries so far: each one registers fresh entry URLs (the runtime and the browser remember a failed entry). */
  attempt: number;
  /** On the fallback after the active release failed to load or render. */
  onFallback: boolean;
  /** The entry URL registered with the runtime for this name, if any. */
  registered: string | null;
}

let manifest: Promise<RemotesJson> | null = null;
/** The channels as read, for the synchronous questions a render asks (canFallBack). */
let channels: RemotesJson = {};
const states = new Map<RemoteName, RemoteState>();

function stateOf(name: RemoteName): RemoteState {
  let state = states.get(name);
  if (!state) {
    state = { attempt: 0, onFallback: false, registered: null };
    states.set(name, state);
  }
  return state;
}

function fetchManifest(): Promise<RemotesJson> {
  return fetch(REMOTES_URL, { headers: { Accept: 'application/json' } }).then(async (res) => {
    if (!res.ok) throw new Error(`${REMOTES_URL} answered ${res.status}`);
    channels = (await res.json()) as RemotesJson;
    return channels;
  });
}

async function channelOf(name: RemoteName): Promise<RemoteChannel> {
  manifest ??= fetchManifest().catch((err: unknown) => {
    manifest = null;
    throw err;
  });
  const channel = (await manifest)[name];
  // typeof: an old front door answers { name: url } (a page open across the deploy of the registry).
  if (typeof channel?.entry !== 'string') throw new RemoteUnavailableError(name, `not listed in ${REMOTES_URL}`);
  return channel;
}

/** Registers `release` under the remote's name unless it already is; another release of it is replaced (force). */
function register(name: RemoteName, state: RemoteState, release: RemoteRelease): void {
  const { entry } = release;
  const url = state.attempt === 0 ? entry : `${entry}${entry.includes('?') ? '&' : '?'}retry=${state.attempt}`;
  if (state.registered === url) return;
  const remote = { name, entry: url, type: 'module', entryGlobalName: name, shareScope: 'default' };
  registerRemotes([remote], { force: state.registered !== null });
  state.registered = url;
}

async function loadFrom<P>(name: RemoteName, expose: string, state: RemoteState, release: RemoteRelease): Promise<ComponentType<P>> {
  register(name, state, release);
  const mod = await loadRemote<Record<string, unknown>>(`${name}/${expose}`);
  const component = mod?.default ?? mod?.[expose];
  if (!component) throw new RemoteUnavailableError(name, `./${expose} exports no component`);
  return component as ComponentType<P>;
}

/** The release the remote's pages come from now. */
function current(channel: RemoteChannel, state: RemoteState): RemoteRelease {
  return state.onFallback && channel.fallback ? channel.fallback : channel;
}

// Each failure of a release is reported once per try (Retry is a new try); a load failure that then reaches the
// page's error boundary is not reported again as a render failure.
const reported = new Set<string>();
const loadErrors = new WeakSet<object>();

function report(name: RemoteName, state: RemoteState, release: RemoteRelease, stage: 'load' | 'render', error: unknown): void {
  const key = `${name} ${release.version} ${stage} ${state.attempt}`;
  if (reported.has(key)) return;
  reported.add(key);
  reportFailure(name, release.version, stage, error);
}

/** The component a remote exposes as `./<expose>` (its default export, or the export of the same name). */
export async function loadRemoteComponent<P>(name: RemoteName, expose: string): Promise<ComponentType<P>> {
  const channel = await channelOf(name);
  const state = stateOf(name);
  const release = current(channel, state);
  try {
    return await loadFrom<P>(name, expose, state, release);
  } catch (err) {
    report(name, state, release, 'load', err);
    if (release === channel.fallback || !channel.fallback) {
      if (typeof err === 'object' && err !== null) loadErrors.add(err);
      throw err;
    }
    state.onFallback = true;
    return loadRemoteComponent<P>(name, expose);
  }
}

/** Whether a render failure of this remote can still be met by its fallback (it is on its active release). */
export function canFallBack(name: RemoteName): boolean {
  return Boolean(channels[name]?.fallback) && !stateOf(name).onFallback;
}

/**
 * A page of this remote threw while rendering: reports it and, when the remote is on its active release and has a
 * fallback, moves the remote to the fallback (true: load the page again).
 */
export function fallBackAfterRender(name: RemoteName, error: unknown): boolean {
  const channel = channels[name];
  if (!channel || (typeof error === 'object' && error !== null && loadErrors.has(error))) return false;
  const state = stateOf(name);
  report(name, state, current(channel, state), 'render', error);
  if (!canFallBack(name)) return false;
  state.onFallback = true;
  return true;
}

/** Which release this remote's pages come from now: pages loaded under another one are loaded again. */
export function remoteReleaseKey(name: RemoteName): string {
  const { attempt, onFallback } = stateOf(name);
  return `${onFallback ? 'fallback' : 'active'}:${attempt}`;
}

/** Makes the next load of this remote start over from its active release (Retry button). */
export function forgetRemote(name: RemoteName): void {
  const state = stateOf(name);
  state.attempt += 1;
  state.onFallback = false;
}
