import { REMOTE_PAGES } from '@app/contracts/remotes';
import { describe, expect, it } from 'vitest';
import { OWNER_NAV } from '../features/layout/nav-items';
import { isAppPath } from './route-paths';

describe('the dashboard paths and links come from the list of remotes', () => {
  it('knows every remote page and the shell’s own pages (what the front door answers 200), nothing else', () => {
    for (const page of REMOTE_PAGES) expect([page.path, isAppPath(`/${page.path}`)]).toEqual([page.path, true]);
    for (const path of ['/', '/about', '/contact', '/auth/register', '/dashboard/']) expect(isAppPath(path)).toBe(true);
    // /auth/login is the front door's own page (worker/sign-in), never this router's.
    for (const path of ['/nope', '/auth', '/auth/login', '/remotes.json', '/dashboards']) expect(isAppPath(path)).toBe(false);
    // A page with a param (one order, #17): one segment in its place, no more.
    for (const path of ['/order/12', '/order/12/']) expect(isAppPath(path)).toBe(true);
    for (const path of ['/order/12/items', '/order//12', '/orders/12']) expect(isAppPath(path)).toBe(false);
  });

  it('orders the owner links by their place in the list, the sidebar label where it differs, the Inbox with its badge', () => {
    expect(OWNER_NAV.map((n) => n.to)).toEqual([
      '/dashboard',
      '/website',
      '/order',
      '/discounts',
      '/transaction',
      '/payments',
      '/subscribers',
      '/inbox',
      '/welcome',
    ]);
    expect(OWNER_NAV[1]).toMatchObject({ navLabel: 'nav.websitePreview', sideLabel: 'nav.website' });
    expect(OWNER_NAV.filter((n) => n.badge === 'unread').map((n) => n.to)).toEqual(['/inbox']);
    // Settings pages stay out of the navbar's row (the sidebar and the mobile menu list them).
    expect(OWNER_NAV.filter((n) => !n.inBar).map((n) => n.to)).toEqual(['/payments']);
  });
});
