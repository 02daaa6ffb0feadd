import { TRANSACTION_COLUMNS_EN } from '@app/contracts/test-fixtures';
import { changeLanguage } from '@app/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { held, mockApi, renderPage, USER } from '@app/remote-kit/test';
import { pages, transaction } from '../../test/fixtures';
import { shortId } from './TransactionRow';
import { TransactionsPage } from './TransactionsPage';

const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const firstRow = () => within(screen.getByRole('table')).getAllByRole('row')[1];
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => plain(c.textContent));
const pager = () => screen.getByRole('navigation', { name: 'Pages' });

describe('shortId', () => {
  it('keeps short references, shortens long ones to their start and end', () => {
    expect(shortId('ref_5')).toBe('ref_5');
    expect(shortId('txn_abcdefghijklmnop')).toBe('txn_…mnop');
  });
});

describe('TransactionsPage (/transaction)', () => {
  it('the twelve columns of SPEC §2, in order, with the row in the same order', async () => {
    mockApi({
      'GET /transactions/': {
        body: { items: [transaction(5, { status: 'failed', reason: 'Card declined' })], total: 1, page: 1, limit: 10 },
      },
    });
    renderPage(<TransactionsPage user={USER} />, { path: '/transaction' });
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(TRANSACTION_COLUMNS_EN);
    const row = cells(firstRow());
    expect(row.slice(0, 7)).toEqual(['7', 'Shop', '$1,234.50', 'USD', '#5', 'Card', 'Card declined']);
    expect(row[8]).toBe('Failed');
    // References: shortened on screen, whole in the title and for screen readers.
    const ids = within(firstRow()).getAllByTitle(/^(ref|tp|txn)_/);
    expect(ids.map((c) => c.getAttribute('title'))).toEqual(['ref_5', 'tp_test_5', 'txn_5']);
    expect(ids.map((c) => c.querySelector('[aria-hidden="true"]')?.textContent)).toEqual(['ref_5', 'tp_test_5', 'txn_5']);
    expect(within(firstRow()).getByText('USD').getAttribute('title')).toBe('US Dollar');
    const time = firstRow().querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe('2026-11-21T09:30:00.000Z');
    expect(time.textContent).toMatch(/^Nov 21, 2026\d{1,2}:30\s?[AP]M$/);
    // On a phone the rows are cards (#34 item 15): each cell names its column, shown above its value there.
    expect(
      within(firstRow())
        .getAllByRole('cell')
        .map((c) => c.dataset.label),
    ).toEqual(TRANSACTION_COLUMNS_EN);
  });

  it('amounts in the store currency for the chosen language (Spanish, Amharic), labels translated', async () => {
    await changeLanguage('es');
    mockApi({
      'GET /transactions/': { body: { items: [transaction(1, { currency: 'EUR', amount: 12345.5 })], total: 1, page: 1, limit: 10 } },
    });
    const view = renderPage(<TransactionsPage user={USER} />, { path: '/transaction' });
    await screen.findByRole('table');
    expect(cells(firstRow()).slice(2, 7)).toEqual(['12.345,50 €', 'EUR', '#1', 'Tarjeta', 'Aprobado']);
    expect(screen.getByRole('columnheader', { name: 'Importe' })).toBeTruthy();
    view.unmount();

    await changeLanguage('am');
    mockApi({ 'GET /transactions/': { body: { items: [transaction(1)], total: 1, page: 1, limit: 10 } } });
    renderPage(<TransactionsPage user={USER} />, { path: '/transaction' });
    await screen.findByRole('table');
    expect(cells(firstRow()).slice(2, 7)).toEqual(['US$1,234.50', 'USD', '#1', 'ካርድ', 'ጸድቋል']);
    expect(cells(firstRow())[8]).toBe('ተሳክቷል');
    expect(firstRow().querySelector('td')?.dataset.label).toBe(screen.getAllByRole('columnheader')[0]!.textContent);
    expect(within(screen.getByRole('navigation', { name: 'ገጾች' })).getByText('ገጽ 1 / 1')).toBeTruthy();
  });

  it('same pager: 10 a page, previous disabled on page 1, next disabled on the last page', async () => {
    mockApi({ 'GET /transactions/': pages(12, (n) => transaction(n)) });
    const user = userEvent.setup({ delay: null });
    renderPage(<TransactionsPage user={USER} />, { path: '/transaction' });
    await screen.findByRole('table');
    const prev = within(pager()).getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = within(pager()).getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect([prev.disabled, next.disabled]).toEqual([true, false]);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);
    await user.click(next);
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    expect(within(pager()).getByText('Page 2 of 2')).toBeTruthy();
    expect([prev.disabled, next.disabled]).toEqual([false, true]);
  });

  it('loading, error (server message, else "Failed to fetch Transaction") and empty states', async () => {
    const wait = held();
    mockApi({ 'GET /transactions/': wait.handler });
    let view = renderPage(<TransactionsPage user={USER} />, { path: '/transaction' });
    expect(screen.getByText('Loading transactions...')).toBeTruthy();
    wait.release({ body: { items: [], total: 0, page: 1, limit: 10 } });
    await screen.findByText('No transactions found');
    view.unmount();

    mockApi({ 'GET /transactions/': { status: 401, body: { message: 'No token found', code: 'no_token' } } });
    view = renderPage(<TransactionsPage user={USER} />, { path: '/transaction' });
    expect((await screen.findByRole('alert')).textContent).toBe('Error: No token found');
    view.unmount();

    mockApi({ 'GET /transactions/': { status: 503, body: 'upstream' } });
    renderPage(<TransactionsPage user={USER} />, { path: '/transaction' });
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Failed to fetch Transaction');
  });

  it('in Amharic: the reason code in Amharic and a test payment marked (#34 items 1, 14)', async () => {
    await changeLanguage('am');
    const items = [
      transaction(5, { status: 'failed', reason: 'declined_on_test_page', test: true }),
      transaction(4, { reason: 'cash_received' }),
    ];
    mockApi({ 'GET /transactions/': { body: { items, total: 2, page: 1, limit: 10 } } });
    renderPage(<TransactionsPage user={USER} />, { path: '/transaction' });
    await screen.findByRole('table');
    const [declined, cash] = within(screen.getByRole('table')).getAllByRole('row').slice(1).map(cells);
    expect(declined![6]).toBe('በሙከራ ገጹ ላይ ውድቅ ተደርጓል');
    expect(declined![8]).toContain('ሙከራ');
    expect(cash![6]).toBe('ጥሬ ገንዘብ ተቀብሏል');
    expect(within(screen.getByRole('table')).getAllByTestId('test-mark')).toHaveLength(1);
  });

  it('a refund reads as money given back: a negative amount, "Refund" and why (#34 item 5)', async () => {
    const items = [
      transaction(6, { kind: 'refund', amount: 5, reason: 'Scratched', status: 'pending' }),
      transaction(5, { kind: 'refund', amount: 10, reason: 'cancelled' }),
    ];
    mockApi({ 'GET /transactions/': { body: { items, total: 2, page: 1, limit: 10 } } });
    renderPage(<TransactionsPage user={USER} />, { path: '/transaction' });
    await screen.findByRole('table');
    const [first, second] = within(screen.getByRole('table')).getAllByRole('row').slice(1).map(cells);
    expect([first![2], first![6], first![8]]).toEqual(['-$5.00', 'Refund · Scratched', 'Pending']);
    expect([second![2], second![6]]).toEqual(['-$10.00', 'Refund · Order cancelled']);
  });
});
