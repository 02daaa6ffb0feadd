// The Header and Footer panels' saves (create = POST while none exists, update = PUT once it does).
import { api } from '@app/api-client';
import { siteOperations as ops } from '@app/contracts';
import { failed, succeeded, type Outcome } from '../../shared/outcome';
import { savedSomething } from '../website/website.store';
import { toPayload, type HeaderFooterKind, type HeaderFooterMode, type HeaderFooterValues } from './header-footer';

/** Each save's operation, its toast and its SPEC §8 default message. */
const CALLS = {
  header: {
    create: [ops.headerCreate, 'headerCreated', 'createHeader'],
    update: [ops.headerUpdate, 'headerUpdated', 'updateHeader'],
  },
  footer: {
    create: [ops.footerCreate, 'footerCreated', 'createFooter'],
    update: [ops.footerUpdate, 'footerUpdated', 'updateFooter'],
  },
} as const;

/** Saves the header or footer; the toast comes after the server's answer (DESIGN overrides SPEC's "immediately"). */
export async function saveHeaderFooter(kind: HeaderFooterKind, mode: HeaderFooterMode, values: HeaderFooterValues): Promise<Outcome> {
  const [operation, done, fallback] = CALLS[kind][mode];
  try {
    await api.client.op(operation, {}, toPayload(values), { defaultMessage: fallback });
  } catch (err) {
    return failed(err, fallback);
  }
  await savedSomething();
  return succeeded(done);
}
