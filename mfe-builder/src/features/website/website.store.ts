// The merchant's website as the builder knows it (GET /website/), and the saves of the Website panel.
// Every panel reads the website from here; after any save the website is read again and the preview reloads.
import { api, ApiError, type WebsiteInput } from '@app/api-client';
import { type Website } from '@app/contracts';
import { proxy } from 'valtio';
import { messageOf, type Shown } from '@app/api-client';
import { failed, succeeded, type Outcome } from '../../shared/outcome';

export type WebsiteStatus = 'loading' | 'none' | 'ready' | 'error';

const initial = () => ({
  status: 'loading' as WebsiteStatus,
  website: null as Website | null,
  loadError: null as Shown | null,
  /** Bumped after every successful save: the live preview iframe reloads on it. */
  previewVersion: 0,
});

export const websiteState = proxy(initial());

export function resetWebsite(): void {
  Object.assign(websiteState, initial());
}

const isMissing = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.code === 'website_not_found');

/** First load: a 404 means "no website yet" (the create form), anything else an error with Retry. */
export async function loadWebsite(): Promise<void> {
  websiteState.status = 'loading';
  websiteState.loadError = null;
  try {
    websiteState.website = await api.website.mine();
    websiteState.status = 'ready';
  } catch (err) {
    websiteState.website = null;
    if (isMissing(err)) websiteState.status = 'none';
    else {
      websiteState.status = 'error';
      websiteState.loadError = messageOf(err, 'fetchWebsite');
    }
  }
}

/**
 * After a save elsewhere (header, hero, a page...): the preview reloads, and the website is read again so every
 * panel shows what the server kept. A failed re-read keeps the last known website.
 */
export async function savedSomething(): Promise<void> {
  websiteState.previewVersion += 1;
  try {
    websiteState.website = await api.website.mine();
    websiteState.status = 'ready';
  } catch {
    // the save itself succeeded; the next load shows the rest
  }
}

/** The answer to POST /website/ is the whole website with its header, footer and three pages (server-side batch). */
export async function createWebsite(input: WebsiteInput): Promise<Outcome> {
  try {
    websiteState.website = await api.website.create(input);
    websiteState.status = 'ready';
    websiteState.previewVersion += 1;
    return succeeded('websiteCreated');
  } catch (err) {
    return failed(err, 'createWebsite');
  }
}

export async function updateWebsite(input: WebsiteInput): Promise<Outcome> {
  try {
    websiteState.website = await api.website.update(input);
    websiteState.previewVersion += 1;
    return succeeded('websiteUpdated');
  } catch (err) {
    return failed(err, 'updateWebsite');
  }
}

/** A save that does not change the website itself (a section): only the preview reloads. */
export function previewChanged(): void {
  websiteState.previewVersion += 1;
}
