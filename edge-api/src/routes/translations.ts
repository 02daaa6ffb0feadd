// The store's languages and its content translations (DESIGN §16). Content translations are draft rows (published
// with the store by services/publishing.ts); product translations are read live by the storefront.
import {
  checkTranslationFields,
  fieldLimits,
  isResourceType,
  normalizeLocales,
  ops,
  sourceHash,
  type Language,
  type ResourceType,
} from '@app/contracts';
import { readStoreLocales } from '@app/db';
import { Hono } from 'hono';
import { deleteTranslation, readSource, saveLocales, upsertTranslation } from '../db/translations';
import type { AppEnv, Ctx } from '../env';
import { ApiError } from '../errors';
import { fieldError, readJson, ruleDetail } from '../lib/http';
import { body, idParam, query, route } from '../lib/operations';
import { requireStore } from '../lib/own-website';
import { nowIso } from '../lib/time';
import { listTranslations, requireTargetLocale, resourceNotFound, toItem } from '../services/translations';

export const translationRoutes = new Hono<AppEnv>();

route(translationRoutes, ops.localesGet, async (c) => {
  const own = await requireStore(c);
  return c.json(await readStoreLocales(own.db, own.id));
});

route(translationRoutes, ops.localesUpdate, async (c) => {
  const b = await body(ops.localesUpdate, await readJson(c));
  const { id: websiteId, db } = await requireStore(c);
  // The default is always enabled; a changed default keeps every translation (they come back if it changes back).
  const locales = normalizeLocales(b.default as Language, b.enabled as string[]);
  await saveLocales(db, websiteId, locales);
  return c.json(locales);
});

route(translationRoutes, ops.translationList, async (c) => {
  const q = await query(c, ops.translationList);
  const { id: websiteId, db } = await requireStore(c);
  await requireTargetLocale(db, websiteId, q.locale, ['query', 'locale']);
  const type = q.type as ResourceType | undefined;
  return c.json(await listTranslations(db, websiteId, { ...q, type, status: q.status as never }));
});

/** The resource a PUT or DELETE names: type, locale and id checked in that order, the resource the caller's. */
async function target(c: Ctx, o: typeof ops.translationPut | typeof ops.translationDelete) {
  const type = c.req.param('type') ?? '';
  if (!isResourceType(type)) throw fieldError(['path', 'type'], { rule: 'resourceTypeUnknown' });
  const id = idParam(c, o, 'resource_id', resourceNotFound);
  const { id: websiteId, db } = await requireStore(c);
  const locale = await requireTargetLocale(db, websiteId, c.req.param('locale') ?? '', ['path', 'locale']);
  const found = await readSource(db, websiteId, type, id);
  if (!found) throw resourceNotFound();
  return { ...found, websiteId, db, locale };
}

route(translationRoutes, ops.translationPut, async (c) => {
  const t = await target(c, ops.translationPut);
  const b = await body(ops.translationPut, await readJson(c));
  const { fields, problems } = checkTranslationFields(fieldLimits(t.type, t.source), b.fields as Record<string, unknown>);
  if (problems.length) {
    const detail = problems.map((p) => ruleDetail(['body', 'fields', p.field], p.message));
    throw new ApiError(400, 'validation_failed', detail[0]!.msg, detail);
  }
  const saved = { fields, sourceHash: await sourceHash(t.source) };
  await upsertTranslation(t.db, t, saved, nowIso());
  return c.json(await toItem(t, saved));
});

route(translationRoutes, ops.translationDelete, async (c) => {
  const t = await target(c, ops.translationDelete);
  await deleteTranslation(t.db, t.websiteId, t.type, t.id, t.locale);
  return c.body(null, 204);
});
