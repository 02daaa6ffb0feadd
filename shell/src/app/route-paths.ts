// SPEC §2's dashboard paths, shared by the router (routes.tsx) and the front door (worker/site.ts), which answers any
// other path with the same page and HTTP status 404 (the router then shows the 404 page).

const PUBLIC_PATHS = ['/', '/auth/login', '/auth/register', '/about', '/contact'] as const;

/** The signed-in screens, by their path without the leading slash. */
export const OWNER_SCREENS = ['dashboard', 'website', 'welcome', 'order', 'transaction', 'subscription', 'subscribers', 'inbox'] as const;
export type OwnerScreen = (typeof OWNER_SCREENS)[number];

const APP_PATHS = new Set<string>([...PUBLIC_PATHS, ...OWNER_SCREENS.map((s) => `/${s}`)]);

/** A path the dashboard's router has a screen for (a trailing slash is the same path). */
export function isAppPath(pathname: string): boolean {
  return APP_PATHS.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}
