// The URL the builder's preview frame shows: the draft through a 1-hour builder preview link (POST
// /website/preview-session), since /published/{domain} itself now shows only the live publication. One link is reused
// until 5 minutes before it expires, so reloading the frame after each save costs no request.
import { api } from '@app/api-client';

const RENEW_BEFORE_MS = 5 * 60_000;

let cached: { domain: string; url: string; expires: number } | null = null;

/** The draft's URL for `domain`: the cached one while it has over 5 minutes left, else a new session. */
export async function draftPreviewUrl(domain: string, now: number = Date.now()): Promise<string> {
  if (cached && cached.domain === domain && cached.expires - RENEW_BEFORE_MS > now) return cached.url;
  const session = await api.publishing.previewSession();
  cached = { domain, url: session.url, expires: Date.parse(session.expires_at) };
  return session.url;
}

/** Forget the session (another merchant signs in, tests). */
export function forgetPreviewSession(): void {
  cached = null;
}
