// Publishing (DESIGN §15): the state the publish bar shows, the preview session, publish and schedule, the history
// with rollback and restore, and preview links.
import { ops } from '@app/contracts';
import type { Client } from '../client';

export const publishingApi = (client: Client) => ({
  state: () => client.op(ops.publishingGet, {}, undefined, { defaultMessage: 'generic' }),
  previewSession: () => client.op(ops.previewSession, {}, {}),
  publish: (note: string, expectedLiveId: number | null) => client.op(ops.publish, {}, { note, expected_live_id: expectedLiveId }),
  schedule: (note: string, at: string) => client.op(ops.publish, {}, { note, at }),
  cancelSchedule: () => client.op(ops.publishScheduleCancel, {}),
  history: (page: number, limit: number) => client.op(ops.publicationList, {}, undefined, { query: { page, limit } }),
  rollback: (id: number, expectedLiveId: number | null) =>
    client.op(ops.publicationRollback, { publication_id: id }, { expected_live_id: expectedLiveId }),
  restore: (id: number) => client.op(ops.publicationRestore, { publication_id: id }, {}),
  links: () => client.op(ops.previewLinkList, {}),
  createLink: (ttlHours: number) => client.op(ops.previewLinkCreate, {}, { ttl_hours: ttlHours }),
  revokeLink: (id: number) => client.op(ops.previewLinkRevoke, { link_id: id }),
});
