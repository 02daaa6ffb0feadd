import { describe, expect, it } from 'vitest';
import { OWNER_NAV } from './nav-items';

describe('the dashboard links come from the list of remotes', () => {
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
