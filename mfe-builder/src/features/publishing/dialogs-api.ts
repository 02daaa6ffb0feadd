// The publishing dialogs' calls: publish, schedule, history, rollback, restore and preview links (publishing-api.ts
// has the first screen's reads).
import { api } from '@app/api-client';
import { publishingOperations as ops } from '@app/contracts';

export const dialogsApi = {
  publish: (note: string, expectedLiveId: number | null) => api.client.op(ops.publish, {}, { note, expected_live_id: expectedLiveId }),
  schedule: (note: string, at: string) => api.client.op(ops.publish, {}, { note, at }),
  cancelSchedule: () => api.client.op(ops.publishScheduleCancel, {}),
  history: (page: number, limit: number) => api.client.op(ops.publicationList, {}, undefined, { query: { page, limit } }),
  rollback: (id: number, expectedLiveId: number | null) =>
    api.client.op(ops.publicationRollback, { publication_id: id }, { expected_live_id: expectedLiveId }),
  restore: (id: number) => api.client.op(ops.publicationRestore, { publication_id: id }, {}),
  links: () => api.client.op(ops.previewLinkList, {}),
  createLink: (ttlHours: number) => api.client.op(ops.previewLinkCreate, {}, { ttl_hours: ttlHours }),
  revokeLink: (id: number) => api.client.op(ops.previewLinkRevoke, { link_id: id }),
};
