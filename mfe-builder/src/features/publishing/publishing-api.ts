// The publishing reads the builder's first screen makes (DESIGN §15): the state the publish bar shows and the preview
// session the frame shows. The dialogs' calls are in dialogs-api.ts, loaded with them. Both use the shared client's
// `op` on the contracts' table of publishing operations (only those, so the rest of the table stays out of the bundle).
import { api } from '@app/api-client';
import { publishingOperations as ops } from '@app/contracts';

export const publishingApi = {
  state: () => api.client.op(ops.publishingGet, {}, undefined, { defaultMessage: 'generic' }),
  previewSession: () => api.client.op(ops.previewSession, {}, {}),
};
