// Publishing (DESIGN §15).
// Stores that existed before publishing (live_publication_id null after migration 0007) are published by edge-api, not
// by the SQL migration, which cannot write the R2 snapshot: until then their draft tables are exactly what shoppers
// see, so publishing the draft unchanged is exact. The every-minute cron does it (services/publishing-cron.ts
// backfillUnpublished) and any publishing call does it first (ensureLive). A publication's content is a snapshot in R2 (snapshots/{website_id}/{hash}.json); these
// rows say which snapshots exist, which is live (websites.live_publication_id), what happened (append-only events),
// what is scheduled and which preview links were handed out.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, websites } from './schema';

export const publications = sqliteTable(
  'publications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    // SHA-256 (hex) of the canonical JSON of the store content: the snapshot's R2 key.
    hash: text('hash').notNull(),
    note: text('note').notNull().default(''),
    // The merchant who published; kept when the account goes so history stays readable.
    // The merchant who published (CONTROL's users.id; no foreign key across databases).
    authorId: integer('author_id'),
    createdAt: createdAt(),
  },
  (t) => [index('publications_site_idx').on(t.websiteId, t.id), index('publications_site_hash_idx').on(t.websiteId, t.hash)],
);

// The R2 media a publication's snapshot shows (today its hero image): such an object stays while any retained
// publication names it, even after the draft stopped using it, so a rollback never shows a missing image.
export const publicationMedia = sqliteTable(
  'publication_media',
  {
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.publicationId, t.key] }), index('publication_media_key_idx').on(t.key)],
);

// No foreign key to publications: retention deletes old publications, and the history must outlive them.
export const publicationEvents = sqliteTable(
  'publication_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    publicationId: integer('publication_id').notNull(),
    kind: text('kind', { enum: ['publish', 'rollback', 'scheduled'] }).notNull(),
    authorId: integer('author_id'),
    createdAt: createdAt(),
  },
  (t) => [index('publication_events_site_idx').on(t.websiteId, t.id)],
);

// At most one per website. The publication (snapshot) is made when the merchant schedules, so what goes live is
// what they reviewed, not edits made afterwards.
export const scheduledPublishes = sqliteTable(
  'scheduled_publishes',
  {
    websiteId: integer('website_id')
      .primaryKey()
      .references(() => websites.id, { onDelete: 'cascade' }),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    at: text('at').notNull(),
    authorId: integer('author_id'),
    createdAt: createdAt(),
  },
  (t) => [index('scheduled_publishes_at_idx').on(t.at)],
);

export const previewLinks = sqliteTable(
  'preview_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    // SHA-256 of the token; the token itself is only in the link handed to the merchant.
    tokenHash: text('token_hash').notNull(),
    expiresAt: text('expires_at').notNull(),
    revokedAt: text('revoked_at'),
    // 'share': a link the merchant hands out (listed, revocable); 'builder': the builder's own live-preview frame,
    // short-lived, never listed, deleted by the daily housekeeping once expired.
    purpose: text('purpose', { enum: ['share', 'builder'] })
      .notNull()
      .default('share'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('preview_links_token_uq').on(t.tokenHash), index('preview_links_site_idx').on(t.websiteId, t.id)],
);
