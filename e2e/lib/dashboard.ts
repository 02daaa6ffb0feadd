// What the commerce e2e files share: the store of 25 checkouts they read back, and how the dashboard shows text,
// money and moments (Intl, as the remotes format them), so the tests compute what each language must show.
import type { CheckoutResponse } from '@app/contracts';
import type { Locator, Page } from 'playwright-core';
import { addProduct, checkout, type Merchant } from './api';

export const money = (lng: string, amount: number) => new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD' }).format(amount);
export const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
/** A moment as Orders, Transactions and Subscribers show it: the locale's medium date, then the short time. */
export const when = (lng: string, iso: string) =>
  plain(
    new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }).format(new Date(iso)) +
      new Intl.DateTimeFormat(lng, { timeStyle: 'short' }).format(new Date(iso)),
  );
// A refused call (a 404 website_not_found the pages expect) is logged by Chromium as a failed resource: not a bug.
export const unexpected = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));

export async function setLanguage(page: Page, lng: string) {
  await page.evaluate((l) => localStorage.setItem('appLang', l), lng);
  await page.reload();
}

/** The top-level rows of the orders or transactions table (the caption names it; item tables are nested). */
export const listRows = (page: Page, caption: RegExp): Locator => page.getByRole('table', { name: caption }).locator(':scope > tbody > tr');
export const cellTexts = async (row: Locator) => (await row.locator(':scope > td').allTextContents()).map(plain);

export interface SalesFigures {
  revenue: number;
  paid: number;
  declined: number;
  average: number;
}

/** Three products and 25 checkouts through the API: every 8th declined (3 of them), the rest paid, with one to three
 * lines each. Returns the orders newest first, as the API and the pages list them, and the figures they add up to. */
export async function seedOrders(store: Merchant): Promise<{ orders: CheckoutResponse[]; figures: SalesFigures }> {
  const mug = await addProduct(store, 'Blue mug', '12.50');
  const towel = await addProduct(store, 'Tea towel', '7.25');
  const beans = await addProduct(store, 'Coffee beans', '18.00');
  const orders: CheckoutResponse[] = [];
  for (let i = 0; i < 25; i++) {
    const lines: [number, number][] = [[[mug, towel, beans][i % 3], 1 + (i % 4)]];
    if (i % 5 === 0) lines.push([towel, 2]);
    if (i % 7 === 0) lines.push([beans, 1]);
    orders.unshift(await checkout(store.websiteId, lines, i % 8 === 3 ? '0002' : '4242'));
  }
  const paid = orders.filter((o) => o.order.status === 'paid');
  const cents = paid.reduce((s, o) => s + Math.round(o.order.total_value * 100), 0);
  const figures = {
    revenue: cents / 100,
    paid: paid.length,
    declined: orders.length - paid.length,
    average: Math.round(cents / paid.length) / 100,
  };
  return { orders, figures };
}

/** From any dashboard screen to the Payments screen by the sidebar; its form, loaded. */
export async function openPaymentsForm(page: Page): Promise<Locator> {
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Payments' }).click();
  await page.waitForURL('**/payments');
  const form = page.getByRole('form', { name: 'Payments' });
  await form.waitFor();
  return form;
}
