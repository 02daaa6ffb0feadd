// The share modal's links (SPEC §2): the store at /published/{domain} on the current host, shared through
// Facebook or X in a 550 x 450 popup.
import { SHARE_POPUP } from '@app/contracts';

export const storePath = (domain: string) => `/published/${encodeURIComponent(domain)}`;

export const shareLink = (domain: string, origin: string = window.location.origin) => `${origin}${storePath(domain)}`;

export const facebookShareUrl = (link: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`;
export const xShareUrl = (link: string) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(link)}`;

const popupFeatures = () => `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},noopener,noreferrer`;

export function openSharePopup(url: string): void {
  window.open(url, '_blank', popupFeatures());
}

// The clipboard helper moved to @app/ui (the commerce remote's Payments screen copies its webhook URL too).
export { copyText } from '@app/ui';
