// The commerce remote (mfe-commerce) inside the shell as `pnpm start` serves it: a merchant, a store and products made
// through the API, 25 checkouts through the API (paid and declined), then the orders, transactions and dashboard seen
// in the browser in English, Spanish and Amharic, and a second merchant who sees none of it.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { CheckoutResponse } from '@app/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, call, checkout, newMerchantWithStore, signIn, type Merchant } from '../lib/api';
import { launch, openPage, shot } from '../lib/browser';

const money = (lng: string, amount: number) => new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD' }).format(amount);
const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
/** A moment as Orders, Transactions and Subscribers show it: the locale's medium date, then the short time. */
const when = (lng: string, iso: string) =>
  plain(
    new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }).format(new Date(iso)) +
      new Intl.DateTimeFormat(lng, { timeStyle: 'short' }).format(new Date(iso)),
  );
// A refused call (a 404 website_not_found the pages expect) is logged by Chromium as a failed resource: not a bug.
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));

async function setLanguage(page: Page, lng: string) {
  await page.evaluate((l) => localStorage.setItem('appLang', l), lng);
  await page.reload();
}

/** The top-level rows of the orders or transactions table (the caption names it; item tables are nested). */
const listRows = (page: Page, caption: RegExp): Locator => page.getByRole('table', { name: caption }).locator(':scope > tbody > tr');
const cellTexts = async (row: Locator) => (await row.locator(':scope > td').allTextContents()).map(plain);

let browser: Browser;
let store: Merchant;
// Newest first, as the API and the pages list them.
const orders: CheckoutResponse[] = [];
const figures = { revenue: 0, paid: 0, declined: 0, average: 0 };

beforeAll(async () => {
  browser = await launch();
  store = await newMerchantWithStore('Copper Kettle');
  const mug = await addProduct(store, 'Blue mug', '12.50');
  const towel = await addProduct(store, 'Tea towel', '7.25');
  const beans = await addProduct(store, 'Coffee beans', '18.00');
  // 25 orders: every 8th declined (3 of them), the rest paid, with one to three lines each.
  for (let i = 0; i < 25; i++) {
    const lines: [number, number][] = [[[mug, towel, beans][i % 3], 1 + (i % 4)]];
    if (i % 5 === 0) lines.push([towel, 2]);
    if (i % 7 === 0) lines.push([beans, 1]);
    orders.unshift(await checkout(store.websiteId, lines, i % 8 === 3 ? '0002' : '4242'));
  }
  const paid = orders.filter((o) => o.order.status === 'paid');
  const cents = paid.reduce((s, o) => s + Math.round(o.order.total_value * 100), 0);
  Object.assign(figures, {
    revenue: cents / 100,
    paid: paid.length,
    declined: orders.length - paid.length,
    average: Math.round(cents / paid.length) / 100,
  });
  console.log(
    `commerce test store "${store.domain}" (#${store.websiteId}): 25 orders, ${figures.paid} paid, ${figures.declined} declined; ` +
      `revenue ${money('en', figures.revenue)}, average ${money('en', figures.average)}`,
  );
});
afterAll(async () => {
  await browser?.close();
});

describe('commerce remote', () => {
  it('orders: 25 checkouts page as 10/10/5 with the right totals, statuses and dates, rows open onto their items', async () => {
    const { context, page, errors } = await openPage(browser);
    const scripts: { path: string; gzip: number }[] = [];
    page.on('response', async (res) => {
      const path = new URL(res.url()).pathname;
      if (!path.startsWith('/remotes/mfe-commerce/') || !path.endsWith('.js') || !res.ok()) return;
      scripts.push({ path, gzip: gzipSync(await res.body().catch(() => Buffer.alloc(0))).length });
    });
    await signIn(page, store);
    await page.goto('/order');
    const rows = listRows(page, /^Orders, page/);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    const prev = pager.getByRole('button', { name: 'Previous' });
    const next = pager.getByRole('button', { name: 'Next' });

    for (const [n, count] of [
      [1, 10],
      [2, 10],
      [3, 5],
    ] as const) {
      await pager.getByText(`Page ${n} of 3`).waitFor();
      await page.getByRole('table', { name: `Orders, page ${n}` }).waitFor();
      expect(await rows.count()).toBe(count);
      const expected = orders
        .slice((n - 1) * 10, (n - 1) * 10 + count)
        .map(({ order: o }) => [
          `#${o.id}`,
          o.customer_name,
          money('en', o.total_value),
          o.status === 'paid' ? 'Paid' : 'Failed',
          when('en', o.created_at),
        ]);
      const seen = [];
      for (let i = 0; i < count; i++) seen.push(await cellTexts(rows.nth(i)));
      expect(seen).toEqual(expected);
      expect(await prev.isDisabled()).toBe(n === 1);
      expect(await next.isDisabled()).toBe(n === 3);
      if (n === 1) await shot(page, 'commerce-orders-en');
      if (n < 3) await next.click();
    }
    expect(new URL(page.url()).search).toBe('?page=3');

    // The oldest order (the first checkout): a mug, two towels and the beans.
    const oldest = orders[24].order;
    await page.getByRole('button', { name: `Show the items of order #${oldest.id}` }).click();
    const items = page.getByRole('table', { name: `Items in order ${oldest.id}` });
    await items.waitFor();
    const itemRows = await items
      .locator('tbody > tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent?.trim())));
    expect(itemRows.map((r) => [r[0]?.replace(/\s*#\d+$/, ''), r[2]])).toEqual(oldest.items.map((it) => [it.name, String(it.quantity)]));
    await shot(page, 'commerce-orders-items-en');

    await prev.click();
    await page.getByRole('table', { name: 'Orders, page 2' }).waitFor();
    expect(await rows.count()).toBe(10);

    const ownKiB = scripts.reduce((n, s) => n + s.gzip, 0) / 1024;
    console.log(`mfe-commerce JavaScript fetched for /order: ${ownKiB.toFixed(1)} KiB gzip in ${scripts.length} files`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /prebuild__(react|react_mf_2_dom|react_mf_2_router|i18next|styled)/.test(s.path))).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('transactions: one per checkout, paid ones Success and declined ones Failed, amounts in the store currency', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, store);
    await page.goto('/transaction');
    const rows = listRows(page, /^Transactions, page/);
    await page.getByRole('table', { name: 'Transactions, page 1' }).waitFor();
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'Merchant ID',
      'Merchant name',
      'Amount',
      'Currency',
      'Order ID',
      'Payment method',
      'Reason',
      'Ref ID',
      'Status',
      'Third-party ID',
      'Transaction ID',
      'Date',
    ]);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    // The checkout answer no longer carries mer_id: the merchant's id comes from the owner's own list.
    const merId = (await call<{ items: { mer_id: number }[] }>('/transactions/?page=1&limit=1', { token: store.token })).body.items[0]
      .mer_id;
    for (const [n, count] of [
      [1, 10],
      [2, 10],
      [3, 5],
    ] as const) {
      await page.getByRole('table', { name: `Transactions, page ${n}` }).waitFor();
      expect(await rows.count()).toBe(count);
      for (let i = 0; i < count; i++) {
        const { transaction: t, order: o } = orders[(n - 1) * 10 + i];
        const cells = await cellTexts(rows.nth(i));
        expect([...cells.slice(0, 7), cells[8]]).toEqual([
          String(merId),
          'Copper Kettle',
          money('en', o.total_value),
          'USD',
          `#${o.id}`,
          'Card',
          o.status === 'paid' ? 'Approved' : 'Card declined',
          o.status === 'paid' ? 'Success' : 'Failed',
        ]);
        // The references are shortened on screen; the whole value is the cell's title.
        const refs = await rows
          .nth(i)
          .locator(':scope > td[title]')
          .evaluateAll((tds) => tds.map((td) => td.getAttribute('title')));
        expect(refs).toEqual([t.ref_id, t.third_party_id, t.txn_id]);
        // The same date format as the Orders page.
        expect(cells[11]).toBe(when('en', t.created_at));
      }
      if (n === 1) {
        await shot(page, 'commerce-transactions-en');
        // All twelve columns fit a 1280 px screen beside the sidebar: nothing to scroll to.
        const table = page.getByRole('table', { name: 'Transactions, page 1' });
        expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
      }
      expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(n === 3);
      if (n < 3) await pager.getByRole('button', { name: 'Next' }).click();
    }
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('dashboard: the figures are the sums of the paid orders in every period, with a chart and the store at a glance', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, store);
    await page.getByRole('heading', { name: 'Copper Kettle' }).waitFor();
    expect(await page.getByTestId('store-number').textContent()).toBe(String(store.websiteId));
    expect(await page.getByRole('link', { name: 'Open storefront' }).getAttribute('href')).toBe(`/published/${store.domain}`);
    for (const days of [30, 7, 90]) {
      await page.getByRole('button', { name: `${days} days` }).click();
      await page.getByRole('img', { name: new RegExp(`^Sales per day, last ${days} days`) }).waitFor();
      expect(plain(await page.getByTestId('report-revenue').textContent())).toBe(money('en', figures.revenue));
      expect(await page.getByTestId('report-orders').textContent()).toBe(String(figures.paid));
      expect(plain(await page.getByTestId('report-average').textContent())).toBe(money('en', figures.average));
      // All orders were made today: one bar.
      expect(await page.getByTestId('sales-chart').locator('rect.bar').count()).toBe(1);
    }
    await page.getByRole('button', { name: '30 days' }).click();
    await page.getByRole('img', { name: /last 30 days/ }).waitFor();
    // Top products: the quantities sold in paid orders, per product.
    const sold = new Map<string, number>();
    for (const { order: o } of orders)
      if (o.status === 'paid') for (const it of o.items) sold.set(it.name, (sold.get(it.name) ?? 0) + it.quantity);
    const top = await page
      .getByTestId('top-products')
      .locator('tbody > tr')
      .evaluateAll((trs) => trs.map((tr) => [tr.children[0].textContent, tr.children[1].textContent]));
    expect(new Map(top.map(([name, qty]) => [name!, Number(qty)]))).toEqual(sold);
    // The checklist: website and products done (pages are published when the website is made), hero and sharing not.
    const done = async (key: string) => page.getByTestId(`step-${key}`).getAttribute('data-done');
    expect([await done('website'), await done('hero'), await done('products'), await done('pages'), await done('shared')]).toEqual([
      'true',
      'false',
      'true',
      'true',
      'false',
    ]);
    await page.waitForLoadState('networkidle');
    await shot(page, 'commerce-dashboard-en');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('Spanish and Amharic: the same figures formatted for each language, every label translated', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, store);
    const labels = {
      es: {
        revenue: 'Ingresos',
        orders: 'Pedidos',
        ordersCaption: 'Pedidos, página 1',
        txCaption: 'Transacciones, página 1',
        paid: 'Pagado',
      },
      am: { revenue: 'ገቢ', orders: 'ትዕዛዞች', ordersCaption: 'ትዕዛዞች፣ ገጽ 1', txCaption: 'ግብይቶች፣ ገጽ 1', paid: 'ተከፍሏል' },
    } as const;
    for (const lng of ['es', 'am'] as const) {
      const l = labels[lng];
      await page.goto('/dashboard');
      await setLanguage(page, lng);
      await page.getByTestId('report-revenue').waitFor();
      expect(await page.getByTestId('report-figures').getByText(l.revenue, { exact: true }).isVisible()).toBe(true);
      expect(plain(await page.getByTestId('report-revenue').textContent())).toBe(plain(money(lng, figures.revenue)));
      expect(plain(await page.getByTestId('report-average').textContent())).toBe(plain(money(lng, figures.average)));
      await page.waitForLoadState('networkidle');
      await shot(page, `commerce-dashboard-${lng}`);

      await page.goto('/order');
      await page.getByRole('heading', { name: l.orders, level: 1 }).waitFor();
      const first = listRows(page, new RegExp(`^${l.ordersCaption}$`)).first();
      await first.waitFor();
      const newest = orders[0].order;
      const cells = await cellTexts(first);
      expect(cells[2]).toBe(plain(money(lng, newest.total_value)));
      await page
        .getByRole('button', { name: new RegExp(String(newest.id)) })
        .first()
        .click();
      await shot(page, `commerce-orders-${lng}`);

      await page.goto('/transaction');
      await listRows(page, new RegExp(`^${l.txCaption}$`))
        .first()
        .waitFor();
      await shot(page, `commerce-transactions-${lng}`);
      // Every visible string of the remote is in the chosen language: no English column headers left.
      const headers = await page.getByRole('columnheader').allTextContents();
      expect(headers.filter((h) => /^(Amount|Status|Date|Reason|Currency)$/.test(h))).toEqual([]);
    }
    await setLanguage(page, 'en');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('a second merchant sees none of these orders, transactions or sales', async () => {
    const other = await newMerchantWithStore('Empty Shelf');
    for (const path of ['/orders/?page=1&limit=10', '/transactions/?page=1&limit=10']) {
      const res = await call<{ total: number; items: unknown[] }>(path, { token: other.token });
      expect([res.status, res.body.total, res.body.items.length]).toEqual([200, 0, 0]);
    }
    const { context, page, errors } = await openPage(browser);
    await signIn(page, other);
    await page.getByRole('heading', { name: 'Empty Shelf' }).waitFor();
    expect(plain(await page.getByTestId('report-revenue').textContent())).toBe('$0.00');
    expect(await page.getByTestId('report-orders').textContent()).toBe('0');
    expect(await page.getByText('No sales in this period yet.').isVisible()).toBe(true);
    await shot(page, 'commerce-dashboard-empty-en');
    await page.goto('/order');
    await page.getByText('No orders found').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await page.goto('/transaction');
    await page.getByText('No transactions found').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    for (const { order: o } of orders.slice(0, 3)) expect(await page.getByText(`#${o.id}`, { exact: true }).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('newsletter subscribers and the inbox', () => {
  let shop: Merchant;
  let apiReady = true;
  const emails = Array.from({ length: 12 }, (_, i) => `fan${i + 1}@example.com`);

  beforeAll(async () => {
    shop = await newMerchantWithStore('Tin Lantern');
    // Twelve newsletter sign-ups and two contact-form messages, through the public API a storefront uses.
    for (const email of emails) {
      const res = await call<{ code?: string }>(`/stores/${shop.websiteId}/newsletter`, {
        json: { email },
        headers: { 'CF-Connecting-IP': `203.0.113.${emails.indexOf(email) + 1}` },
      });
      if (res.status === 404 && res.body?.code === 'not_found') apiReady = false;
      if (!apiReady) break;
      expect(res.status).toBe(200);
    }
    if (!apiReady) {
      console.warn('SKIPPED: this API has no newsletter/contact routes yet (they come with the edge-api branch)');
      return;
    }
    const website = await call<{ pages: { id: number; slug: string; is_published: boolean }[] }>('/website/', { token: shop.token });
    const published = website.body.pages.find((p) => p.is_published)!;
    const section = await call<{ id: number }>(`/website/pages/${published.id}/sections`, {
      token: shop.token,
      json: { title: 'Write to us', type: 'form', order: 0, content: { name: '', email: '', message: '' }, page_id: published.id },
    });
    expect([200, 201]).toContain(section.status);
    for (const [i, text] of ['Do you ship to Addis Ababa?', '<b>Bold</b> question about mugs'].entries()) {
      const res = await call(`/stores/${shop.websiteId}/contact`, {
        json: { section_id: section.body.id, fields: { name: `Shopper ${i + 1}`, email: `s${i + 1}@example.com`, message: text } },
        headers: { 'CF-Connecting-IP': `198.51.100.${i + 1}` },
      });
      expect(res.status).toBe(201);
    }
  });

  it('subscribers: newest first with dates, 10 a page, Export CSV downloads the list; in Amharic too', async ({ skip }) => {
    if (!apiReady) skip();
    const { context, page, errors } = await openPage(browser);
    await signIn(page, shop);
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Subscribers' }).click();
    await page.waitForURL('**/subscribers');
    const table = page.getByRole('table', { name: 'Subscribers, page 1' });
    await table.waitFor();
    const rows = table.locator('tbody > tr');
    expect(await rows.count()).toBe(10);
    expect(plain(await rows.first().locator('td').first().textContent())).toBe('fan12@example.com');
    expect(plain(await rows.first().locator('td').nth(1).textContent())).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}\d{1,2}:\d{2} [AP]M$/);
    await shot(page, 'commerce-subscribers-en');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('subscribers.csv');
    const csv = readFileSync(await file.path(), 'utf8')
      .split(/\r?\n/)
      .filter(Boolean);
    expect(csv[0]).toBe('email,subscribed_at');
    expect(
      csv
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([...emails].sort());
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
    await page.getByRole('table', { name: 'Subscribers, page 2' }).waitFor();
    expect(await page.getByRole('table', { name: 'Subscribers, page 2' }).locator('tbody > tr').count()).toBe(2);
    await setLanguage(page, 'am');
    await page.getByRole('heading', { name: 'ተመዝጋቢዎች', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'ተመዝጋቢዎች፣ ገጽ 2' }).waitFor();
    await shot(page, 'commerce-subscribers-am');
    await setLanguage(page, 'en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('inbox: the unread badge, opening marks read, delete asks first; shoppers’ text is shown as text', async ({ skip }) => {
    if (!apiReady) skip();
    const { context, page, errors } = await openPage(browser);
    await signIn(page, shop);
    const side = page.getByRole('complementary', { name: 'Sidebar' });
    await side.getByRole('link', { name: 'Inbox 2 unread messages' }).click();
    await page.waitForURL('**/inbox');
    const items = page.getByTestId('message');
    await items.first().waitFor();
    expect(await items.count()).toBe(2);
    expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-read')))).toEqual(['false', 'false']);
    await shot(page, 'commerce-inbox-en');
    await items
      .first()
      .getByRole('button', { name: /Write to us/ })
      .click();
    await items.first().getByRole('definition').first().waitFor();
    expect(await items.first().getByRole('definition').allTextContents()).toEqual([
      'Shopper 2',
      's2@example.com',
      '<b>Bold</b> question about mugs',
    ]);
    await side.getByRole('link', { name: 'Inbox 1 unread message' }).waitFor();
    expect(await items.first().getAttribute('data-read')).toBe('true');
    await shot(page, 'commerce-inbox-open-en');
    await items.first().getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this message?' });
    await shot(page, 'commerce-inbox-confirm-en');
    await dialog.getByRole('button', { name: 'Delete message' }).click();
    await page.getByText('Message deleted').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="message"]').length === 1);
    expect(
      await call<{ total: number; unread: number }>('/website/messages?page=1&limit=10', { token: shop.token }).then((r) => [
        r.body.total,
        r.body.unread,
      ]),
    ).toEqual([1, 1]);

    const phone = await openPage(browser, { mobile: true });
    await signIn(phone.page, shop);
    await phone.page.goto('/inbox');
    await setLanguage(phone.page, 'am');
    await phone.page.getByRole('heading', { name: 'የመልዕክት ሳጥን', level: 1 }).waitFor();
    await phone.page.getByTestId('message').first().waitFor();
    await shot(phone.page, 'commerce-inbox-mobile-am');
    await setLanguage(phone.page, 'en');
    expect([...errors, ...phone.errors]).toEqual([]);
    await phone.context.close();
    await context.close();
  });
});
