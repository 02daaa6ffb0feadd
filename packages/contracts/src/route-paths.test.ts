import { describe, expect, it } from 'vitest';
import { REMOTE_PAGES } from './remotes';
import { isAppPath, NAV_PAGES } from './route-paths';

describe('the dashboard paths come from the list of remotes', () => {
  it('knows every remote page and the shell’s own pages (what the front door answers 200), nothing else', () => {
    for (const page of REMOTE_PAGES) expect([page.path, isAppPath(`/${page.path}`)]).toEqual([page.path, true]);
    for (const path of ['/', '/about', '/contact', '/auth/register', '/dashboard/']) expect(isAppPath(path)).toBe(true);
    // /auth/login is the front door's own page (shell/worker/sign-in), never this router's.
    for (const path of ['/nope', '/auth', '/auth/login', '/remotes.json', '/dashboards']) expect(isAppPath(path)).toBe(false);
    // A page with a param (one order, #17): one segment in its place, no more.
    for (const path of ['/order/12', '/order/12/']) expect(isAppPath(path)).toBe(true);
    for (const path of ['/order/12/items', '/order//12', '/orders/12']) expect(isAppPath(path)).toBe(false);
  });

  it('lists the pages with a navigation entry, and only those, by their place', () => {
    expect(NAV_PAGES.map((p) => p.path).sort()).toEqual(
      REMOTE_PAGES.filter((p) => p.nav)
        .map((p) => p.path)
        .sort(),
    );
    const positions = NAV_PAGES.map((p) => p.nav.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
