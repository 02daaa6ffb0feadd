// The registry of dashboard remote releases (DESIGN.md §19). Not store data: no website_id, and it stays in the
// control-plane database when stores move to shards (§20). The files of a release are in the REMOTES R2 bucket under
// {remote}/{version}/; a row here means all of them were uploaded and checked.
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './schema';

// One immutable row per (remote, version). `manifest` is JSON: for a remote, what it takes from the shell
// ({ shared: [{ name, requiredVersion }] } from its mf-manifest.json) and its file list; for the shell
// (remote = 'shell'), what it provides ({ shared: [{ name, version }] }).
export const remoteReleases = sqliteTable(
  'remote_releases',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    manifest: text('manifest').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('remote_releases_version_uq').on(t.remote, t.version)],
);

// What the dashboard loads: each remote's active release and the one before it (the shell's fallback and the
// default rollback target). Changed only by compare-and-swap on active_release_id.
export const remoteChannels = sqliteTable('remote_channels', {
  remote: text('remote').primaryKey(),
  activeReleaseId: integer('active_release_id')
    .notNull()
    .references(() => remoteReleases.id),
  previousReleaseId: integer('previous_release_id').references(() => remoteReleases.id),
  updatedAt: text('updated_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
});

// Failures the shell reported (POST /remotes/failures): a release that did not load or threw while rendering, by a
// signed-in dashboard session (null: a report from before reports needed one). One row per session, release and stage:
// a browser reporting again adds nothing, so the rows count distinct sessions (the automatic rollback's threshold).
// No foreign key to sessions: a report outlives the session that sent it (housekeeping deletes both by age).
export const remoteFailures = sqliteTable(
  'remote_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    // 'load' | 'render'
    stage: text('stage').notNull(),
    message: text('message').notNull(),
    sessionId: integer('session_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('remote_failures_remote_idx').on(t.remote, t.createdAt),
    uniqueIndex('remote_failures_session_uq').on(t.remote, t.version, t.stage, t.sessionId),
  ],
);

// Every rollback of a channel and why: 'auto' when the registry rolled back a release that signed-in sessions reported
// failing (AUTO_ROLLBACK_SESSIONS), 'deploy' when a team's rollback command asked. A release the registry rolled back
// from is never its automatic target again.
export const remoteRollbacks = sqliteTable(
  'remote_rollbacks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    remote: text('remote').notNull(),
    fromVersion: text('from_version').notNull(),
    toVersion: text('to_version').notNull(),
    // 'auto' | 'deploy'
    actor: text('actor').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('remote_rollbacks_remote_idx').on(t.remote, t.createdAt)],
);
