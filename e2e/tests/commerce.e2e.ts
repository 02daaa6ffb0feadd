// The commerce remote (mfe-commerce) inside the shell as `pnpm start` serves it: a merchant, a store and products made
// through the API, 25 checkouts through the API (paid and declined), then the orders, transactions and dashboard seen
// in the browser in English, Spanish and Amharic, and a second merchant who sees none of it. Newsletter subscribers
// and the inbox: commerce-inbox.e2e.ts.
import type { CheckoutResponse } from '@app/contracts';
import { TRANSACTION_COLUMNS_EN } from '@app/contracts/test-fixtures';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newMerchantWithStore, signIn, type Merchant } from '../lib/api';
import { launch, openPage, recordRemoteScripts, shot } from '../lib/browser';
import { cellTexts, listRows, money, plain, seedOrders, setLanguage, unexpected, when, type SalesFigures } from '../lib/dashboard';

let browser: Browser;
let store: Merchant;
// Newest first, as the API and the pages list them.
let orders: CheckoutResponse[] = [];
let figures: SalesFigures;
/** How a test order's and its payment's status cell ends (#34 item 1): the mark and, for screen readers, why. */
const TEST_MARK = 'Test (test order: no money moved)';

beforeAll(async () => {
  browser = await launch();
  store = await newMerchantWithStore('Copper Kettle');
  ({ orders, figures } = await seedOrders(store));
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
    const scripts = recordRemoteScripts(page, 'mfe_commerce');
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
      const expected = orders.slice((n - 1) * 10, (n - 1) * 10 + count).map(({ order: o }) => [
        `#${o.id}`,
        o.customer_name,
        money('en', o.total_value),
        // Paid through the simulated test provider: each is a test order, marked so (#34 item 1).
        `${o.status === 'paid' ? 'Paid' : 'Failed'}${TEST_MARK}`,
        when('en', o.created_at),
        // the link to the order's page (#17)
        'View',
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
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(TRANSACTION_COLUMNS_EN);
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
          `${o.status === 'paid' ? 'Success' : 'Failed'}${TEST_MARK}`,
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

  it('dashboard: test orders are said apart and never in the figures, in every period; the store at a glance', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, store);
    await page.getByRole('heading', { name: 'Copper Kettle' }).waitFor();
    expect(await page.getByTestId('store-number').textContent()).toBe(String(store.websiteId));
    expect(await page.getByRole('link', { name: 'Open storefront' }).getAttribute('href')).toBe(`/published/${store.domain}`);
    for (const days of [30, 7, 90]) {
      await page.getByRole('button', { name: `${days} days` }).click();
      await page.getByRole('img', { name: new RegExp(`^Sales per day, last ${days} days`) }).waitFor();
      // Every order went through the test provider (#34 item 1): the paid ones are counted apart, not as revenue.
      expect(plain(await page.getByTestId('report-test').textContent())).toBe(
        `Test orders, kept out of these figures: ${figures.paid} (${money('en', figures.revenue)})`,
      );
      expect(plain(await page.getByTestId('report-revenue').textContent())).toBe(money('en', 0));
      expect(await page.getByTestId('report-orders').textContent()).toBe('0');
      expect(await page.getByTestId('sales-chart').locator('rect.bar').count()).toBe(0);
    }
    await page.getByRole('button', { name: '30 days' }).click();
    await page.getByRole('img', { name: /last 30 days/ }).waitFor();
    // Top products: none sold for real (test orders are not sales).
    expect(await page.getByTestId('top-products').locator('tbody > tr').count()).toBe(0);
    // The checklist: website, products and pages done (the starter pages are made published with the website), the
    // hero not: the starter hero is the store's own name, not the merchant's work, and the step says what is left.
    const done = async (key: string) => page.getByTestId(`step-${key}`).getAttribute('data-done');
    expect([await done('website'), await done('hero'), await done('products'), await done('pages'), await done('shared')]).toEqual([
      'true',
      'false',
      'true',
      'true',
      'false',
    ]);
    expect(await page.getByTestId('step-hero').textContent()).toContain('add a picture or your own words');
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
      expect(plain(await page.getByTestId('report-revenue').textContent())).toBe(plain(money(lng, 0)));
      expect(plain(await page.getByTestId('report-test').textContent())).toContain(plain(money(lng, figures.revenue)));
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

  it('phones (390 px): Orders, Discounts and Transactions keep every key cell on the screen, rows as cards (#34 item 15)', async () => {
    const made = await call('/website/discounts', {
      token: store.token,
      json: { code: `PHONE${store.websiteId}`, title: 'Ten percent off everything today', kind: 'percent', value: 10, applies_to: 'order' },
    });
    expect(made.status).toBe(201);
    const { context, page, errors } = await openPage(browser, { mobile: true });
    await signIn(page, store);
    /** Each located element lies wholly inside the 390 px wide screen (not off to the right in a scroller). */
    const onScreen = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= 390;
    };
    await page.goto('/order');
    const first = listRows(page, /^Orders, page/).first();
    await first.waitFor();
    const cells = first.locator(':scope > td');
    // Order, customer, total, status, date and the View link.
    for (let i = 0; i < 6; i++) expect(await onScreen(cells.nth(i)), `order cell ${i}`).toBe(true);
    expect(await onScreen(first.getByRole('link', { name: /^View order #/ }))).toBe(true);
    await shot(page, 'commerce-orders-390-en');
    await page.goto('/discounts');
    const row = page.getByRole('table', { name: 'Discounts' }).locator('tbody > tr', { hasText: 'Ten percent off everything today' });
    await row.waitFor();
    expect(await onScreen(row.getByRole('button', { name: /^Edit/ }))).toBe(true);
    expect(await onScreen(row.getByRole('button', { name: /^Deactivate/ }))).toBe(true);
    await shot(page, 'commerce-discounts-390-en');
    // Transactions: twelve columns, each row a card whose cells all lie on the screen, each with its column's name.
    await page.goto('/transaction');
    const txn = listRows(page, /^Transactions, page/).first();
    await txn.waitFor();
    const txnCells = txn.locator(':scope > td');
    expect(await txnCells.count()).toBe(12);
    for (let i = 0; i < 12; i++) expect(await onScreen(txnCells.nth(i)), `transaction cell ${i}`).toBe(true);
    const label = await txnCells.nth(2).evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).toMatch(/Amount/);
    await shot(page, 'commerce-transactions-390-en');
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
