// The Header and Footer panels' saves (create = POST while none exists, update = PUT once it does).
import { api } from '@app/api-client';
import { DEFAULT_ERRORS } from '@app/contracts';
import { failed, succeeded, type Outcome } from '../../shared/outcome';
import { savedSomething } from '../website/website.store';
import { toPayload, type ChromeKind, type ChromeMode, type ChromeValues } from './chrome';

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
export async function saveChrome(kind: ChromeKind, mode: ChromeMode, values: ChromeValues): Promise<Outcome> {
  const [call, done, fallback] = CALLS[kind][mode];
  try {
    await call(toPayload(values));
  } catch (err) {
    return failed(err, fallback);
  }
  await savedSomething();
  return succeeded(done);
}
