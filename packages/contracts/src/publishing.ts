// Publishing (DESIGN §15): what a publication holds and what the publishing API answers. No yup here (the builder and
// the storefront import these types); the input schemas are in schemas/publishing.ts.
import { canonicalJson, sha256Hex } from './content-hash';
import type { ContentTranslation, StoreLocales } from './translations';
import type { HeaderFooter, Hero, Page, Section } from './types';

/**
 * Schema version of a snapshot: a reader that meets a newer one knows it cannot render it. 2 added the store's
 * languages and its content translations (DESIGN §16); a version-1 snapshot has neither and reads as having none.
 */
export const STORE_CONTENT_VERSION = 2;

/** A page as published: its fields, its publish flag and its sections in display order. */
export interface StoreContentPage extends Page {
  sections: Section[];
}

/** A header or footer as published: each nav item keeps its id, which its translations name. */
export interface StoreHeaderFooter extends Omit<HeaderFooter, 'navs'> {
  /** `id` is absent in version-1 snapshots. */
  navs: (HeaderFooter['navs'][number] & { id?: number })[];
}

/**
 * Everything a storefront renders that is not the catalogue (products, prices, stock stay live): the unit that is
 * published, hashed and rolled back as a whole. Pages are ordered by id, sections by (order, id).
 */
export interface StoreContent {
  version: number;
  website: { id: number; title: string; description: string };
  header: StoreHeaderFooter | null;
  footer: StoreHeaderFooter | null;
  /** The hero as stored: its image is an R2 key (a URL would tie the snapshot to one host). */
  hero: (Omit<Hero, 'background_image'> & { image_key: string }) | null;
  pages: StoreContentPage[];
  /** Absent before version 2: read as DEFAULT_STORE_LOCALES. */
  locales?: StoreLocales;
  /** Content translations (never products'), ordered by type, id, locale. Absent before version 2: none. */
  translations?: ContentTranslation[];
}

export interface Publication {
  id: number;
  hash: string;
  note: string;
  /** The author's username; null once the account is gone. */
  author: string | null;
  created_at: string;
  is_live: boolean;
}

export type ChangeKind = 'added' | 'changed' | 'removed';
/** `translation`: a content translation (its id is the translated resource's); `locales`: the store's languages. */
export type ChangeResource = 'website' | 'header' | 'footer' | 'hero' | 'page' | 'section' | 'translation' | 'locales';
export interface ContentChange {
  resource: ChangeResource;
  /** The row's id (the website's for website, header, footer and hero). */
  id: number;
  title: string;
  change: ChangeKind;
}

export interface PublishingState {
  live: Publication | null;
  scheduled: { publication_id: number; at: string } | null;
  has_unpublished_changes: boolean;
  changes: ContentChange[];
}

export interface PublishResponse {
  publication: Publication;
  /** Set on 202: when the cron makes it live. */
  scheduled_at?: string;
}

export interface PreviewLink {
  id: number;
  /** Only in the answer to create: the token is never stored, so it cannot be shown again. */
  url?: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
}

export const PREVIEW_TTL_HOURS = { min: 1, max: 168, default: 24 } as const;
/** The builder's own preview link (op previewSession) lives this long; the builder asks again before it runs out. */
export const BUILDER_PREVIEW_TTL_HOURS = 1;
export const SCHEDULE_MAX_DAYS = 366;
export const PUBLICATIONS_PAGE_SIZE = 20;
/** Retention (DESIGN §15): the last N publications or D days of them, whichever keeps more; never the live one. */
export const PUBLICATION_RETENTION = { keepLast: 50, keepDays: 180 } as const;

export { canonicalJson, sha256Hex };

/** The publication hash of store content: SHA-256 of its canonical JSON. */
export const contentHash = (content: StoreContent) => sha256Hex(canonicalJson(content));
