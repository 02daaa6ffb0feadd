// Activating a remote's release (DESIGN.md §19): the release must exist, what it takes from the shell must be what the
// active shell provides, and the channel moves only if nobody else moved it since the caller looked (compare-and-swap).
import {
  SHELL_RELEASE,
  sharedMismatches,
  type ChannelState,
  type SharedMismatch,
  type SharedProvision,
  type SharedRequirement,
} from '@app/contracts/releases';
import type { SharedMismatchDetail } from '@app/contracts';
import { ApiError, conflict, notFound } from '../errors';
import { findChannel, findRelease, swapActive, type Channel, type ReleaseRow } from '../db/remotes';

/** A name fit to quote in a message. */
export const quote = (text: string) => JSON.stringify(text.length > 64 ? `${text.slice(0, 63)}…` : text);

export const remoteNotFound = (name: string) => new ApiError(404, 'remote_not_found', `There is no remote named ${quote(name)}`);

const summary = (r: ReleaseRow | null | undefined) => (r ? { version: r.version, created_at: r.created_at } : null);

export const channelState = (channel: Channel | null): ChannelState => ({
  active: summary(channel?.active),
  previous: summary(channel?.previous),
});

const manifestShared = <T>(release: ReleaseRow): T[] => (JSON.parse(release.manifest) as { shared?: T[] }).shared ?? [];

const describe = (m: SharedMismatch) =>
  `${m.name}: the release needs ${m.required === false ? 'it' : m.required}, the shell provides ${m.provided ?? 'nothing'}`;

/** 409 incompatible_shared, one detail per unmet requirement, unless the active shell provides all the release needs. */
async function checkShared(db: D1Database, release: ReleaseRow): Promise<void> {
  const shell = await findChannel(db, SHELL_RELEASE);
  const provided = shell ? manifestShared<SharedProvision>(shell.active) : [];
  const mismatches = sharedMismatches(manifestShared<SharedRequirement>(release), provided);
  if (!mismatches.length) return;
  const detail: SharedMismatchDetail[] = mismatches.map((m) => ({ loc: ['shared', m.name], msg: describe(m), ...m }));
  const why = shell ? `the active shell (${shell.active.version}) does not provide what it needs` : 'no shell release is active';
  throw conflict(`Release ${release.version} cannot be activated: ${why}`, 'incompatible_shared', detail);
}

/**
 * Makes `version` the remote's active release if the active one is still `expectedActive`; the one it replaces
 * becomes the previous (the shell's fallback). Activating the active release changes nothing.
 */
export async function activate(db: D1Database, remote: string, version: string, expectedActive: string | null): Promise<ChannelState> {
  const release = await findRelease(db, remote, version);
  if (!release) throw notFound(`${remote} has no release ${quote(version)}`, 'release_not_found');
  const channel = await findChannel(db, remote);
  if (channel?.active.version === version) return channelState(channel);
  await checkShared(db, release);
  if (!(await swapActive(db, remote, release.id, expectedActive))) {
    const now = (await findChannel(db, remote))?.active.version ?? 'none';
    throw conflict(`The active release of ${remote} is ${now}, not ${expectedActive ?? 'none'}`, 'activation_conflict');
  }
  return channelState(await findChannel(db, remote));
}

/** Back to `version`, else to the previous release; `expectedActive` defaults to the active release read now. */
export async function rollback(
  db: D1Database,
  remote: string,
  version: string | undefined,
  expectedActive: string | null | undefined,
): Promise<ChannelState> {
  const channel = await findChannel(db, remote);
  const target = version ?? channel?.previous?.version;
  if (!target) throw conflict(`${remote} has no previous release to roll back to`, 'no_previous_release');
  return activate(db, remote, target, expectedActive === undefined ? (channel?.active.version ?? null) : expectedActive);
}
