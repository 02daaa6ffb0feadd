// Tells the registry that a release of a remote failed in this browser (POST /api/remotes/failures, DESIGN.md §19):
// the deploy API lists these so a team sees a bad release, and enough signed-in sessions reporting the active release
// roll it back. The API takes reports only from a signed-in session: the api client sends the session cookie and the
// XSRF echo; a guest's report (the register page) is refused and dropped. Fire and forget: the page goes on with the fallback
// whatever happens to the report. No `keepalive`: the page stays open, and a keepalive request is never reported
// as finished by the browser's network events (tests waiting for an idle network would wait forever).
import { api } from '@app/api-client';
import type { RemoteFailureReport } from '@app/contracts/releases';

const MAX_MESSAGE = 500;

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, MAX_MESSAGE);
}

/** Never throws and never waits: a report that cannot be sent is dropped. */
export function reportFailure(remote: string, version: string, stage: RemoteFailureReport['stage'], error: unknown): void {
  try {
    void api.remotes.reportFailure({ remote, version, stage, message: messageOf(error) }).catch(() => undefined);
  } catch {
    // no fetch at all (an old or locked-down browser): nothing to report with
  }
}
