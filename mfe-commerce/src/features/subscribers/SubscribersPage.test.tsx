import { changeLanguage } from '@app/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage, USER } from '@app/remote-kit/test';
import { pages } from '../../test/fixtures';
import { SubscribersPage } from './SubscribersPage';

const subscriber = (n: number) => ({
  id: n,
  email: `fan${n}@example.com`,
  created_at: `2026-11-${String((n % 28) + 1).padStart(2, '0')}T09:30:00.000Z`,
});
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('SubscribersPage (/subscribers)', () => {
  it('lists email and the date in the language’s format, newest first, with the count and an Export CSV link', async () => {
    mockApi({ 'GET /website/subscribers': pages(3, subscriber) });
    renderPage(<SubscribersPage user={USER} />, { path: '/subscribers' });
    await screen.findByRole('table', { name: 'Subscribers, page 1' });
    const cells = rows().map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(cells.map((c) => c[0])).toEqual(['fan3@example.com', 'fan2@example.com', 'fan1@example.com']);
    expect(cells[2][1]).toMatch(/^Nov 2, 2026\d{1,2}:30\s?[AP]M$/);
    expect(screen.getByText('3 subscribers, newest first.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe('/api/website/subscribers/export');
    expect(link.getAttribute('download')).toBe('subscribers.csv');
    // The table's scroller can take keyboard focus and is named like the table.
    const region = screen.getByRole('region', { name: 'Subscribers, page 1' });
    expect(region.tabIndex).toBe(0);
  });

  it('pages 12 subscribers as 10 and 2 with the page in the URL', async () => {
    const { calls } = mockApi({ 'GET /website/subscribers': pages(12, subscriber) });
    const user = userEvent.setup({ delay: null });
    renderPage(<SubscribersPage user={USER} />, { path: '/subscribers' });
    await screen.findByRole('table');
    expect(rows()).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByTestId('location').textContent).toBe('/subscribers?page=2');
    expect(calls.map((c) => c.query)).toEqual([
      { page: '1', limit: '10' },
      { page: '2', limit: '10' },
    ]);
  });

  it('an empty state without Export, a note before the website exists, and a translated error with Retry', async () => {
    mockApi({ 'GET /website/subscribers': { body: { items: [], total: 0, page: 1, limit: 10 } } });
    let view = renderPage(<SubscribersPage user={USER} />, { path: '/subscribers' });
    await screen.findByText(/^No subscribers yet\. Shoppers can sign up/);
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    view.unmount();

    mockApi({ 'GET /website/subscribers': { status: 404, body: { message: 'Website not found', code: 'website_not_found' } } });
    view = renderPage(<SubscribersPage user={USER} />, { path: '/subscribers' });
    await screen.findByText(/create your website and add a newsletter form/);
    expect(screen.queryByRole('alert')).toBeNull();
    view.unmount();

    await changeLanguage('am');
    mockApi({ 'GET /website/subscribers': { status: 500, body: {} } });
    renderPage(<SubscribersPage user={USER} />, { path: '/subscribers' });
    expect((await screen.findByRole('alert')).textContent).toBe('ስህተት፦ ተመዝጋቢዎችን ማምጣት አልተቻለም');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ተመዝጋቢዎች');
  });
});
