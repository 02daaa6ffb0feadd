// Cart and checkout pages: the cart priced by the server (POST /stores/{id}/cart/price) on arrival and after each
// change (debounced), with the discount code in the field. The answer updates the lines (price, name, variant title,
// quantity clamped to the stock) and gives the summary; what changed is shown above the cart. The stored prices are
// never the totals, except when the store cannot be reached (then "could not check" says so).
import { publicOperations as ops } from '@app/contracts/operations/public';
import type { CartPriceResponse } from '@app/contracts/discounts';
import { codeView, keepCode, refusedCode, storedCode, type CodeView } from '../store/discount-code';
import { priceRequest, reprice, summaryOf, type Change, type LineCheck, type Summary } from '../store/reprice';
import { shopStore } from './browser-store';
import { $, h } from './dom';
import { money, pageData, t } from './page-data';
import { call } from './post-json';

/** Typing a quantity prices once the shopper pauses, not at each key. */
const DEBOUNCE_MS = 350;

function changeText(c: Change): string {
  switch (c.kind) {
    case 'price':
      return t('cart.priceChanged', { name: c.name, old: money(c.old), new: money(c.new) });
    case 'removed':
      return t('cart.removed', { name: c.name });
    case 'soldOut':
      return t('cart.soldOut', { name: c.name });
    case 'lowStock':
      return t('cart.lowStock', { name: c.name, count: c.stock });
    case 'problem':
      return t(`cart.shop_problem.${c.problem}`, { name: c.name });
  }
}

function showNotices(messages: string[], kind: 'warning' | 'info' = 'warning') {
  const box = $('[data-sf-notices]');
  if (!box) return;
  box.replaceChildren(...messages.map((m) => h('p', { class: `sf-notice sf-notice--${kind}`, text: m })));
}

/** The last answer and what it said about each line (lineKey) and the code. */
export const priced: { answer: CartPriceResponse | null; lines: Record<string, LineCheck>; code: string | null; view: CodeView } = {
  answer: null,
  lines: {},
  code: null,
  view: { state: 'none' },
};
/** Price, sold-out and low-stock events of this visit (each said once); problems are said while they last. */
const events = new Set<string>();
let answeredFor = '';
let seq = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

const request = () => priceRequest(shopStore().cart().items, priced.code);
const notify = () => listeners.forEach((fn) => fn());
export const onPriced = (fn: () => void) => void listeners.add(fn);
/**
 * The summary of the cart as it is; `stale` while its last change is still being priced. Meanwhile, without a
 * discount in play, the sum of the lines at the server's unit prices is the total the answer will give; with one,
 * the last answer stays until the new one comes (a discount may depend on the quantities).
 */
export function summary(): Summary & { stale: boolean } {
  const stale = priced.answer !== null && JSON.stringify(request()) !== answeredFor;
  const answer = stale && !priced.answer?.discount ? null : priced.answer;
  return { ...summaryOf(shopStore().cart().items, answer, priced.lines), stale };
}
/** The code an order is sent with: one the store accepted, or one it could not be asked about. */
export const orderCode = (): string | null => (['applied', 'outdone', 'unchecked'].includes(priced.view.state) ? priced.code : null);

function settle(answer: CartPriceResponse | null, view: CodeView, asked: string) {
  priced.answer = answer;
  answeredFor = asked;
  priced.view = view;
  keepCode(sessionStorage, pageData().storeId, view.state === 'refused' ? null : priced.code);
  notify();
}

function applyAnswer(answer: CartPriceResponse, asked: string) {
  const store = shopStore();
  const result = reprice(store.cart().items, answer, pageData().locale !== null);
  priced.lines = result.lines;
  const now: string[] = [];
  for (const c of result.changes) {
    const text = changeText(c);
    if (c.kind === 'price' || c.kind === 'removed' || c.kind === 'lowStock') events.add(text);
    else now.push(text);
  }
  showNotices([...events, ...now]);
  settle(answer, codeView(priced.code, answer), asked);
  store.replaceCart(result.items);
  // Clamped or removed lines changed the cart: its total is asked for at once, not after the typing pause.
  if (JSON.stringify(request()) !== asked) void price();
}

async function price(): Promise<void> {
  clearTimeout(timer);
  const body = request();
  const asked = JSON.stringify(body);
  const mine = ++seq;
  if (!body.items.length) return settle(null, codeView(priced.code, null), asked);
  try {
    const res = await call(ops.cartPrice, { website_id: pageData().storeId }, body);
    if (mine !== seq) return; // a newer request is on its way
    if (res.status === 400 && priced.code && res.body.detail?.some((d) => d.loc?.includes('discount_code')))
      return settle(null, refusedCode(priced.code, res.body.detail), asked);
    if (!res.ok || !Array.isArray(res.body.lines)) throw new Error(String(res.status));
    if (JSON.stringify(request()) !== asked) return schedule(); // the cart moved on while we asked
    applyAnswer(res.body as CartPriceResponse, asked);
  } catch {
    if (mine !== seq) return;
    showNotices([t('cart.offline')], 'info');
    settle(null, codeView(priced.code, null), asked);
  }
}

function schedule() {
  clearTimeout(timer);
  timer = setTimeout(() => void price(), DEBOUNCE_MS);
}

/** Prices the cart again now (after a refused order: the lines and totals as the store sees them). */
export const repriceNow = (): Promise<void> => price();

/** Prices the cart now with `code` in the field (null: no code). */
export function useCode(code: string | null): Promise<void> {
  priced.code = code?.trim() || null;
  return price();
}

/** First pricing of the page (with the code carried from the cart), then again after each change of the cart. */
export function startPricing(): Promise<void> {
  priced.code = storedCode(sessionStorage, pageData().storeId);
  shopStore().subscribe(() => {
    if (JSON.stringify(request()) !== answeredFor) schedule();
  });
  if (shopStore().cart().items.length) showNotices([t('cart.checking')], 'info');
  return price();
}
