// The registry's shared read (front door's /remotes.json, edge-api's deploy API): every remote's active release and
// the one before it, in one query.
import { releaseFileUrl, RELEASE_ENTRY } from '@app/contracts/releases';
import type { RemoteChannel } from '@app/contracts/remotes';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { remoteChannels, remoteReleases } from '../schema-remotes';
import { asDrizzle, type Queryable } from './sections';

export interface ChannelVersions {
  remote: string;
  active: { id: number; version: string };
  previous: { id: number; version: string } | null;
}

/** Every channel (the shell's too) with its active and previous versions. */
export async function remoteChannelVersions(db: Queryable): Promise<ChannelVersions[]> {
  const active = alias(remoteReleases, 'active');
  const previous = alias(remoteReleases, 'previous');
  const rows = await asDrizzle(db)
    .select({
      remote: remoteChannels.remote,
      activeId: active.id,
      activeVersion: active.version,
      previousId: previous.id,
      previousVersion: previous.version,
    })
    .from(remoteChannels)
    .innerJoin(active, eq(active.id, remoteChannels.activeReleaseId))
    .leftJoin(previous, eq(previous.id, remoteChannels.previousReleaseId));
  return rows.map((r) => ({
    remote: r.remote,
    active: { id: r.activeId, version: r.activeVersion },
    previous: r.previousId === null || r.previousVersion === null ? null : { id: r.previousId, version: r.previousVersion },
  }));
}

/** A channel as the shell loads it: entry URLs on the dashboard's origin for the active and the previous release. */
export function toRemoteChannel({ remote, active, previous }: ChannelVersions): RemoteChannel {
  return {
    entry: releaseFileUrl(remote, active.version, RELEASE_ENTRY),
    version: active.version,
    fallback: previous ? { entry: releaseFileUrl(remote, previous.version, RELEASE_ENTRY), version: previous.version } : null,
  };
}
