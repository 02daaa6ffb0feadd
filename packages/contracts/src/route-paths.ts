// SPEC §2's dashboard paths, from the list of remotes (./remotes) and the shell's own pages: the shell's navigation
// reads NAV_PAGES, and the front door (shell/worker) answers a path isAppPath refuses with the same page and HTTP
// status 404 (the dashboard's router then shows the 404 page). Here, not in the shell's app, so the front door does
// not import the dashboard's code.
import { REMOTE_PAGES, type NavEntry } from './remotes';

/** The shell's own pages. */
const SHELL_PATHS = ['/', '/about', '/contact'] as const;

const APP_PATHS = new Set<string>([...SHELL_PATHS, ...REMOTE_PAGES.map((page) => `/${page.path}`)]);
/** Pages with a `:param` segment (order/:orderId): the segment is any one non-empty segment, as the router reads it. */
const APP_PATTERNS = REMOTE_PAGES.filter((page) => page.path.includes(':')).map(
  (page) => new RegExp(`^/${page.path.replace(/:\w+/g, '[^/]+')}$`),
);

/** A path the dashboard's router has a screen for (a trailing slash is the same path). */
export function isAppPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return APP_PATHS.has(path) || APP_PATTERNS.some((re) => re.test(path));
}

/** The remote pages with a navigation entry, in the entries' order (the navbar, its mobile menu and the sidebar). */
export const NAV_PAGES: readonly ((typeof REMOTE_PAGES)[number] & { nav: NavEntry })[] = REMOTE_PAGES.flatMap((page) =>
  page.nav ? [{ ...page, nav: page.nav }] : [],
).sort((a, b) => a.nav.position - b.nav.position);
