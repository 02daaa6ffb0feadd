// The test provider's hosted page (DESIGN §18): server-rendered, no framework and no script, in the shopper's
// language (?locale=en|es|am; catalogues packages/i18n/locales/<code>/payments.json). Two buttons post the choice with
// the payment's own form secret, which a page on another site cannot know (so no cross-site post can pay or decline).
import { DEFAULT_LANGUAGE, fromCents, intlLocale, isLanguage, languageInfo, type Language } from '@app/contracts';
import en from '@app/i18n/locales/en/payments.json';
import es from '@app/i18n/locales/es/payments.json';
import am from '@app/i18n/locales/am/payments.json';
import type { TestPayment } from '../db/test-payments';

type Strings = typeof en.testPage;
const CATALOGUES: Record<Language, Strings> = { en: en.testPage, es: es.testPage, am: am.testPage };

export const pageLanguage = (v: string | undefined): Language => (isLanguage(v) ? v : DEFAULT_LANGUAGE);

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const fill = (s: string, vars: Record<string, string>) => s.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => vars[k] ?? m);

function money(cents: number, currency: string, lng: Language): string {
  try {
    return new Intl.NumberFormat(intlLocale(lng), { style: 'currency', currency }).format(fromCents(cents));
  } catch {
    return `${fromCents(cents).toFixed(2)} ${currency}`;
  }
}

const STYLE = `body{font:16px/1.5 system-ui,"Noto Sans Ethiopic",sans-serif;margin:0;padding:0 1rem;background:#f4f4f6;color:#1b1b1f}
main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 .5rem}p{margin:.5rem 0}.amount{font-size:1.8rem;font-weight:700}
form,.actions{display:flex;gap:.75rem;margin-top:1.25rem;flex-wrap:wrap}button,a.button{flex:1;min-height:44px;display:flex;align-items:center;justify-content:center;font:inherit;border-radius:8px;
border:2px solid #1b1b1f;padding:.5rem 1rem;cursor:pointer;text-align:center;text-decoration:none;color:inherit;background:#fff}
button[value=succeeded]{background:#14532d;border-color:#14532d;color:#fff}:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`;

function layout(lng: Language, t: Strings, body: string): string {
  const dir = languageInfo(lng).dir;
  return `<!DOCTYPE html><html lang="${lng}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The page for a payment: Pay and Decline while it is pending, else its outcome and the way back. */
export function renderTestPage(p: TestPayment, lng: Language, action: string): string {
  const t = CATALOGUES[lng];
  const amount = money(p.amountCents, p.currency, lng);
  const head = `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.lead)}</p><p>${escapeHtml(fill(t.order, { id: String(p.orderId) }))}</p>`;
  if (p.status !== 'pending') {
    const back = `<a class="button" href="${escapeHtml(p.returnUrl)}">${escapeHtml(t.back)}</a>`;
    return layout(lng, t, `${head}<p role="status">${escapeHtml(t[p.status])}</p><div class="actions">${back}</div>`);
  }
  const form = `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="secret" value="${escapeHtml(p.formSecret)}">
<input type="hidden" name="locale" value="${lng}">
<button type="submit" name="outcome" value="succeeded">${escapeHtml(fill(t.pay, { amount }))}</button>
<button type="submit" name="outcome" value="failed">${escapeHtml(t.decline)}</button></form>`;
  return layout(lng, t, `${head}<p>${escapeHtml(t.amount)}</p><p class="amount">${escapeHtml(amount)}</p>${form}`);
}

/** A page with one message (unknown payment, a stale form), in the shopper's language. */
export function renderTestMessage(lng: Language, key: 'notFound' | 'invalid'): string {
  const t = CATALOGUES[lng];
  return layout(lng, t, `<h1>${escapeHtml(t.title)}</h1><p role="alert">${escapeHtml(t[key])}</p>`);
}
