import { PAYMENT_SETTINGS_SAVED_EVENT, type User } from '@app/contracts';
import { changeLanguage } from '@app/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { AppLayout } from './AppLayout';
import { inboxStore, setUnread } from './inbox.store';

const user: User = { id: 1, username: 'demo', email: null, phone_number: null, role_name: 'user', created_at: '2026-01-01T00:00:00Z' };

/** The payment settings' test_mode the test-mode banner asks for (#34); null: the ask fails (no website). */
let testMode: boolean | null = false;
/** How many times the banner asked for them. */
let paymentsAsked = 0;

function unreadApi(answer: () => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    expect(new URL(String(input)).pathname).toBe('/api/website/messages/unread-count');
    return answer();
  });
  // The banner's own ask goes apart, so the counts below are the Inbox badge's only.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    if (new URL(String(input)).pathname !== '/api/website/payments') return fetchMock(input);
    paymentsAsked++;
    if (testMode === null) return Response.json({ code: 'website_not_found', message: 'x' }, { status: 404 });
    return Response.json({ provider: 'test', providers: ['test'], test_mode: testMode });
  });
  return fetchMock;
}

function renderLayout(path = '/dashboard') {
  return renderAt(
    <Routes>
      <Route element={<AppLayout user={user} />}>
        <Route path="*" element={<p>screen</p>} />
      </Route>
    </Routes>,
    path,
  );
}

const sidebar = () => screen.getByRole('complementary');

afterEach(() => {
  vi.unstubAllGlobals();
  inboxStore.unread = 0;
  testMode = false;
  paymentsAsked = 0;
});

describe('test mode banner (#34)', () => {
  it('says on every screen that the store takes no real payments yet, with a link to Payments, and goes once it does', async () => {
    testMode = true;
    unreadApi(() => Response.json({ unread: 0 }));
    renderLayout('/order');
    const banner = await screen.findByTestId('test-mode-banner');
    expect(banner.textContent).toMatch(/^Test mode: your store takes no real payments yet/);
    expect(within(banner).getByRole('link', { name: 'Set up payments' }).getAttribute('href')).toBe('/payments');
    // The Payments screen saved real settings: it tells the shell, which asks again.
    testMode = false;
    act(() => void window.dispatchEvent(new Event(PAYMENT_SETTINGS_SAVED_EVENT)));
    await waitFor(() => expect(screen.queryByTestId('test-mode-banner')).toBeNull());
  });

  it('reads the settings once, not on every screen change, and again when Payments saves', async () => {
    testMode = true;
    unreadApi(() => Response.json({ unread: 0 }));
    renderLayout('/order');
    await screen.findByTestId('test-mode-banner');
    const user = userEvent.setup({ delay: null });
    for (const name of ['Subscribers', 'Inbox', 'Orders']) await user.click(within(sidebar()).getAllByRole('link', { name })[0]!);
    expect(paymentsAsked).toBe(1);
    act(() => void window.dispatchEvent(new Event(PAYMENT_SETTINGS_SAVED_EVENT)));
    await waitFor(() => expect(paymentsAsked).toBe(2));
    expect(screen.getByTestId('test-mode-banner')).toBeTruthy();
  });

  it('shows nothing when the settings cannot be read (no website yet), and asks again on the next screen', async () => {
    testMode = null;
    const fetchMock = unreadApi(() => Response.json({ unread: 0 }));
    renderLayout();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(paymentsAsked).toBe(1));
    expect(screen.queryByTestId('test-mode-banner')).toBeNull();
    // The merchant made the website meanwhile: the next screen reads the settings.
    testMode = true;
    await userEvent.setup({ delay: null }).click(within(sidebar()).getByRole('link', { name: 'Subscribers' }));
    await screen.findByTestId('test-mode-banner');
    expect(paymentsAsked).toBe(2);
  });
});

describe('owner frame: Subscribers and Inbox entries', () => {
  it('the sidebar and the navbar link to /subscribers and /inbox; the Inbox shows the unread count from the API', async () => {
    const fetchMock = unreadApi(() => Response.json({ unread: 3 }));
    renderLayout();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeTruthy();
    expect(within(sidebar()).getByRole('link', { name: 'Subscribers' }).getAttribute('href')).toBe('/subscribers');
    // The commerce remote's Discounts screen comes right after Orders.
    const links = within(sidebar())
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links.indexOf('/discounts')).toBe(links.indexOf('/order') + 1);
    const inbox = await within(sidebar()).findByRole('link', { name: 'Inbox 3 unread messages' });
    expect(inbox.getAttribute('href')).toBe('/inbox');
    expect(within(inbox).getByText('3').getAttribute('aria-hidden')).toBe('true');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Inbox 3 unread messages' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The phone's menu button carries a dot while there is something unread (jsdom renders both layouts).
    expect(screen.getByTestId('menu-unread-dot').getAttribute('aria-hidden')).toBe('true');
  });

  it('no badge at 0 or when the count cannot be had (no website yet); the Inbox screen sets the exact count', async () => {
    const fetchMock = unreadApi(() => Response.json({ message: 'Website not found', code: 'website_not_found' }, { status: 404 }));
    renderLayout();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(within(sidebar()).getByRole('link', { name: 'Inbox' })).toBeTruthy();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    expect(screen.queryByTestId('menu-unread-dot')).toBeNull();
    act(() => setUnread(120));
    expect((await within(sidebar()).findByRole('link', { name: 'Inbox 120 unread messages' })).textContent).toContain('99+');
  });

  it('in Amharic, the entries and the badge are translated', async () => {
    unreadApi(() => Response.json({ unread: 1 }));
    await changeLanguage('am');
    renderLayout();
    expect(within(sidebar()).getByRole('link', { name: 'ተመዝጋቢዎች' })).toBeTruthy();
    expect(await within(sidebar()).findByRole('link', { name: 'የመልዕክት ሳጥን 1 ያልተነበበ መልዕክት' })).toBeTruthy();
  });

  it('the logo link’s name starts with its visible text, and the avatar has no aria-label (WCAG 2.5.3)', async () => {
    unreadApi(() => Response.json({ unread: 0 }));
    renderLayout();
    const logo = screen.getByRole('link', { name: /home page$/ });
    expect(logo.getAttribute('aria-label')).toBe('Edge Store, home page');
    expect(logo.getAttribute('aria-label')!.startsWith(logo.textContent!)).toBe(true);
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    expect(avatar.hasAttribute('aria-label')).toBe(false);
    await userEvent.click(avatar);
    expect(screen.getByText('Welcome, demo')).toBeTruthy();
  });
});
