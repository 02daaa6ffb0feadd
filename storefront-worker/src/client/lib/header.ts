// Behaviour every store page has: the header shrinks after 10 px of scroll, the mobile menu opens and closes, the
// cart and wishlist badges show their counts, the language switch sets appLang (cookie + localStorage) and goes to the
// page in that language, and the footer's newsletter form subscribes.
import { LANGUAGE_STORAGE_KEY, languageCookie, type Language } from '@app/contracts/constants';
import { $, $$, inTasks } from './dom';
import { shopStore } from './browser-store';
import { initNewsletter } from './newsletter';

const SHRINK_AFTER_PX = 10;

/**
 * Work the first paint does not need runs in a task of its own once the page has painted: reading scrollY while the
 * script first runs would force the page's style and layout before that paint, and the first read of localStorage
 * waits on the browser to open the store's storage. Together with the island's own evaluation they made one long
 * task, where Lighthouse counts every millisecond past 50 as blocking.
 */
const afterFirstPaint = (work: () => void) => requestAnimationFrame(() => setTimeout(work, 0));

function badges() {
  const store = shopStore();
  const counts: Record<string, number> = { cart: store.cart().totalQuantity, wishlist: store.wishlist().wishlistQuantity };
  for (const badge of $$('[data-sf-badge]')) {
    const n = counts[badge.dataset.sfBadge ?? ''] ?? 0;
    // The link's accessible name is its hidden word plus this visible count ("Cart 3").
    badge.textContent = n > 0 ? (n > 99 ? '99+' : String(n)) : '';
  }
}

function shrink() {
  const header = $('[data-sf-header]');
  if (!header) return;
  const update = () => header.classList.toggle('is-scrolled', window.scrollY > SHRINK_AFTER_PX);
  // A page opened scrolled (back, a #fragment) gets the class once it has painted.
  afterFirstPaint(update);
  window.addEventListener('scroll', update, { passive: true });
}

function menu() {
  const toggle = $('[data-sf-menu]');
  const nav = $('[data-sf-nav]');
  if (!toggle || !nav) return;
  const set = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    nav.classList.toggle('is-open', open);
  };
  toggle.addEventListener('click', () => set(toggle.getAttribute('aria-expanded') !== 'true'));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && nav.classList.contains('is-open')) {
      set(false);
      toggle.focus();
    }
  });
}

function language() {
  const select = $<HTMLSelectElement>('[data-sf-lang]');
  // The no-script form's Go button; CSS hides it already where `@media (scripting)` is known. Hidden here, not by a
  // class on <html>: that would restyle the whole page before its first paint.
  const go = $('.sf-lang__go');
  if (go) go.hidden = true;
  select?.addEventListener('change', () => {
    // The options are the language list's codes (StoreHeader.tsx); the list itself stays out of the island.
    const lng = select.value as Language;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // the cookie is what the server reads
    }
    document.cookie = languageCookie(lng);
    // The same page in that language when the store shows it, else this page with the UI in it (StoreHeader.tsx).
    location.assign(select.selectedOptions[0]?.dataset.href ?? location.href);
  });
}

export function initHeader() {
  shrink();
  menu();
  language();
  // The badges are empty in the HTML; the counts come from this device's cart and wishlist. Three steps, a task each:
  // the page's data and the storage object, the storage's first read (the browser loads the whole store for it, the
  // slowest step on a fresh profile: ~16 ms of a 25 ms task on the bench machine), then the subscription.
  afterFirstPaint(() =>
    inTasks(
      () => shopStore(),
      badges,
      () => shopStore().subscribe(badges),
    ),
  );
  initNewsletter();
}
