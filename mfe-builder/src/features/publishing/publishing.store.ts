// The publishing state of the merchant's store (GET /website/publishing), as the publish bar shows it. The actions that
// change it are in publishing-actions.ts (loaded with the dialogs that use them).
import { api, messageOf, type Shown } from '@app/api-client';
import type { PublishingState } from '@app/contracts';
import { proxy } from 'valtio';

const initial = () => ({
  state: null as PublishingState | null,
  loadError: null as Shown | null,
  busy: false,
});

export const publishingState = proxy(initial());

export function resetPublishing(): void {
  Object.assign(publishingState, initial());
}

export async function loadPublishing(): Promise<void> {
  try {
    publishingState.state = await api.publishing.state();
    publishingState.loadError = null;
  } catch (err) {
    publishingState.loadError = messageOf(err, 'generic');
  }
}
