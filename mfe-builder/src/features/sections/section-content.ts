// Section editing rules (SPEC §4, §5): a type change clears the content; text holds one `text`; form holds
// key/value rows of which rows with a blank key are dropped; image, gallery, video and cta have no editor yet.
import type { SectionInput } from '@app/api-client';
import { EDITABLE_SECTION_TYPES, normalizeSectionContent, SECTION_ORDER_MAX, type Section, type SectionType } from '@app/contracts';

export interface ContentRow {
  key: string;
  value: string;
}
export interface SectionValues {
  title: string;
  type: SectionType;
  order: number;
  text: string;
  rows: ContentRow[];
}

export const isEditableType = (type: string) => (EDITABLE_SECTION_TYPES as readonly string[]).includes(type);

const emptyContent = (type: SectionType): Pick<SectionValues, 'text' | 'rows'> => ({
  text: '',
  rows: type === 'form' ? [{ key: '', value: '' }] : [],
});

/** The add modal starts as a text section placed after the others; the edit modal from the section. */
export function sectionValues(section: Section | null, nextOrder = 0): SectionValues {
  if (!section) return { title: '', type: 'text', order: Math.min(nextOrder, SECTION_ORDER_MAX), ...emptyContent('text') };
  const content = section.content ?? {};
  return {
    title: section.title,
    type: section.type,
    order: section.order,
    text: section.type === 'text' ? String(content.text ?? '') : '',
    rows: section.type === 'form' ? Object.entries(content).map(([key, value]) => ({ key, value: String(value) })) : [],
  };
}

/** Changing the type clears whatever content the old type had. */
export function withType(values: SectionValues, type: SectionType): SectionValues {
  return { ...values, type, ...emptyContent(type) };
}

/** What the API receives: the title trimmed, and the content of the chosen type only (blank-key rows dropped). */
export function toSectionInput(values: SectionValues): SectionInput {
  const raw: Record<string, string> =
    values.type === 'text'
      ? { text: values.text }
      : values.type === 'form'
        ? Object.fromEntries(values.rows.map((r) => [r.key, r.value]))
        : {};
  return { title: values.title.trim(), type: values.type, order: Number(values.order), content: normalizeSectionContent(values.type, raw) };
}

/** Display order (order, then id), as the API and the storefront sort. */
export const byOrder = (a: Section, b: Section) => a.order - b.order || a.id - b.id;

/** After a drag: every section's new order is its position (capped at the schema's maximum). */
export function ordersFor(list: readonly Section[]): Section[] {
  return list.map((s, i) => ({ ...s, order: Math.min(i, SECTION_ORDER_MAX) }));
}

/** The sections whose order changed, i.e. the PUTs a reorder needs. */
export function changedOrders(before: readonly Section[], after: readonly Section[]): Section[] {
  const old = new Map(before.map((s) => [s.id, s.order]));
  return after.filter((s) => old.get(s.id) !== s.order);
}
