// The publishing operations (DESIGN §15) as the builder calls them: the shared client's `op` on the contracts' table,
// with the SPEC §8 default message each failure falls back to.
import { api } from '@app/api-client';
import { publishingOperations as ops } from '@app/contracts';

const { client } = api;

export const publishingApi = {
  state: () => client.op(ops.publishingGet, {}, undefined, { defaultMessage: 'generic' }),
  publish: (note: string, expectedLiveId: number | null) =>
    client.op(ops.publish, {}, { note, expected_live_id: expectedLiveId }, { defaultMessage: 'generic' }),
  schedule: (note: string, at: string) => client.op(ops.publish, {}, { note, at }, { defaultMessage: 'generic' }),
  cancelSchedule: () => client.op(ops.publishScheduleCancel, {}, undefined, { defaultMessage: 'generic' }),
  history: (page: number, limit: number) => client.op(ops.publicationList, {}, undefined, { query: { page, limit } }),
  rollback: (id: number, expectedLiveId: number | null) =>
    client.op(ops.publicationRollback, { publication_id: id }, { expected_live_id: expectedLiveId }),
  restore: (id: number) => client.op(ops.publicationRestore, { publication_id: id }, {}),
  links: () => client.op(ops.previewLinkList, {}),
  createLink: (ttlHours: number) => client.op(ops.previewLinkCreate, {}, { ttl_hours: ttlHours }),
  revokeLink: (id: number) => client.op(ops.previewLinkRevoke, { link_id: id }),
  previewSession: () => client.op(ops.previewSession, {}, {}),
};
