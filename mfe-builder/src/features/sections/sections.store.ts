// Sections of each page (GET /website/pages/{id}); after every create, update, delete or reorder the list is read
// again from the server (SPEC §4) and the preview reloads.
import { api, type SectionInput } from '@app/api-client';
import { type Section } from '@app/contracts';
import { proxy } from 'valtio';
import { messageOf, type Shown } from '@app/api-client';
import { failed, succeeded, type Outcome, type Toast } from '../../shared/outcome';
import { previewChanged } from '../website/website.store';
import { byOrder, changedOrders, ordersFor } from './section-content';

export interface PageSections {
  status: 'loading' | 'ready' | 'error';
  sections: Section[];
  error: Shown | null;
}

export const sectionsState = proxy({ pages: {} as Record<number, PageSections> });

/** The page's state, through the proxy (the object assigned is not the proxy valtio makes of it). */
function entry(pageId: number): PageSections {
  if (!sectionsState.pages[pageId]) sectionsState.pages[pageId] = { status: 'loading', sections: [], error: null };
  return sectionsState.pages[pageId];
}

export async function loadSections(pageId: number): Promise<void> {
  const page = entry(pageId);
  if (page.status !== 'ready') page.status = 'loading';
  try {
    const { sections } = await api.pages.get(pageId);
    Object.assign(page, { status: 'ready', sections: [...sections].sort(byOrder), error: null });
  } catch (err) {
    Object.assign(page, { status: 'error', error: messageOf(err, 'fetchPage') });
  }
}

async function thenReload(pageId: number, done: Toast): Promise<Outcome> {
  previewChanged();
  await loadSections(pageId);
  return succeeded(done);
}

export async function createSection(pageId: number, input: SectionInput): Promise<Outcome> {
  try {
    await api.pages.createSection(pageId, input);
  } catch (err) {
    return failed(err, 'createSection');
  }
  return thenReload(pageId, 'sectionCreated');
}

export async function updateSection(pageId: number, id: number, input: SectionInput): Promise<Outcome> {
  try {
    await api.pages.updateSection(pageId, id, input);
  } catch (err) {
    return failed(err, 'updateSections');
  }
  return thenReload(pageId, 'sectionUpdated');
}

export async function deleteSection(pageId: number, id: number): Promise<Outcome> {
  try {
    await api.pages.deleteSection(pageId, id);
  } catch (err) {
    return failed(err, 'updateSections');
  }
  return thenReload(pageId, 'sectionDeleted');
}

/** Saves a new display order: the list moves at once, each moved section is saved with its new `order`. */
export async function reorderSections(pageId: number, list: readonly Section[]): Promise<Outcome> {
  const page = entry(pageId);
  const before = page.sections.map((s) => ({ ...s }));
  const after = ordersFor(list);
  page.sections = after;
  try {
    await Promise.all(
      changedOrders(before, after).map((s) =>
        api.pages.updateSection(pageId, s.id, { title: s.title, type: s.type, order: s.order, content: s.content }),
      ),
    );
  } catch (err) {
    await loadSections(pageId);
    return failed(err, 'updateSections');
  }
  return thenReload(pageId, 'sectionsReordered');
}
