// The store's pages and their sections (the builder's Pages panel), and a page's public sections.
import { ops, type PageInput, type SectionInput } from '@app/contracts';
import type { Client } from '../client';

export type { PageInput, SectionInput };

export const pagesApi = (client: Client) => ({
  create: (p: PageInput) => client.op(ops.pageCreate, {}, p, { defaultMessage: 'createPage' }),
  update: (id: number, p: PageInput) => client.op(ops.pageUpdate, { page_id: id }, p, { defaultMessage: 'updatePages' }),
  get: (id: number) => client.op(ops.pageGet, { page_id: id }, undefined, { defaultMessage: 'fetchPage' }),
  createSection: (pageId: number, s: SectionInput) =>
    client.op(ops.sectionCreate, { page_id: pageId }, { ...s, page_id: pageId }, { defaultMessage: 'createSection' }),
  updateSection: (pageId: number, id: number, s: SectionInput) =>
    client.op(ops.sectionUpdate, { page_id: pageId, section_id: id }, s, { defaultMessage: 'updateSections' }),
  deleteSection: (pageId: number, id: number) =>
    client.op(ops.sectionDelete, { page_id: pageId, section_id: id }, undefined, { defaultMessage: 'updateSections' }),
  publicSections: (websiteId: number, slug: string) =>
    client.op(ops.publicSections, { website_id: websiteId, slug }, undefined, { defaultMessage: 'fetchPage' }),
});
