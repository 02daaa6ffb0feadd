// The Header and Footer panels' saves (create = POST while none exists, update = PUT once it does).
import { api } from '@app/api-client';
import { failed, succeeded, type Outcome } from '../../shared/outcome';
import { savedSomething } from '../website/website.store';
import { toPayload, type HeaderFooterKind, type HeaderFooterMode, type HeaderFooterValues } from './header-footer';

const CALLS = {
  header: {
    create: [api.website.createHeader, 'headerCreated', 'createHeader'],
    update: [api.website.updateHeader, 'headerUpdated', 'updateHeader'],
  },
  footer: {
    create: [api.website.createFooter, 'footerCreated', 'createFooter'],
    update: [api.website.updateFooter, 'footerUpdated', 'updateFooter'],
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
