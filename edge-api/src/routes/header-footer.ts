// Header and footer (POST/PUT /website/header, /website/footer): navs plus html_content, stored as text.
import { ops, type HeaderFooter, type Operation } from '@app/contracts';
import type { HeaderFooterPlace } from '@app/db';
import { Hono } from 'hono';
import { saveHeaderFooter } from '../db/header-footer';
import type { AppEnv, Ctx } from '../env';
import { readJson } from '../lib/http';
import { body, route } from '../lib/operations';
import { requireStore } from '../lib/own-website';

export const headerFooterRoutes = new Hono<AppEnv>();

/**
 * Validation strips unknown keys, so the footer editor's transient isReadOnly (and any id or website_id) never
 * reaches D1; links must be relative paths or http(s) URLs. html_content is kept verbatim (never rendered as HTML).
 */
async function save(c: Ctx, o: Operation, place: HeaderFooterPlace) {
  const raw = await readJson(c);
  const input = await body<HeaderFooter>(o, { html_content: raw.html_content ?? undefined, navs: raw.navs ?? undefined });
  const { id: websiteId, db } = await requireStore(c);
  const saved: HeaderFooter = { html_content: input.html_content, navs: input.navs.map((n) => ({ title: n.title, link: n.link })) };
  await saveHeaderFooter(db, websiteId, place, saved);
  return c.json(saved);
}

// POST and PUT behave alike (create-or-replace): see saveHeaderFooter for why.
for (const [o, place] of [
  [ops.headerCreate, 'header'],
  [ops.headerUpdate, 'header'],
  [ops.footerCreate, 'footer'],
  [ops.footerUpdate, 'footer'],
] as const) {
  route(headerFooterRoutes, o, (c) => save(c, o, place));
}
