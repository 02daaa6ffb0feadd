import { changeLanguage } from '@app/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage, USER } from '@app/remote-kit/test';
import { summary, WEBSITE } from '../../test/fixtures';
import { DashboardPage } from './DashboardPage';
import { sharedKey } from '@app/contracts/share-flag';

const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const stepDone = (key: string) => screen.getByTestId(`step-${key}`).getAttribute('data-done');

function storeApi(over: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /website/': { body: WEBSITE },
    'GET /website/website/42/products': { body: { items: [], total: 4, page: 1, limit: 1 } },
    'GET /reports/summary': (_, { query: q }) => ({ body: summary(Number(q.days)) }),
    'GET /website/payments': { body: { provider: 'test', providers: ['test'], test_mode: true } },
    ...over,
  });
}

describe('DashboardPage (/dashboard)', () => {
  it('the store at a glance: title, domain, store number and the storefront link', async () => {
    storeApi();
    renderPage(<DashboardPage user={USER} />, { path: '/dashboard' });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Welcome back, merchant1')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Blue Shop' })).toBeTruthy();
    expect(screen.getByText('blue-shop')).toBeTruthy();
    expect(screen.getByTestId('store-number').textContent).toBe('42');
    const open = screen.getByRole('link', { name: 'Open storefront' });
    expect(open.getAttribute('href')).toBe('/published/blue-shop');
    expect(open.getAttribute('target')).toBe('_blank');
  });

  it('reports of the default 30 days, and another period on demand', async () => {
    const { calls } = storeApi();
    const user = userEvent.setup({ delay: null });
    renderPage(<DashboardPage user={USER} />, { path: '/dashboard' });
    expect(plain((await screen.findByTestId('report-revenue')).textContent)).toBe('$90.00');
    expect(screen.getByTestId('report-orders').textContent).toBe('3');
    expect(screen.getByTestId('report-average').textContent).toBe('$30.00');
    expect(within(screen.getByTestId('top-products')).getAllByRole('row')[1].textContent).toBe('Blue mug6$90.00');
    expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    const chart = screen.getByRole('img', { name: /Sales per day, last 30 days/ });
    expect(chart.querySelectorAll('rect.bar')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: '7 days' }));
    await screen.findByRole('img', { name: /last 7 days/ });
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls.filter((c) => c.path === '/reports/summary').map((c) => c.query?.days)).toEqual(['30', '7']);
  });

  it('the checklist reflects the real state, and Copy link ticks "shared" on this device', async () => {
    storeApi();
    const user = userEvent.setup({ delay: null });
    renderPage(<DashboardPage user={USER} />, { path: '/dashboard' });
    await screen.findByRole('heading', { name: 'Set up your store' });
    expect(['website', 'hero', 'products', 'pages', 'payments', 'shared'].map(stepDone)).toEqual([
      'true',
      'false',
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(screen.getByText('2 of 6 done')).toBeTruthy();
    // A store in test mode (#34): its step leads to Payments.
    const pay = within(screen.getByTestId('step-payments')).getByRole('link', { name: 'Choose how you get paid' });
    expect(pay.getAttribute('href')).toBe('/payments');
    expect(screen.getByText('Products: 4')).toBeTruthy();
    expect(screen.getByText('1 of 2 published')).toBeTruthy();
    expect(within(screen.getByTestId('step-hero')).getByRole('link', { name: 'Add the banner' }).getAttribute('href')).toBe('/website');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`${location.origin}/published/blue-shop`);
    await waitFor(() => expect(stepDone('shared')).toBe('true'));
    expect(localStorage.getItem(sharedKey(42))).not.toBeNull();
    expect(await screen.findByText('Link copied to clipboard!')).toBeTruthy();
  });

  it('no website yet: the call to create one, reports explain why they are empty, nothing is ticked', async () => {
    const none = { status: 404, body: { message: 'Website not found', code: 'website_not_found' } };
    storeApi({ 'GET /website/': none, 'GET /reports/summary': none });
    renderPage(<DashboardPage user={USER} />, { path: '/dashboard' });
    const cta = await screen.findByRole('link', { name: 'Create your website' });
    expect(cta.getAttribute('href')).toBe('/website');
    expect(await screen.findByText(/Reports appear here once your website is live/)).toBeTruthy();
    expect(['website', 'hero', 'products', 'pages', 'shared'].map(stepDone)).toEqual(['false', 'false', 'false', 'false', 'false']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed call says so with the SPEC default and can be retried', async () => {
    let fail = true;
    storeApi({ 'GET /website/': () => (fail ? { status: 500, body: {} } : { body: WEBSITE }) });
    const user = userEvent.setup({ delay: null });
    renderPage(<DashboardPage user={USER} />, { path: '/dashboard' });
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Failed to fetch website');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Blue Shop' })).toBeTruthy();
  });

  it('in Spanish: figures formatted for Spanish, labels translated', async () => {
    await changeLanguage('es');
    storeApi({
      'GET /reports/summary': (_, { query: q }) => ({ body: summary(Number(q.days), { revenue: 12345.5, average_order_value: 4115.17 }) }),
    });
    renderPage(<DashboardPage user={USER} />, { path: '/dashboard' });
    expect(plain((await screen.findByTestId('report-revenue')).textContent)).toBe('12.345,50 US$');
    expect(plain(screen.getByTestId('report-average').textContent)).toBe('4115,17 US$');
    expect(within(screen.getByTestId('report-figures')).getByText('Ingresos')).toBeTruthy();
    expect(screen.getByRole('button', { name: '30 días' })).toBeTruthy();
  });

  it('shows the refunds of the period beside the revenue they were taken off, only when there are any', async () => {
    storeApi({ 'GET /reports/summary': (_, { query: q }) => ({ body: summary(Number(q.days), { revenue: 65, refunds: 25 }) }) });
    const view = renderPage(<DashboardPage user={USER} />, { path: '/dashboard' });
    expect((await screen.findByTestId('report-refunds')).textContent).toBe('$25.00');
    expect(within(screen.getByTestId('report-figures')).getByText('Refunds')).toBeTruthy();
    view.unmount();
    storeApi({ 'GET /reports/summary': (_, { query: q }) => ({ body: summary(Number(q.days)) }) });
    renderPage(<DashboardPage user={USER} />, { path: '/dashboard' });
    await screen.findByTestId('report-revenue');
    expect(screen.queryByTestId('report-refunds')).toBeNull();
  });

  it('says test orders apart from the figures, never in them (#34 item 1)', async () => {
    const body = (days: number) => summary(days, { test: { orders: 2, revenue: 28 } });
    storeApi({ 'GET /reports/summary': (_, { query: q }) => ({ body: body(Number(q.days)) }) });
    renderPage(<DashboardPage user={USER} />, { path: '/dashboard' });
    expect((await screen.findByTestId('report-test')).textContent).toBe('Test orders, kept out of these figures: 2 ($28.00)');
    expect(screen.getByTestId('report-revenue').textContent).toBe('$90.00');
    expect(within(screen.getByTestId('report-figures')).queryByText(/Test/)).toBeNull();
  });
});
