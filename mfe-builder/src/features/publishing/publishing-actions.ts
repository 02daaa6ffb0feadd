// What changes what is live: publish now, schedule, cancel the schedule, roll back, restore to draft. Each action ends
// by reading the state again, so the bar never shows a live publication the server no longer has.
import { api, ApiError, messageOf, type Shown } from '@app/api-client';
import { loadPublishing, publishingState } from './publishing.store';

/** An action's result: ok, or the server's refusal (`conflict` when someone else changed what is live meanwhile). */
export type ActionResult = { ok: true } | { ok: false; error: Shown & { field?: string }; conflict: boolean };

const liveId = () => publishingState.state?.live?.id ?? null;

function refusal(err: unknown): ActionResult {
  const e = err instanceof ApiError ? err : null;
  const loc = e?.detail?.[0]?.loc;
  const field = Array.isArray(loc) && loc[0] === 'body' ? loc[1] : undefined;
  return { ok: false, error: { ...messageOf(err, 'generic'), field }, conflict: e?.code === 'publish_conflict' };
}

/** Runs a write, then reads the state again whatever happened (a conflict shows the publication that won). */
async function act(write: () => Promise<unknown>): Promise<ActionResult> {
  publishingState.busy = true;
  try {
    await write();
    return { ok: true };
  } catch (err) {
    return refusal(err);
  } finally {
    await loadPublishing();
    publishingState.busy = false;
  }
}

/** Publishes the draft now, only if what is live is still what the merchant saw (expected_live_id). */
export const publishNow = (note: string) => act(() => api.publishing.publish(note.trim(), liveId()));

/** `at` is an ISO instant; the server snapshots the draft now and makes it live at that minute. */
export const schedulePublish = (note: string, at: string) => act(() => api.publishing.schedule(note.trim(), at));

export const cancelSchedule = () => act(() => api.publishing.cancelSchedule());

export const rollbackTo = (id: number) => act(() => api.publishing.rollback(id, liveId()));

export const restoreDraft = (id: number) => act(() => api.publishing.restore(id));
