// The sign-in page's island (page.ts renders the markup): tabs, the two sign-in forms, the find-store box and the
// language picker. Plain DOM, no framework: this is the dashboard's first page for a merchant who is signed out.
import { api, readCookie } from '@app/api-client/auth';
// Subpaths of @app/contracts, never its index: the index brings every schema and table into the page's bundle.
import { XSRF_COOKIE } from '@app/contracts/constants';
import { LANGUAGE_STORAGE_KEY, languageCookie, type Language } from '@app/contracts/languages';
import { pageData } from './page-data';
import { initForms } from './sign-in-forms';
import { $, setAlert } from './ui';

/** SPEC §2: phone (default) and username/password tabs; arrows, Home and End move between them (ARIA tabs). */
function tabs() {
  const list = [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const select = (tab: HTMLButtonElement, focus: boolean) => {
    for (const other of list) {
      const on = other === tab;
      other.setAttribute('aria-selected', String(on));
      other.tabIndex = on ? 0 : -1;
      document.getElementById(other.getAttribute('aria-controls')!)!.hidden = !on;
    }
    if (focus) tab.focus();
    // A switch starts clean: the last method's refusal no longer applies.
    setAlert(null);
  };
  list.forEach((tab, i) => {
    tab.addEventListener('click', () => select(tab, false));
    tab.addEventListener('keydown', (e) => {
      const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: list.length - 1 }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      select(list[(to + list.length) % list.length], true);
    });
  });
}

/** SPEC §2: the hidden find-store box (digits only, required) opens /published-store/{number}, a full page load. */
function findStore() {
  const toggle = $<HTMLButtonElement>('[data-si-find-toggle]');
  const box = $('#find-store');
  const form = $<HTMLFormElement>('[data-si-find]');
  const input = $<HTMLInputElement>('#find-store-number');
  const go = $<HTMLButtonElement>('button[type="submit"]', form);
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    box.hidden = !open;
    if (open) input.focus();
  });
  input.addEventListener('input', () => {
    input.value = input.value.replace(/\D/g, '');
    go.disabled = !input.value;
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (input.value) window.location.assign(`/published-store/${encodeURIComponent(input.value)}`);
  });
}

/** The language picker: kept on the device as the dashboard keeps it (localStorage and cookie), then this page in it. */
function language() {
  const form = $<HTMLFormElement>('[data-si-lang]');
  const select = $<HTMLSelectElement>('select', form);
  $<HTMLButtonElement>('.si-lang__go', form).hidden = true;
  select.addEventListener('change', () => {
    const lng = select.value as Language;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // the cookie is what the front door reads
    }
    document.cookie = languageCookie(lng);
    form.submit();
  });
}

/**
 * Already signed in (the API sets a readable XSRF cookie with the session): straight on to the page the merchant was
 * going to, once the API confirms the session. A stale cookie just leaves the page as it is.
 */
function signedIn() {
  if (!readCookie(XSRF_COOKIE)) return;
  api.auth.profile().then(
    () => window.location.replace(pageData().next),
    () => undefined,
  );
}

tabs();
initForms();
findStore();
language();
signedIn();
