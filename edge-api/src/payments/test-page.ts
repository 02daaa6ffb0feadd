// The test provider's hosted page (DESIGN §18): server-rendered, no framework and no script, in the shopper's
// language (?locale=en|es|am; `testPage` in packages/i18n/locales/<code>/server.json). Two buttons post the choice with
// the payment's own form secret, which a page on another site cannot know (so no cross-site post can pay or decline).
import { DEFAULT_LANGUAGE, fromCents, intlLocale, isLanguage, languageInfo, type Language } from '@app/contracts';
import { fill, markup, raw, type Html } from '@app/html';
import { server } from '@app/i18n/server';
import type { TestPayment } from '../db/test-payments';

type Strings = (typeof server)['en']['testPage'];

export const pageLanguage = (v: string | undefined): Language => (isLanguage(v) ? v : DEFAULT_LANGUAGE);

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

function layout(lng: Language, t: Strings, body: Html): string {
  const dir = languageInfo(lng).dir;
  return markup`<!DOCTYPE html><html lang="${lng}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${t.title}</title><style>${raw(STYLE)}</style></head><body><main>${body}</main></body></html>`.value;
}

/** The page for a payment: Pay and Decline while it is pending, else its outcome and the way back. */
export function renderTestPage(p: TestPayment, lng: Language, action: string): string {
  const t = server[lng].testPage;
  const amount = money(p.amountCents, p.currency, lng);
  const head = markup`<h1>${t.title}</h1><p>${t.lead}</p><p>${fill(t.order, { id: String(p.orderId) })}</p>`;
  if (p.status !== 'pending') {
    const back = markup`<a class="button" href="${p.returnUrl}">${t.back}</a>`;
    return layout(lng, t, markup`${head}<p role="status">${t[p.status]}</p><div class="actions">${back}</div>`);
  }
  const form = markup`<form method="post" action="${action}"><input type="hidden" name="secret" value="${p.formSecret}">
<input type="hidden" name="locale" value="${lng}">
<button type="submit" name="outcome" value="succeeded">${fill(t.pay, { amount })}</button>
<button type="submit" name="outcome" value="failed">${t.decline}</button></form>`;
  return layout(lng, t, markup`${head}<p>${t.amount}</p><p class="amount">${amount}</p>${form}`);
}

/** A page with one message (unknown payment, a stale form), in the shopper's language. */
export function renderTestMessage(lng: Language, key: 'notFound' | 'invalid'): string {
  const t = server[lng].testPage;
  return layout(lng, t, markup`<h1>${t.title}</h1><p role="alert">${t[key]}</p>`);
}
