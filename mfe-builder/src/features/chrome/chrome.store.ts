// The Header and Footer panels: which tab is open, and the saves (create = POST, update = PUT).
import { api } from '@app/api-client';
import { DEFAULT_ERRORS } from '@app/contracts';
import { proxy } from 'valtio';
import { failed, succeeded, type Outcome } from '../../shared/error-text';
import { TOASTS } from '../../shared/messages';
import { savedSomething } from '../website/website.store';
import { toPayload, type ChromeKind, type ChromeTab, type ChromeValues } from './chrome';

export const chromeState = proxy({ tab: { header: 'update', footer: 'update' } as Record<ChromeKind, ChromeTab> });

export function selectChromeTab(kind: ChromeKind, tab: ChromeTab): void {
  chromeState.tab[kind] = tab;
}

const CALLS = {
  header: {
    create: [api.website.createHeader, TOASTS.headerCreated, DEFAULT_ERRORS.createHeader],
    update: [api.website.updateHeader, TOASTS.headerUpdated, DEFAULT_ERRORS.updateHeader],
  },
  footer: {
    create: [api.website.createFooter, TOASTS.footerCreated, DEFAULT_ERRORS.createFooter],
    update: [api.website.updateFooter, TOASTS.footerUpdated, DEFAULT_ERRORS.updateFooter],
  },
} as const;

/** Saves the header or footer; the toast comes after the server's answer (DESIGN overrides SPEC's "immediately"). */
export async function saveChrome(kind: ChromeKind, tab: ChromeTab, values: ChromeValues): Promise<Outcome> {
  const [call, done, fallback] = CALLS[kind][tab];
  try {
    await call(toPayload(values));
  } catch (err) {
    return failed(err, fallback);
  }
  await savedSomething();
  return succeeded(done);
}
