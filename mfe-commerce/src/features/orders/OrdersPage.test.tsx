import { changeLanguage } from '@app/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { held, mockApi, renderPage, USER } from '@app/remote-kit/test';
import { order, pages } from '../../test/fixtures';
import { OrdersPage } from './OrdersPage';

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const pager = () => screen.getByRole('navigation', { name: 'Pages' });
const button = (name: string) => within(pager()).getByRole('button', { name }) as HTMLButtonElement;

describe('OrdersPage (/order)', () => {
  it('shows "Loading orders..." until the answer, then total value, status and the date in the language’s format, as Transactions shows it', async () => {
    const wait = held();
    mockApi({ 'GET /orders/': wait.handler });
    renderPage(<OrdersPage user={USER} />, { path: '/order' });
    expect(screen.getByText('Loading orders...')).toBeTruthy();
    wait.release({
      body: {
        items: [order(2, { status: 'failed', total_value: 7, created_at: '2026-11-22T23:59:00.000Z' }), order(1)],
        total: 2,
        page: 1,
        limit: 10,
      },
    });
    await screen.findByRole('table');
    expect(screen.queryByText('Loading orders...')).toBeNull();
    const [first, second] = rows().map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(first.slice(0, 4)).toEqual(['#2', 'Ada Shopper', '$7.00', 'Failed']);
    expect(first[4]).toMatch(/^Nov 2[23], 2026\d{1,2}:59\s?[AP]M$/);
    expect(second.slice(0, 4)).toEqual(['#1', 'Ada Shopper', '$25.50', 'Paid']);
    // The same format as the Transactions page (TransactionsPage.test.tsx), not the raw ISO day.
    expect(second[4]).toMatch(/^Nov 21, 2026\d{1,2}:30\s?[AP]M$/);
    expect(rows()[1].querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-21T09:30:00.000Z');
  });

  it('a row opens onto its items (product, price, quantity) or "No items in this order."', async () => {
    mockApi({ 'GET /orders/': { body: { items: [order(2, { items: [] }), order(1)], total: 2, page: 1, limit: 10 } } });
    const user = userEvent.setup({ delay: null });
    renderPage(<OrdersPage user={USER} />, { path: '/order' });
    const open1 = await screen.findByRole('button', { name: 'Show the items of order #1' });
    expect(open1.getAttribute('aria-expanded')).toBe('false');
    // Its name contains what it shows (WCAG 2.5.3 label in name): "#1".
    expect(open1.getAttribute('aria-label')).toContain(open1.textContent);
    await user.click(open1);
    expect(open1.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getByRole('table', { name: 'Items in order 1' });
    expect(within(items).getAllByRole('row')[1].textContent).toBe('Blue mug #3$12.752$25.50');
    expect(screen.getByRole('button', { name: 'Hide the items of order #1' })).toBe(open1);

    await user.click(screen.getByRole('button', { name: 'Show the items of order #2' }));
    expect(screen.getByText('No items in this order.')).toBeTruthy();
    await user.click(open1);
    expect(screen.queryByRole('table', { name: 'Items in order 1' })).toBeNull();
    expect(screen.getByText('No items in this order.')).toBeTruthy();
  });

  it('pages 25 orders as 10, 10, 5: previous disabled on page 1, next disabled on the last, page number shown', async () => {
    const { calls } = mockApi({ 'GET /orders/': pages(25, (n) => order(n)) });
    const user = userEvent.setup({ delay: null });
    renderPage(<OrdersPage user={USER} />, { path: '/order' });
    await screen.findByRole('table');
    expect(rows()).toHaveLength(10);
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);
    expect(within(pager()).getByText('Page 1 of 3')).toBeTruthy();

    await user.click(button('Next'));
    await screen.findByText('Page 2 of 3');
    await waitFor(() => expect(rows()[0].textContent).toContain('#15'));
    expect(rows()).toHaveLength(10);
    expect(screen.getByTestId('location').textContent).toBe('/order?page=2');
    expect(button('Previous').disabled).toBe(false);

    await user.click(button('Next'));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows()[4].textContent).toContain('#1');
    expect(button('Next').disabled).toBe(true);
    expect(within(pager()).getByText('Page 3 of 3')).toBeTruthy();

    await user.click(button('Previous'));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(calls.map((c) => c.query)).toEqual([
      { page: '1', limit: '10' },
      { page: '2', limit: '10' },
      { page: '3', limit: '10' },
      { page: '2', limit: '10' },
    ]);
  });

  it('"No orders found" when there are none (no pager), and a friendly note before the website exists', async () => {
    mockApi({ 'GET /orders/': { body: { items: [], total: 0, page: 1, limit: 10 } } });
    const view = renderPage(<OrdersPage user={USER} />, { path: '/order' });
    await screen.findByText('No orders found');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    view.unmount();

    mockApi({ 'GET /orders/': { status: 404, body: { message: 'Website not found', code: 'website_not_found' } } });
    renderPage(<OrdersPage user={USER} />, { path: '/order' });
    await screen.findByText(/No orders yet: create your website/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('"Error: " with the server message, else "Failed to fetch orders"; Retry asks again', async () => {
    let fail = true;
    mockApi({
      'GET /orders/': () =>
        fail
          ? { status: 400, body: { message: 'page must be a number', code: 'validation_failed' } }
          : pages(1, (n) => order(n))(null, { query: {} }),
    });
    const user = userEvent.setup({ delay: null });
    const view = renderPage(<OrdersPage user={USER} />, { path: '/order?page=abc' });
    expect((await screen.findByRole('alert')).textContent).toBe('Error: page must be a number');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table');
    view.unmount();

    mockApi({ 'GET /orders/': { status: 500, body: {} } });
    renderPage(<OrdersPage user={USER} />, { path: '/order' });
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Failed to fetch orders');
  });

  it('in Amharic: money, labels and the default error in Amharic', async () => {
    await changeLanguage('am');
    mockApi({ 'GET /orders/': { status: 500, body: {} } });
    const view = renderPage(<OrdersPage user={USER} />, { path: '/order' });
    expect((await screen.findByRole('alert')).textContent).toBe('ስህተት፦ ትዕዛዞችን ማምጣት አልተቻለም');
    view.unmount();
    mockApi({ 'GET /orders/': pages(1, (n) => order(n)) });
    renderPage(<OrdersPage user={USER} />, { path: '/order' });
    await screen.findByRole('table');
    const cells = within(rows()[0])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual(['#1', 'Ada Shopper', 'US$25.50', 'ተከፍሏል']);
    expect(cells[4]).toMatch(/[\u1200-\u137F].*2026/);
    expect(screen.getByRole('columnheader', { name: 'ጠቅላላ ዋጋ' })).toBeTruthy();
  });

  it('notes the discount under the total, and an open order shows variant titles, subtotal, discount with its code and total', async () => {
    const tee = (variant_title: string, price: number, quantity: number) => ({
      product_id: 7,
      variant_id: 70,
      name: 'Tee',
      variant_title,
      price,
      quantity,
    });
    const coded = order(3, {
      subtotal: 50,
      discount: 5,
      discount_code: 'SUMMER10',
      total_value: 45,
      items: [tee('M / Red', 25, 1), tee('L / Blue', 25, 1)],
    });
    const automatic = order(2, { subtotal: 20, discount: 2, discount_code: null, total_value: 18 });
    mockApi({ 'GET /orders/': { body: { items: [coded, automatic, order(1)], total: 3, page: 1, limit: 10 } } });
    const user = userEvent.setup({ delay: null });
    renderPage(<OrdersPage user={USER} />, { path: '/order' });
    await screen.findByRole('table');
    const totals = rows().map((r) => within(r).getAllByRole('cell')[2]!.textContent);
    expect(totals).toEqual(['$45.00Discount SUMMER10: -$5.00', '$18.00Automatic discount: -$2.00', '$25.50']);

    await user.click(screen.getByRole('button', { name: 'Show the items of order #3' }));
    const items = screen.getByRole('table', { name: 'Items in order 3' });
    expect(
      within(items)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Tee #7M / Red$25.001$25.00', 'Tee #7L / Blue$25.001$25.00']);
    const amounts = [...document.querySelectorAll('dl')].map((dl) => [...dl.children].map((c) => c.textContent));
    expect(amounts).toEqual([['Subtotal', '$50.00', 'Discount SUMMER10', '-$5.00', 'Total', '$45.00']]);

    // Without a discount there is no discount line.
    await user.click(screen.getByRole('button', { name: 'Show the items of order #1' }));
    const plain = [...document.querySelectorAll('dl')].map((dl) => [...dl.children].map((c) => c.textContent));
    expect(plain[1]).toEqual(['Subtotal', '$25.50', 'Total', '$25.50']);
  });

  it('in Amharic: the discount, the amounts and the variant titles', async () => {
    await changeLanguage('am');
    const coded = order(3, {
      subtotal: 50,
      discount: 5,
      discount_code: 'SUMMER10',
      total_value: 45,
      items: [{ product_id: 7, variant_id: 70, name: 'Tee', variant_title: 'M / Red', price: 50, quantity: 1 }],
    });
    mockApi({ 'GET /orders/': { body: { items: [coded], total: 1, page: 1, limit: 10 } } });
    const user = userEvent.setup({ delay: null });
    renderPage(<OrdersPage user={USER} />, { path: '/order' });
    await screen.findByRole('table');
    expect(within(rows()[0]!).getAllByRole('cell')[2]!.textContent).toBe('US$45.00ቅናሽ SUMMER10፦ -US$5.00');
    await user.click(within(rows()[0]!).getByRole('button'));
    const dl = document.querySelector('dl')!;
    expect([...dl.children].map((c) => c.textContent)).toEqual(['የዕቃዎቹ ድምር', 'US$50.00', 'ቅናሽ SUMMER10', '-US$5.00', 'ጠቅላላ', 'US$45.00']);
    expect(screen.getByText('M / Red')).toBeTruthy();
  });

  it('marks a test order "Test" beside its status; a real one carries no mark (#34 item 1)', async () => {
    mockApi({ 'GET /orders/': { body: { items: [order(2, { test: true }), order(1, { test: false })], total: 2, page: 1, limit: 10 } } });
    renderPage(<OrdersPage user={USER} />, { path: '/order' });
    await screen.findByRole('table');
    const status = rows().map((r) => within(r).getAllByRole('cell')[3]!.textContent);
    expect(status).toEqual(['PaidTest (test order: no money moved)', 'Paid']);
  });
});
