// The Pages panel: which standard page is open, and its save (PUT when the page exists for the slug, else POST).
import { api, type PageInput } from '@app/api-client';
import { pageSchema, STANDARD_PAGES, type Page } from '@app/contracts';
import { proxy } from 'valtio';
import { failed, succeeded, type Outcome } from '../../shared/outcome';
import { savedSomething } from '../website/website.store';

export type PageSlug = (typeof STANDARD_PAGES)[number]['slug'];

export const pagesState = proxy({ slug: STANDARD_PAGES[0].slug as PageSlug });

export function selectPage(slug: PageSlug): void {
  pagesState.slug = slug;
}

export async function savePage(existing: Page | null, values: PageInput): Promise<Outcome> {
  const input = pageSchema.cast(values) as PageInput;
  try {
    if (existing) await api.pages.update(existing.id, input);
    else await api.pages.create(input);
  } catch (err) {
    return failed(err, existing ? 'updatePages' : 'createPage');
  }
  await savedSomething();
  return succeeded(existing ? 'pageUpdated' : 'pageCreated');
}
