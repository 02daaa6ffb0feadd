// Toasts ("Added to Cart", "Added to Wishlist"): in the page's polite live region, 2 s for success (SPEC §9).
import { TOAST_MS } from '@app/contracts/constants';
import { $, h } from './dom';

export function toast(message: string, kind: 'success' | 'info' = 'success') {
  const region = $('[data-sf-toasts]');
  if (!region) return;
  while (region.children.length >= TOAST_MS.maxVisible) region.firstElementChild?.remove();
  const el = h('div', { class: `sf-toast sf-toast--${kind}`, text: message });
  region.append(el);
  setTimeout(() => el.remove(), kind === 'success' ? TOAST_MS.success : TOAST_MS.default);
}
