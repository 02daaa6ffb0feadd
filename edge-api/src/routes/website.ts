// The merchant's website (GET/POST/PUT /website/) and the public reads by domain and by id (SPEC §7).
import { isValidDomain, websiteSchema } from '@app/contracts';
import { getPublicWebsiteByDomain, getPublicWebsiteById, getWebsite } from '@app/db';
import { Hono } from 'hono';
import { createWebsite, updateWebsite, type WebsiteInput } from '../db/websites';
import type { AppEnv, Ctx } from '../env';
import { ApiError, websiteNotFound } from '../errors';
import { idParam, invalid, readJson, ruleDetail, validate } from '../lib/http';
import { requireWebsiteId } from '../lib/owner';
import { requireAuth } from '../middleware/auth';

export const websiteRoutes = new Hono<AppEnv>();


/**
 * SPEC §5: any of the three fields missing or blank answers "Please fill in all fields." whatever else is wrong,
 * so that message is checked before the per-field rules (domain shape, lengths).
 */
async function readWebsiteInput(c: Ctx): Promise<WebsiteInput> {
  const body = await readJson(c);
  const blank = (['domain', 'title', 'description'] as const).filter((k) => {
    const v = body[k];
    return v == null || (typeof v === 'string' && v.trim() === '');
  });
  const fill = { rule: 'fillAllFields' } as const;
  if (blank.length) throw invalid(fill, blank.map((k) => ruleDetail(['body', k], fill)));
  // Only these three keys are read: id, owner_id, content_version in a body are ignored.
  return validate(websiteSchema, { domain: body.domain, title: body.title, description: body.description });
}

/** The owner's view: every page, published or not. */
async function ownWebsite(c: Ctx) {
  const site = await getWebsite(c.env.DB, { ownerId: c.get('user').id }, { publishedOnly: false });
  if (!site) throw websiteNotFound();
  return site;
}

async function getOwn(c: Ctx) {
  return c.json(await ownWebsite(c));
}

// 200 rather than 201: SPEC §7's client treats any 2xx as success and the original API answered 200.
async function createOwn(c: Ctx) {
  const input = await readWebsiteInput(c);
  await createWebsite(c.env.DB, c.get('user').id, input);
  return c.json(await ownWebsite(c), 200);
}

async function updateOwn(c: Ctx) {
  const input = await readWebsiteInput(c);
  const websiteId = await requireWebsiteId(c);
  await updateWebsite(c.env.DB, websiteId, input);
  return c.json(await ownWebsite(c));
}

websiteRoutes.get('/', requireAuth, getOwn);
websiteRoutes.post('/', requireAuth, createOwn);
websiteRoutes.put('/', requireAuth, updateOwn);

websiteRoutes.get('/domain/:domain', async (c) => {
  // Hono has already percent-decoded the parameter (decoding twice could throw on a literal '%').
  const domain = c.req.param('domain').trim().toLowerCase();
  // A malformed domain cannot exist: skip the query.
  if (!isValidDomain(domain)) throw websiteNotFound();
  const site = await getPublicWebsiteByDomain(c.env.DB, domain);
  if (!site) throw websiteNotFound();
  return c.json(site);
});

websiteRoutes.get('/id/:id', async (c) => {
  // Store numbers are typed by shoppers: anything that is not a positive integer is simply "not found".
  const id = idParam(c, 'id', websiteNotFound);
  const site = await getPublicWebsiteById(c.env.DB, id);
  if (!site) throw websiteNotFound();
  return c.json(site);
});
