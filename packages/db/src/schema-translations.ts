// Merchant content in several languages (DESIGN §16). The draft's own rows are written in websites.default_locale;
// these tables say which other languages the store offers and hold the translated fields. Content translations are
// part of the draft (published in the snapshot, DESIGN §15); product translations are read live.
// Migration 0009 adds triggers: a resource's translations go with the resource, and writes bump content_version.
// The locale columns' type is the language list's codes (a type only: SQLite keeps any text, no migration per language).
import { LANGUAGES } from '@app/contracts/constants';
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { websites } from './schema';

export const websiteLocales = sqliteTable(
  'website_locales',
  {
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: LANGUAGES }).notNull(),
    enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.locale] })],
);

export const translations = sqliteTable(
  'translations',
  {
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    // contracts RESOURCE_TYPES: website, nav_item, hero, page, section, product. No foreign key can name rows of
    // several tables: the triggers of migration 0009 delete a resource's translations with it.
    resourceType: text('resource_type').notNull(),
    // The resource's id (the website's for website and hero).
    resourceId: integer('resource_id').notNull(),
    locale: text('locale', { enum: LANGUAGES }).notNull(),
    // JSON object: field name -> translated text (contracts TranslationFields).
    fields: text('fields').notNull().default('{}'),
    // SHA-256 of the default-locale fields when saved: another hash now means the translation is outdated.
    sourceHash: text('source_hash').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.resourceType, t.resourceId, t.locale] })],
);
