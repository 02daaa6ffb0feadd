// Publishing (DESIGN §15): drafts, publish, history, rollback, restore, scheduled publish and preview links. Owner only.
import type { PreviewLink, Publication, PublishingState, PublishResponse } from '../publishing';
import type { Paged, PageQuery } from '../types';
import { op, OWNER_WRITE_ERRORS as WRITE } from './define';

const PUBLICATION = ['website_not_found', 'publication_not_found'] as const;

export const publishingOperations = {
  publishingGet: op<undefined, undefined, PublishingState>()({
    id: 'publishingGet',
    method: 'GET',
    auth: true,
    path: '/website/publishing',
    errors: ['website_not_found'],
  }),
  /**
   * 201 published now; 409 publish_conflict on a stale expected_live_id. With a future `at`: 202, the draft is
   * snapshotted now and the cron makes it live then (expected_live_id does not apply; a new schedule replaces the old).
   */
  publish: op<undefined, { note?: string; expected_live_id?: number | null; at?: string }, PublishResponse>()({
    id: 'publish',
    method: 'POST',
    auth: true,
    path: '/website/publish',
    errors: [...WRITE, 'publish_conflict'],
  }),
  /** Cancels the scheduled publish, if any: 204 either way. */
  publishScheduleCancel: op<undefined, undefined, undefined>()({
    id: 'publishScheduleCancel',
    method: 'DELETE',
    auth: true,
    path: '/website/publish/schedule',
    errors: ['website_not_found'],
  }),
  publicationList: op<PageQuery, undefined, Paged<Publication>>()({
    id: 'publicationList',
    method: 'GET',
    auth: true,
    path: '/website/publications',
    errors: ['website_not_found', 'validation_failed'],
  }),
  publicationRollback: op<undefined, { expected_live_id?: number | null }, { publication: Publication }>()({
    id: 'publicationRollback',
    method: 'POST',
    auth: true,
    path: '/website/publications/:publication_id/rollback',
    errors: [...PUBLICATION, 'publish_conflict'],
  }),
  publicationRestore: op<undefined, Record<string, never>, { publication: Publication }>()({
    id: 'publicationRestore',
    method: 'POST',
    auth: true,
    path: '/website/publications/:publication_id/restore',
    errors: [...PUBLICATION, 'publish_conflict'],
  }),
  previewLinkCreate: op<undefined, { ttl_hours?: number }, PreviewLink>()({
    id: 'previewLinkCreate',
    method: 'POST',
    auth: true,
    path: '/website/preview-links',
    errors: WRITE,
  }),
  previewLinkList: op<undefined, undefined, { items: PreviewLink[] }>()({
    id: 'previewLinkList',
    method: 'GET',
    auth: true,
    path: '/website/preview-links',
    errors: ['website_not_found'],
  }),
  /**
   * The builder's live-preview frame: a 1-hour preview link of purpose 'builder' (never in the share list), so the
   * frame shows the draft while the store itself shows the live publication.
   */
  previewSession: op<undefined, Record<string, never>, { url: string; expires_at: string }>()({
    id: 'previewSession',
    method: 'POST',
    auth: true,
    path: '/website/preview-session',
    errors: WRITE,
  }),
  previewLinkRevoke: op<undefined, undefined, undefined>()({
    id: 'previewLinkRevoke',
    method: 'DELETE',
    auth: true,
    path: '/website/preview-links/:link_id',
    errors: ['website_not_found', 'preview_link_not_found'],
  }),
};
