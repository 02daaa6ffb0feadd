// Activating a remote's release (DESIGN.md §19): the release must exist, what it takes from the shell must be what the
// active shell provides, and the channel moves only if nobody else moved it since the caller looked (compare-and-swap).
import {
  AUTO_ROLLBACK_SESSIONS,
  AUTO_ROLLBACK_WINDOW_SECONDS,
  SHELL_RELEASE,
  sharedMismatches,
  type ChannelState,
  type SharedMismatch,
  type SharedProvision,
  type SharedRequirement,
} from '@app/contracts/releases';
import type { SharedMismatchDetail } from '@app/contracts';
import { ApiError, conflict, notFound } from '../errors';
import {
  autoRolledBackFrom,
  failingSessions,
  findChannel,
  findRelease,
  insertRollback,
  swapActive,
  type Channel,
  type ReleaseRow,
} from '../db/remotes';

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
  const state = await activate(db, remote, target, expectedActive === undefined ? (channel?.active.version ?? null) : expectedActive);
  const from = expectedActive === undefined ? channel?.active.version : expectedActive;
  if (from && from !== target) {
    await insertRollback(db, remote, {
      from_version: from,
      to_version: target,
      actor: 'deploy',
      reason: 'rollback asked through the deploy API',
    });
  }
  return state;
}

/**
 * After a failure report of `version`: when it is the remote's active release and AUTO_ROLLBACK_SESSIONS signed-in
 * sessions reported it within AUTO_ROLLBACK_WINDOW_SECONDS, the channel goes back to its previous release by itself
 * (compare-and-swap on `version`: of many reports crossing the line at once, one rolls back) and the rollback is
 * recorded with its reason. Not to a release the registry already rolled back from, nor to one the active shell cannot
 * run: a person decides then. Returns the release rolled back to, or null.
 */
export async function rollBackIfFailing(db: D1Database, remote: string, version: string, now = Date.now()): Promise<string | null> {
  const channel = await findChannel(db, remote);
  const target = channel?.previous;
  if (!target || channel.active.version !== version) return null;
  const since = new Date(now - AUTO_ROLLBACK_WINDOW_SECONDS * 1000).toISOString();
  const sessions = await failingSessions(db, remote, version, since);
  if (sessions < AUTO_ROLLBACK_SESSIONS || (await autoRolledBackFrom(db, remote, target.version))) return null;
  try {
    await checkShared(db, target);
  } catch {
    return null;
  }
  if (!(await swapActive(db, remote, target.id, version))) return null;
  const minutes = AUTO_ROLLBACK_WINDOW_SECONDS / 60;
  const reason = `${sessions} signed-in sessions reported ${version} failing within ${minutes} minutes`;
  await insertRollback(db, remote, { from_version: version, to_version: target.version, actor: 'auto', reason });
  return target.version;
}
