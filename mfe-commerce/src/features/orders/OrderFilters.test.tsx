import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage, USER } from '@app/remote-kit/test';
import { pages, order } from '../../test/fixtures';
import { OrdersPage } from './OrdersPage';

describe('OrdersPage filters and CSV', () => {
  it('filters by status and days through the URL, asks the API with them, and links the CSV of the same selection', async () => {
    const { calls } = mockApi({ 'GET /orders/': pages(25, (n) => order(n)) });
    const user = userEvent.setup({ delay: null });
    renderPage(<OrdersPage user={USER} />, { path: '/order?page=2' });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Status'), 'refunded');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/order?status=refunded'));
    const from = screen.getByLabelText('From');
    await user.type(from, '2026-01-05');
    await waitFor(() => expect(calls.at(-1)!.query).toEqual({ page: '1', limit: '10', status: 'refunded', from: '2026-01-05' }));
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv.getAttribute('href')).toBe('/api/orders.csv?status=refunded&from=2026-01-05');
  });

  it('a backwards range is said at the end field and the list is not asked', async () => {
    const { calls } = mockApi({ 'GET /orders/': pages(1, (n) => order(n)) });
    renderPage(<OrdersPage user={USER} />, { path: '/order?from=2026-02-01&to=2026-01-01' });
    const to = screen.getByLabelText('To');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(to.getAttribute('aria-describedby')!)!.textContent).toBe(
      'The end date must not be before the start date.',
    );
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('each row links to its order page', async () => {
    mockApi({ 'GET /orders/': pages(1, (n) => order(n)) });
    renderPage(<OrdersPage user={USER} />, { path: '/order' });
    const link = await screen.findByRole('link', { name: 'View order #1' });
    expect(link.getAttribute('href')).toBe('/order/1');
  });
});
