// Header and footer editing rules (SPEC §2, §3): the footer's saved items are shown read-only (isReadOnly), a flag
// that lives only in the editor and is stripped before anything is sent.
import type { Chrome, NavItem } from '@app/contracts';

export type ChromeKind = 'header' | 'footer';
export type ChromeTab = 'create' | 'update';

/** A navigation row in the editor; isReadOnly is transient (never saved). */
export interface NavRow extends NavItem {
  isReadOnly?: boolean;
}
export interface ChromeValues {
  html_content: string;
  navs: NavRow[];
}

export const blankRow = (): NavRow => ({ title: '', link: '', isReadOnly: false });

/** The Create tab starts from nothing: empty HTML and one blank row. */
export const createValues = (): ChromeValues => ({ html_content: '', navs: [blankRow()] });

/** The Update tab starts from what is saved; the footer's saved items are read-only. */
export function updateValues(kind: ChromeKind, saved: Chrome | null): ChromeValues {
  return {
    html_content: saved?.html_content ?? '',
    navs: (saved?.navs ?? []).map((n) => ({ title: n.title, link: n.link, isReadOnly: kind === 'footer' })),
  };
}

/** What the API receives: title and link only (trimmed), the editor's isReadOnly removed. */
export function toPayload(values: ChromeValues): Chrome {
  return {
    html_content: values.html_content,
    navs: values.navs.map(({ title, link }) => ({ title: title.trim(), link: link.trim() })),
  };
}
