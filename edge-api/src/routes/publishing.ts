// Publishing (DESIGN §15): state and changes, publish now or at a time, history, rollback, restore to draft.
import { ops, SCHEDULE_MAX_DAYS } from '@app/contracts';
import { Hono } from 'hono';
import { listPublications } from '../db/publications';
import { deleteSchedule, putSchedule } from '../db/schedules';
import type { AppEnv } from '../env';
import { invalid, optionalJson, ruleDetail } from '../lib/http';
import { body, idParam, query, route } from '../lib/operations';
import { requireStore } from '../lib/own-website';
import {
  ensureLive,
  publicationNotFound,
  publishDraft,
  publishingState,
  restore,
  rollback,
  snapshotForSchedule,
} from '../services/publishing';

export const publishingRoutes = new Hono<AppEnv>();

const expectedOf = (b: { expected_live_id?: number | null }) => ({ given: b.expected_live_id != null, id: b.expected_live_id ?? null });

/** A future minute at most SCHEDULE_MAX_DAYS ahead, as ISO UTC; anything else is a 400 on `at`. */
function scheduleTime(at: string): string {
  const ms = Date.parse(at);
  const now = Date.now();
  if (!(ms > now && ms <= now + SCHEDULE_MAX_DAYS * 86_400_000)) {
    const r = { rule: 'scheduleRange' } as const;
    throw invalid(r, [ruleDetail(['body', 'at'], r)]);
  }
  return new Date(ms).toISOString();
}

route(publishingRoutes, ops.publishingGet, async (c) => c.json(await publishingState(c.env, (await requireStore(c)).id)));

route(publishingRoutes, ops.publish, async (c) => {
  const b = await body(ops.publish, await optionalJson(c));
  const { id: websiteId, db } = await requireStore(c);
  const user = c.get('user');
  if (b.at) {
    const at = scheduleTime(b.at);
    const publication = await snapshotForSchedule(c.env, websiteId, user.id, b.note ?? '');
    await deleteSchedule(db, websiteId);
    await putSchedule(db, websiteId, publication.id, at, user.id);
    return c.json({ publication, scheduled_at: at }, 202);
  }
  // A store from before publishing gets its first publication before a CAS can name it.
  await ensureLive(c.env, websiteId);
  const publication = await publishDraft(c.env, websiteId, user.id, b.note ?? '', expectedOf(b));
  return c.json({ publication }, 201);
});

route(publishingRoutes, ops.publishScheduleCancel, async (c) => {
  const own = await requireStore(c);
  await deleteSchedule(own.db, own.id);
  return c.body(null, 204);
});

route(publishingRoutes, ops.publicationList, async (c) => {
  const q = await query(c, ops.publicationList);
  const { id: websiteId, db } = await requireStore(c);
  await ensureLive(c.env, websiteId);
  return c.json(await listPublications({ db, control: c.env.CONTROL }, websiteId, q.page, q.limit));
});

route(publishingRoutes, ops.publicationRollback, async (c) => {
  const id = idParam(c, ops.publicationRollback, 'publication_id', publicationNotFound);
  const b = await body(ops.publicationRollback, await optionalJson(c));
  const publication = await rollback(c.env, (await requireStore(c)).id, id, c.get('user').id, expectedOf(b));
  return c.json({ publication });
});

route(publishingRoutes, ops.publicationRestore, async (c) => {
  const id = idParam(c, ops.publicationRestore, 'publication_id', publicationNotFound);
  await body(ops.publicationRestore, await optionalJson(c));
  return c.json({ publication: await restore(c.env, (await requireStore(c)).id, id) });
});
