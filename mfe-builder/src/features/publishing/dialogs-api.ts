// The publishing dialogs' calls: publish, schedule, history, rollback, restore and preview links (publishing-api.ts
// has the first screen's reads).
import { api } from '@app/api-client';
import { publishingOperations as ops } from '@app/contracts';

const { client } = api;

export const dialogsApi = {
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
};
