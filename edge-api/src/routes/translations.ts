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
import { requireWebsiteId } from '../lib/own-website';
import { nowIso } from '../lib/time';
import { listTranslations, requireTargetLocale, resourceNotFound, toItem } from '../services/translations';

export const translationRoutes = new Hono<AppEnv>();

route(translationRoutes, ops.localesGet, async (c) => c.json(await readStoreLocales(c.env.DB, await requireWebsiteId(c))));

route(translationRoutes, ops.localesUpdate, async (c) => {
  const b = await body(ops.localesUpdate, await readJson(c));
  const websiteId = await requireWebsiteId(c);
  // The default is always enabled; a changed default keeps every translation (they come back if it changes back).
  const locales = normalizeLocales(b.default as Language, b.enabled as string[]);
  await saveLocales(c.env.DB, websiteId, locales);
  return c.json(locales);
});

route(translationRoutes, ops.translationList, async (c) => {
  const q = await query(c, ops.translationList);
  const websiteId = await requireWebsiteId(c);
  await requireTargetLocale(c.env.DB, websiteId, q.locale, ['query', 'locale']);
  const type = q.type as ResourceType | undefined;
  return c.json(await listTranslations(c.env.DB, websiteId, { ...q, type, status: q.status as never }));
});

/** The resource a PUT or DELETE names: type, locale and id checked in that order, the resource the caller's. */
async function target(c: Ctx, o: typeof ops.translationPut | typeof ops.translationDelete) {
  const type = c.req.param('type') ?? '';
  if (!isResourceType(type)) throw fieldError(['path', 'type'], { rule: 'resourceTypeUnknown' });
  const id = idParam(c, o, 'resource_id', resourceNotFound);
  const websiteId = await requireWebsiteId(c);
  const locale = await requireTargetLocale(c.env.DB, websiteId, c.req.param('locale') ?? '', ['path', 'locale']);
  const found = await readSource(c.env.DB, websiteId, type, id);
  if (!found) throw resourceNotFound();
  return { ...found, websiteId, locale };
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
  await upsertTranslation(c.env.DB, t, saved, nowIso());
  return c.json(await toItem(t, saved));
});

route(translationRoutes, ops.translationDelete, async (c) => {
  const t = await target(c, ops.translationDelete);
  await deleteTranslation(c.env.DB, t.websiteId, t.type, t.id, t.locale);
  return c.body(null, 204);
});
