// Public URL of an R2 object; storefront-worker serves /media/{key} (the front door routes it there).
const MEDIA_PREFIX = '/media/';
export const mediaUrl = (key: string) => `${MEDIA_PREFIX}${key}`;
/** The R2 key of one of our media URLs, or null for anything else (foreign URLs are never trusted as keys). */
export function keyFromMediaUrl(url: string): string | null {
  const path = url.startsWith('http') ? safePath(url) : url;
  if (!path || !path.startsWith(MEDIA_PREFIX)) return null;
  const key = path.slice(MEDIA_PREFIX.length);
  return /^[a-z0-9/_-]{1,200}(\.[a-z0-9]{2,5})?$/i.test(key) && !key.includes('..') ? key : null;
}
function safePath(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}
