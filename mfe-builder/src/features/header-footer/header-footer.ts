// Header and footer editing rules (SPEC §2, §3; issue #11 item 25): every item is edited in place and can be
// moved; `uid` is the editor's own handle for a row (drag and drop needs a stable id) and is never saved.
import type { HeaderFooter, NavItem } from '@app/contracts';

export type HeaderFooterKind = 'header' | 'footer';
export type HeaderFooterMode = 'create' | 'update';

/** A navigation row in the editor. */
export interface NavRow extends NavItem {
  uid: string;
}
export interface HeaderFooterValues {
  html_content: string;
  navs: NavRow[];
}

let next = 0;
const uid = () => `nav-${(next += 1)}`;

export const blankRow = (): NavRow => ({ title: '', link: '', uid: uid() });

/** The Create form starts from nothing: empty HTML and one blank row. */
export const createValues = (): HeaderFooterValues => ({ html_content: '', navs: [blankRow()] });

/** The Update form starts from what is saved, every item editable. */
export function updateValues(saved: HeaderFooter | null): HeaderFooterValues {
  return {
    html_content: saved?.html_content ?? '',
    navs: (saved?.navs ?? []).map((n) => ({ title: n.title, link: n.link, uid: uid() })),
  };
}

/** What the API receives: title and link only (trimmed), the editor's uid removed. */
export function toPayload(values: HeaderFooterValues): HeaderFooter {
  return {
    html_content: values.html_content,
    navs: values.navs.map(({ title, link }) => ({ title: title.trim(), link: link.trim() })),
  };
}

/** The rows with one moved from `from` to `to` (both clamped to the list). */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  const list = [...rows];
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return list;
  const [row] = list.splice(from, 1);
  list.splice(target, 0, row);
  return list;
}
