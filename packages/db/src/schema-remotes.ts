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

// Failures the shell reported (POST /remotes/failures): a release that did not load or threw while rendering.
export const remoteFailures = sqliteTable(
  'remote_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    // 'load' | 'render'
    stage: text('stage').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('remote_failures_remote_idx').on(t.remote, t.createdAt)],
);
