// Issue #34 item 16: a merchant who signed up moments ago is welcomed, not "welcomed back"; the next visit, and an
// established merchant on any device, get "Welcome back".
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderPage, USER } from '@app/remote-kit/test';
import { summary, WEBSITE } from '../../test/fixtures';
import { DashboardPage } from './DashboardPage';
import { seenKey } from './greeting';

function storeApi() {
  mockApi({
    'GET /website/': { body: WEBSITE },
    'GET /website/website/42/products': { body: { items: [], total: 0, page: 1, limit: 1 } },
    'GET /reports/summary': (_, { query: q }) => ({ body: summary(Number(q.days)) }),
  });
}

describe('the dashboard greeting', () => {
  afterEach(() => localStorage.clear());

  it('welcomes a new merchant on the first visit, and welcomes them back on the next', async () => {
    const fresh = { ...USER, id: 901, created_at: new Date().toISOString() };
    storeApi();
    const first = renderPage(<DashboardPage user={fresh} />, { path: '/dashboard' });
    expect(screen.getByText("Welcome, merchant1! Let's get your store ready.")).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(localStorage.getItem(seenKey(901))).not.toBeNull();
    first.unmount();

    storeApi();
    renderPage(<DashboardPage user={fresh} />, { path: '/dashboard' });
    expect(screen.getByText('Welcome back, merchant1')).toBeTruthy();
  });

  it('welcomes back a merchant whose account is older than a day, even on a device never used before', () => {
    storeApi();
    const old = { ...USER, created_at: new Date(Date.now() - 2 * 86_400_000).toISOString() };
    renderPage(<DashboardPage user={old} />, { path: '/dashboard' });
    expect(screen.getByText('Welcome back, merchant1')).toBeTruthy();
  });
});
