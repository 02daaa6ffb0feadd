// Header and footer (POST/PUT /website/header, /website/footer): navs plus html_content, stored as text.
import { chromeSchema, type Chrome } from '@app/contracts';
import type { ChromePlace } from '@app/db';
import { Hono } from 'hono';
import { saveChrome } from '../db/chrome';
import type { AppEnv, Ctx } from '../env';
import { readJson, validate } from '../lib/http';
import { requireWebsiteId } from '../lib/own-website';
import { requireAuth } from '../middleware/auth';

export const chromeRoutes = new Hono<AppEnv>();

/**
 * Validation strips unknown keys, so the footer editor's transient isReadOnly (and any id or website_id) never
 * reaches D1; links must be relative paths or http(s) URLs. html_content is kept verbatim (never rendered as HTML).
 */
async function save(c: Ctx, place: ChromePlace) {
  const body = await readJson(c);
  const input = await validate(chromeSchema, { html_content: body.html_content ?? undefined, navs: body.navs ?? undefined });
  const websiteId = await requireWebsiteId(c);
  const navs = input.navs.map((n) => ({ title: n.title, link: n.link }));
  await saveChrome(c.env.DB, websiteId, place, { html_content: input.html_content, navs });
  const saved: Chrome = { html_content: input.html_content, navs };
  return c.json(saved);
}

// POST and PUT behave alike (create-or-replace): see saveChrome for why.
for (const place of ['header', 'footer'] as const) {
  chromeRoutes.post(`/${place}`, requireAuth, (c) => save(c, place));
  chromeRoutes.put(`/${place}`, requireAuth, (c) => save(c, place));
}
