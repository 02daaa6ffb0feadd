// The merchant's website (GET/POST/PUT /website/) and the public reads by domain and by id (SPEC §7).
import { DEFAULT_LANGUAGE, isValidDomain, languageFromCookie, ops, type Operation } from '@app/contracts';
import { getLiveWebsite, getWebsite, storeDb, storeIdByDomain } from '@app/db';
import { Hono } from 'hono';
import { createWebsite, updateWebsite, type WebsiteInput } from '../db/websites';
import type { AppEnv, Ctx } from '../env';
import { websiteNotFound } from '../errors';
import { readJson, invalid, ruleDetail } from '../lib/http';
import { body, idParam, route, textParam } from '../lib/operations';
import { requireStore } from '../lib/own-website';
import { publishDraft } from '../services/publishing';

export const websiteRoutes = new Hono<AppEnv>();

/**
 * SPEC §5: any of the three fields missing or blank answers "Please fill in all fields." whatever else is wrong,
 * so that message is checked before the per-field rules (domain shape, lengths).
 */
async function readWebsiteInput(c: Ctx, o: Operation): Promise<WebsiteInput> {
  const raw = await readJson(c);
  const blank = (['domain', 'title', 'description'] as const).filter((k) => {
    const v = raw[k];
    return v == null || (typeof v === 'string' && v.trim() === '');
  });
  const fill = { rule: 'fillAllFields' } as const;
  if (blank.length)
    throw invalid(
      fill,
      blank.map((k) => ruleDetail(['body', k], fill)),
    );
  // Only these three keys are read: id, owner_id, content_version in a body are ignored.
  return body<WebsiteInput>(o, { domain: raw.domain, title: raw.title, description: raw.description });
}

/** The owner's view: every page, published or not. */
async function ownWebsite(c: Ctx) {
  const { id, db } = await requireStore(c);
  const site = await getWebsite(db, { id });
  if (!site) throw websiteNotFound();
  return site;
}

async function getOwn(c: Ctx) {
  return c.json(await ownWebsite(c));
}

// 200 rather than 201: SPEC §7's client treats any 2xx as success and the original API answered 200.
async function createOwn(c: Ctx) {
  const input = await readWebsiteInput(c, ops.websiteCreate);
  // The merchant's language is the dashboard's (its appLang cookie): the new store's default and its starter words'.
  await createWebsite(c.env, c.get('user').id, input, languageFromCookie(c.req.header('Cookie')) ?? DEFAULT_LANGUAGE);
  // Its initial state is its first publication (DESIGN §15). Not in the creation batch (the snapshot must reach R2
  // first); should this fail, ensureLive publishes the same state on first use or at the next cron minute.
  const site = await ownWebsite(c);
  await publishDraft(c.env, site.id, c.get('user').id, 'Store created', { given: true, id: null }).catch(() => null);
  return c.json(await ownWebsite(c), 200);
}

async function updateOwn(c: Ctx) {
  const input = await readWebsiteInput(c, ops.websiteUpdate);
  await updateWebsite(c.env, (await requireStore(c)).id, input);
  return c.json(await ownWebsite(c));
}

route(websiteRoutes, ops.websiteGet, getOwn);
route(websiteRoutes, ops.websiteCreate, createOwn);
route(websiteRoutes, ops.websiteUpdate, updateOwn);

// Public reads answer from the live publication, as the storefront does (DESIGN §15): never the draft. The directory
// (CONTROL) names the store and its shard; a store it does not know is 404.
async function liveWebsite(c: Ctx, id: number | null) {
  const db = id == null ? null : await storeDb(c.env, id);
  const site = db && (await getLiveWebsite(db, c.env.MEDIA, { id: id! }));
  if (!site) throw websiteNotFound();
  return site;
}

route(websiteRoutes, ops.websiteByDomain, async (c) => {
  const domain = textParam(c, ops.websiteByDomain, 'domain').trim().toLowerCase();
  // A malformed domain cannot exist: skip the query.
  if (!isValidDomain(domain)) throw websiteNotFound();
  const id = await storeIdByDomain(c.env, domain);
  return c.json(await liveWebsite(c, id));
});

route(websiteRoutes, ops.websiteById, async (c) => {
  // Store numbers are typed by shoppers: anything that is not a positive integer is simply "not found".
  const id = idParam(c, ops.websiteById, 'website_id', websiteNotFound);
  return c.json(await liveWebsite(c, id));
});
