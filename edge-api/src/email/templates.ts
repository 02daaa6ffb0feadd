// The shopper's emails in their language (the order's locale; the words: `email` in packages/i18n/locales/<lang>/
// server.json, checked for every key in every language by the i18n tests): plain text and simple HTML. Every value that came from
// a shopper or a merchant (names, address, store title, tracking) is escaped in the HTML, so none can become markup.
// What the shopper typed (name, address) appears only as the order's shipping data, never in a subject or greeting:
// the platform's sender must not carry a stranger's words to an address nobody verified (#32 item 6).
import { intlLocale, isLanguage, type Language, type ShippingAddress } from '@app/contracts';
import { fill, markup, type Html } from '@app/html';
import { server } from '@app/i18n/server';
import type { EmailMessage } from './sender';

type Catalogue = (typeof server)['en']['email'];

export interface EmailOrder {
  id: number;
  storeTitle: string;
  customerName: string;
  email: string;
  locale: string;
  status: string;
  currency: string;
  subtotal: number;
  discount: number;
  total: number;
  items: { name: string; variant_title: string; quantity: number; price: number }[];
  shippingAddress: ShippingAddress | null;
}

export interface Tracking {
  tracking_number?: string | null;
  carrier?: string | null;
}

function money(locale: Language, currency: string) {
  return (n: number) => {
    try {
      return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).format(n);
    } catch {
      return `${n.toFixed(2)} ${currency}`;
    }
  };
}

/** One email's paragraphs, each plain; a list is one paragraph of lines. Written to text and to escaped HTML. */
type Block = { p: string } | { h: string } | { lines: string[] };

function render(blocks: Block[], lang: Language): { text: string; html: string } {
  const text = blocks.map((b) => ('p' in b ? b.p : 'h' in b ? b.h : b.lines.join('\n'))).join('\n\n');
  const block = (b: Block): Html =>
    'p' in b
      ? markup`<p>${b.p}</p>`
      : 'h' in b
        ? markup`<h2 style="font-size:16px;margin:16px 0 4px">${b.h}</h2>`
        : markup`<p>${b.lines.map((line, i) => (i ? [markup`<br>`, line] : line))}</p>`;
  const body = blocks.map((b, i) => (i ? [markup`\n`, block(b)] : block(b)));
  const html = markup`<!DOCTYPE html><html lang="${lang}"><body style="font-family:'Noto Sans Ethiopic',Arial,sans-serif;line-height:1.6;color:#1f2937">\n${body}\n</body></html>`;
  return { text, html: html.value };
}

function addressLines(a: ShippingAddress, lang: Language): string[] {
  let country = a.country;
  try {
    country = new Intl.DisplayNames([intlLocale(lang)], { type: 'region' }).of(a.country) ?? a.country;
  } catch {
    // the code is still an address
  }
  return [a.line1, a.line2, [a.postal_code, a.city].filter(Boolean).join(' '), a.region, country].filter(Boolean);
}

/** The order's number, lines, sums and where it ships: shared by both emails. */
function orderBlocks(o: EmailOrder, c: Catalogue, lang: Language): Block[] {
  const m = money(lang, o.currency);
  const line = (i: EmailOrder['items'][number]) =>
    fill(c.line, {
      quantity: i.quantity,
      name: i.variant_title ? `${i.name} (${i.variant_title})` : i.name,
      amount: m(Math.round(i.price * 100 * i.quantity) / 100),
    });
  const sums = [fill(c.subtotal, { amount: m(o.subtotal) }), ...(o.discount > 0 ? [fill(c.discount, { amount: m(o.discount) })] : [])];
  return [
    { p: fill(c.orderNumber, { order: o.id }) },
    { h: c.items },
    { lines: o.items.map(line) },
    { lines: [...sums, fill(c.total, { amount: m(o.total) })] },
    ...(o.shippingAddress ? [{ h: c.shipTo }, { lines: [o.customerName, ...addressLines(o.shippingAddress, lang)] }] : []),
  ];
}

const langOf = (locale: string): Language => (isLanguage(locale) ? locale : 'en');

export function orderConfirmation(o: EmailOrder): EmailMessage {
  const lang = langOf(o.locale);
  const c = server[lang].email;
  // No shopper text here: these fill the subject, greeting and intro (#32 item 6); the name is only in the address.
  const vars = { order: o.id, store: o.storeTitle, total: money(lang, o.currency)(o.total) };
  const intro = o.status === 'awaiting_payment' ? c.confirmation.introCod : c.confirmation.intro;
  const blocks: Block[] = [
    { p: fill(c.greeting, vars) },
    { p: fill(intro, vars) },
    ...orderBlocks(o, c, lang),
    { p: fill(c.footer, vars) },
  ];
  return { to: o.email, subject: fill(c.confirmation.subject, vars), locale: lang, ...render(blocks, lang) };
}

/** A notice about the order: the greeting, what happened (its own paragraphs), the order itself and the footer. */
function orderNotice(o: EmailOrder, subject: (c: Catalogue) => string, lead: (c: Catalogue, lang: Language) => Block[]): EmailMessage {
  const lang = langOf(o.locale);
  const c = server[lang].email;
  const vars = { order: o.id, store: o.storeTitle };
  const blocks: Block[] = [{ p: fill(c.greeting, vars) }, ...lead(c, lang), ...orderBlocks(o, c, lang), { p: fill(c.footer, vars) }];
  return { to: o.email, subject: fill(subject(c), vars), locale: lang, ...render(blocks, lang) };
}

export function shippingNotice(o: EmailOrder, t: Tracking): EmailMessage {
  return orderNotice(
    o,
    (c) => c.shipping.subject,
    (c) => {
      const tracking = [
        ...(t.tracking_number ? [fill(c.shipping.tracking, { tracking: t.tracking_number })] : []),
        ...(t.carrier ? [fill(c.shipping.carrier, { carrier: t.carrier })] : []),
      ];
      return [{ p: c.shipping.intro }, ...(tracking.length ? [{ lines: tracking }] : [])];
    },
  );
}

/** The merchant cancelled the order: what was given back (a paid order's cancel refunds what was left) or nothing. */
export function cancellationNotice(o: EmailOrder, refunded: number): EmailMessage {
  return orderNotice(
    o,
    (c) => c.cancellation.subject,
    (c, lang) => [
      { p: c.cancellation.intro },
      { p: refunded > 0 ? fill(c.cancellation.refund, { amount: money(lang, o.currency)(refunded) }) : c.cancellation.nothingCharged },
    ],
  );
}

/** The merchant refunded part or all of the order (the provider accepted it). */
export function refundNotice(o: EmailOrder, amount: number): EmailMessage {
  return orderNotice(
    o,
    (c) => c.refund.subject,
    (c, lang) => [{ p: fill(c.refund.intro, { amount: money(lang, o.currency)(amount) }) }, { p: c.refund.delay }],
  );
}
