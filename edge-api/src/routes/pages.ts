// Pages and their sections (mounted at /website/pages), plus the public sections read (SPEC §7).
import { normalizeSectionContent, ops, type Operation, type SectionType } from '@app/contracts';
import { getLivePageSections, getPageWithSections, storeDb } from '@app/db';
import { Hono } from 'hono';
import { ownPageExists, updatePage, upsertPageBySlug, type PageInput } from '../db/pages';
import { createSection, deleteSection, updateSection, type SectionInput } from '../db/sections';
import type { AppEnv, Ctx } from '../env';
import { ApiError, websiteNotFound } from '../errors';
import { readJson } from '../lib/http';
import { body, idParam, route, textParam } from '../lib/operations';
import { requireStore } from '../lib/own-website';

export const pageRoutes = new Hono<AppEnv>();

const pageNotFound = () => new ApiError(404, 'page_not_found', 'Page not found');
const sectionNotFound = () => new ApiError(404, 'section_not_found', 'Section not found');

/** Only the page fields are read: website_id, id or owner_id in a body never reach a query. */
async function readPageInput(c: Ctx, o: Operation): Promise<PageInput> {
  const b = await readJson(c);
  return body<PageInput>(o, {
    title: b.title,
    slug: b.slug,
    meta_title: b.meta_title ?? undefined,
    meta_description: b.meta_description ?? undefined,
    is_published: b.is_published ?? undefined,
  });
}

/** Content is normalised by type (text keeps {text}; form drops blank keys; values become strings). */
async function readSectionInput(c: Ctx, o: typeof ops.sectionCreate | typeof ops.sectionUpdate): Promise<SectionInput> {
  const b = await readJson(c);
  // A number the client sent as a string ("3") is fine; anything else is checked by the schema (0-9 integer).
  const v = await body(o, { title: b.title, type: b.type, order: b.order ?? undefined, content: b.content ?? undefined });
  const type = v.type as SectionType;
  return { title: v.title, type, order: v.order, content: normalizeSectionContent(type, v.content) };
}

// Public (no token): what a shopper's browser may ask for, from the live publication (as the storefront shows it),
// never the draft. Unknown site, unknown slug and a page the publication does not show are all 404.
route(pageRoutes, ops.publicSections, async (c) => {
  const websiteId = idParam(c, ops.publicSections, 'website_id', websiteNotFound);
  const slug = textParam(c, ops.publicSections, 'slug').trim().toLowerCase();
  const db = await storeDb(c.env, websiteId);
  if (!db) throw websiteNotFound();
  const sections = await getLivePageSections(db, c.env.MEDIA, websiteId, slug);
  if (sections === 'no_site') throw websiteNotFound();
  if (sections === 'no_page') throw pageNotFound();
  // The body is the sections array (api-client's publicSections: Section[]).
  return c.json(sections);
});

// Idempotent by slug: see upsertPageBySlug.
route(pageRoutes, ops.pageCreate, async (c) => {
  const input = await readPageInput(c, ops.pageCreate);
  const { id: websiteId, db } = await requireStore(c);
  return c.json(await upsertPageBySlug(db, websiteId, input));
});

route(pageRoutes, ops.pageGet, async (c) => {
  const pageId = idParam(c, ops.pageGet, 'page_id');
  const { id: websiteId, db } = await requireStore(c);
  const page = await getPageWithSections(db, websiteId, { id: pageId });
  if (!page) throw pageNotFound();
  return c.json(page);
});

route(pageRoutes, ops.pageUpdate, async (c) => {
  const pageId = idParam(c, ops.pageUpdate, 'page_id');
  const input = await readPageInput(c, ops.pageUpdate);
  const { id: websiteId, db } = await requireStore(c);
  const page = await updatePage(db, websiteId, pageId, input);
  if (!page) throw pageNotFound();
  return c.json(page);
});

// The path's page id wins over any page_id in the body.
route(pageRoutes, ops.sectionCreate, async (c) => {
  const pageId = idParam(c, ops.sectionCreate, 'page_id');
  const input = await readSectionInput(c, ops.sectionCreate);
  const { id: websiteId, db } = await requireStore(c);
  if (!(await ownPageExists(db, websiteId, pageId))) throw pageNotFound();
  return c.json(await createSection(db, websiteId, pageId, input));
});

route(pageRoutes, ops.sectionUpdate, async (c) => {
  const pageId = idParam(c, ops.sectionUpdate, 'page_id');
  const sectionId = idParam(c, ops.sectionUpdate, 'section_id');
  const input = await readSectionInput(c, ops.sectionUpdate);
  const { id: websiteId, db } = await requireStore(c);
  const section = await updateSection(db, websiteId, pageId, sectionId, input);
  if (!section) throw sectionNotFound();
  return c.json(section);
});

route(pageRoutes, ops.sectionDelete, async (c) => {
  const pageId = idParam(c, ops.sectionDelete, 'page_id');
  const sectionId = idParam(c, ops.sectionDelete, 'section_id');
  const { id: websiteId, db } = await requireStore(c);
  if (!(await deleteSection(db, websiteId, pageId, sectionId))) throw sectionNotFound();
  return c.json({ message: 'Section deleted', success: true });
});
