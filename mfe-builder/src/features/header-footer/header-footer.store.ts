// The Header and Footer panels' saves (create = POST while none exists, update = PUT once it does).
import { api } from '@app/api-client';
import { DEFAULT_ERRORS } from '@app/contracts';
import { failed, succeeded, type Outcome } from '../../shared/error-text';
import { TOASTS } from '../../shared/messages';
import { savedSomething } from '../website/website.store';
import { toPayload, type HeaderFooterKind, type HeaderFooterMode, type HeaderFooterValues } from './header-footer';

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
export async function saveHeaderFooter(kind: HeaderFooterKind, mode: HeaderFooterMode, values: HeaderFooterValues): Promise<Outcome> {
  const [call, done, fallback] = CALLS[kind][mode];
  try {
    await call(toPayload(values));
  } catch (err) {
    return failed(err, fallback);
  }
  await savedSomething();
  return succeeded(done);
}
