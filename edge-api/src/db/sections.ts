// Section writes. The page must be the caller's (checked in SQL by website id), and every statement also
// filters by website id, so a foreign section id is "not found" and its row is never touched.
import type { Section, SectionType } from '@app/contracts';
import { sections, toSectionDto } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { getDb } from '../lib/db';

export interface SectionInput {
  title: string;
  type: SectionType;
  order: number;
  content: Record<string, string>;
}

const ownSection = (websiteId: number, pageId: number, sectionId: number) =>
  and(eq(sections.id, sectionId), eq(sections.pageId, pageId), eq(sections.websiteId, websiteId));

export async function createSection(d1: D1Database, websiteId: number, pageId: number, input: SectionInput): Promise<Section> {
  const db = getDb(d1);
  const [rows] = await db.batch([
    db
      .insert(sections)
      .values({ websiteId, pageId, title: input.title, type: input.type, order: input.order, content: JSON.stringify(input.content) })
      .returning(),
  ]);
  return toSectionDto(rows[0]);
}

/** Null when no such section on the caller's page (checked first, so a miss writes nothing). */
export async function updateSection(
  d1: D1Database,
  websiteId: number,
  pageId: number,
  sectionId: number,
  input: SectionInput,
): Promise<Section | null> {
  const db = getDb(d1);
  const exists = await db
    .select({ id: sections.id })
    .from(sections)
    .where(ownSection(websiteId, pageId, sectionId))
    .get();
  if (!exists) return null;
  const [rows] = await db.batch([
    db
      .update(sections)
      .set({ title: input.title, type: input.type, order: input.order, content: JSON.stringify(input.content) })
      .where(ownSection(websiteId, pageId, sectionId))
      .returning(),
  ]);
  return rows[0] ? toSectionDto(rows[0]) : null;
}

export async function deleteSection(d1: D1Database, websiteId: number, pageId: number, sectionId: number): Promise<boolean> {
  const db = getDb(d1);
  const exists = await db
    .select({ id: sections.id })
    .from(sections)
    .where(ownSection(websiteId, pageId, sectionId))
    .get();
  if (!exists) return false;
  await db.delete(sections).where(ownSection(websiteId, pageId, sectionId));
  return true;
}
