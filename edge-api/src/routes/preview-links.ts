// Preview links (DESIGN §15): a signed, expiring, revocable token that lets anyone holding the link see the draft on
// the storefront. The URL is the store's storefront path with ?preview=<token> (the storefront checks it with
// packages/db checkPreviewToken). Signed with PREVIEW_SECRET, which the storefront holds too; never with the session
// secret, which stays in edge-api alone.
import { ops, PREVIEW_TTL_HOURS, sha256Hex } from '@app/contracts';
import { signPreviewToken } from '@app/db';
import { Hono } from 'hono';
import { findOwnWebsite } from '../db/websites';
import { insertPreviewLink, listPreviewLinks, revokePreviewLink, setPreviewTokenHash } from '../db/preview-links';
import type { AppEnv } from '../env';
import { notFound, websiteNotFound } from '../errors';
import { optionalJson } from '../lib/http';
import { body, idParam, route } from '../lib/operations';
import { requireWebsiteId } from '../lib/own-website';
import { nowIso } from '../lib/time';

export const previewLinkRoutes = new Hono<AppEnv>();

const linkNotFound = () => notFound('Preview link not found', 'preview_link_not_found');

route(previewLinkRoutes, ops.previewLinkCreate, async (c) => {
  const { ttl_hours } = await body(ops.previewLinkCreate, await optionalJson(c));
  const site = await findOwnWebsite(c.env.DB, c.get('user').id);
  if (!site) throw websiteNotFound();
  // Whole seconds: the token carries the expiry in seconds and the row must say the same instant.
  const expires = Math.floor(Date.now() / 1000) + (ttl_hours ?? PREVIEW_TTL_HOURS.default) * 3600;
  const id = await insertPreviewLink(c.env.DB, site.id, nowIso(expires * 1000));
  const token = await signPreviewToken(c.env.PREVIEW_SECRET, { websiteId: site.id, linkId: id, expires });
  const row = await setPreviewTokenHash(c.env.DB, site.id, id, await sha256Hex(token));
  const url = `/published/${encodeURIComponent(site.domain)}?preview=${encodeURIComponent(token)}`;
  return c.json({ ...row, url }, 201);
});

route(previewLinkRoutes, ops.previewLinkList, async (c) => {
  return c.json({ items: await listPreviewLinks(c.env.DB, await requireWebsiteId(c)) });
});

route(previewLinkRoutes, ops.previewLinkRevoke, async (c) => {
  const id = idParam(c, ops.previewLinkRevoke, 'link_id', linkNotFound);
  if (!(await revokePreviewLink(c.env.DB, await requireWebsiteId(c), id, nowIso()))) throw linkNotFound();
  return c.body(null, 204);
});
