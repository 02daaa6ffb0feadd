// Tells the registry that a release of a remote failed in this browser (POST /api/remotes/failures, DESIGN.md §19):
// the deploy API lists these so a team sees a bad release. Fire and forget: the page goes on with the fallback
// whatever happens to the report. A plain fetch because the operations table has no entry for it yet, with the
// client's rules (same-origin cookies, the XSRF echo on a write).
import { readCookie } from '@app/api-client';
import { XSRF_COOKIE, XSRF_HEADER } from '@app/contracts';
import { API_PREFIX } from '@app/contracts/operations';
import type { RemoteFailureReport } from '@app/contracts/releases';

export const FAILURES_URL = `${API_PREFIX}/remotes/failures`;
const MAX_MESSAGE = 500;

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, MAX_MESSAGE);
}

/** Never throws and never waits: a report that cannot be sent is dropped. */
export function reportFailure(remote: string, version: string, stage: RemoteFailureReport['stage'], error: unknown): void {
  const report: RemoteFailureReport = { remote, version, stage, message: messageOf(error) };
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  try {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
    const sent = fetch(FAILURES_URL, {
      method: 'POST',
      headers,
      body: JSON.stringify(report),
      credentials: 'same-origin',
      keepalive: true,
    });
    void sent.catch(() => undefined);
  } catch {
    // no fetch at all (an old or locked-down browser): nothing to report with
  }
}
