// Preview links (DESIGN §15): a signed, expiring, revocable token that lets anyone holding the link see the draft on
// the storefront. The URL is the store's storefront path with ?preview=<token> (the storefront checks it with
// packages/db checkPreviewToken). Signed with PREVIEW_SECRET, which the storefront holds too; never with the session
// secret, which stays in edge-api alone.
import { BUILDER_PREVIEW_TTL_HOURS, ops, PREVIEW_TTL_HOURS, sha256Hex } from '@app/contracts';
import { signPreviewToken } from '@app/db';
import { Hono, type Context } from 'hono';
import { findWebsite } from '../db/websites';
import { insertPreviewLink, listPreviewLinks, revokePreviewLink, setPreviewTokenHash } from '../db/preview-links';
import type { AppEnv } from '../env';
import { notFound, websiteNotFound } from '../errors';
import { optionalJson } from '../lib/http';
import { body, idParam, route } from '../lib/operations';
import { requireStore } from '../lib/own-website';
import { nowIso } from '../lib/time';

export const previewLinkRoutes = new Hono<AppEnv>();

const linkNotFound = () => notFound('Preview link not found', 'preview_link_not_found');

/** Inserts a link row and signs its token: the row's id is in the token, so the hash is stored after the insert. */
async function issueLink(
  env: AppEnv['Bindings'],
  site: { id: number; domain: string; db: D1Database },
  ttlHours: number,
  purpose: 'share' | 'builder',
) {
  // Whole seconds: the token carries the expiry in seconds and the row must say the same instant.
  const expires = Math.floor(Date.now() / 1000) + ttlHours * 3600;
  const id = await insertPreviewLink(site.db, site.id, nowIso(expires * 1000), purpose);
  const token = await signPreviewToken(env.PREVIEW_SECRET, { websiteId: site.id, linkId: id, expires });
  const row = await setPreviewTokenHash(site.db, site.id, id, await sha256Hex(token));
  const url = `/published/${encodeURIComponent(site.domain)}?preview=${encodeURIComponent(token)}`;
  return { ...row, url };
}

async function ownSite(c: Context<AppEnv>) {
  const { id, db } = await requireStore(c);
  const site = await findWebsite(db, id);
  if (!site) throw websiteNotFound();
  return { ...site, db };
}

route(previewLinkRoutes, ops.previewLinkCreate, async (c) => {
  const { ttl_hours } = await body(ops.previewLinkCreate, await optionalJson(c));
  return c.json(await issueLink(c.env, await ownSite(c), ttl_hours ?? PREVIEW_TTL_HOURS.default, 'share'), 201);
});

// The builder's live-preview frame: never listed with the share links; expired rows go in the daily housekeeping.
route(previewLinkRoutes, ops.previewSession, async (c) => {
  await body(ops.previewSession, await optionalJson(c));
  const { url, expires_at } = await issueLink(c.env, await ownSite(c), BUILDER_PREVIEW_TTL_HOURS, 'builder');
  return c.json({ url, expires_at }, 201);
});

route(previewLinkRoutes, ops.previewLinkList, async (c) => {
  const own = await requireStore(c);
  return c.json({ items: await listPreviewLinks(own.db, own.id) });
});

route(previewLinkRoutes, ops.previewLinkRevoke, async (c) => {
  const id = idParam(c, ops.previewLinkRevoke, 'link_id', linkNotFound);
  const own = await requireStore(c);
  if (!(await revokePreviewLink(own.db, own.id, id, nowIso()))) throw linkNotFound();
  return c.body(null, 204);
});
