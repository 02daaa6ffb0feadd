// SPEC §2's dashboard paths, shared by the router (routes.tsx) and the front door (worker/site.ts), which answers any
// other path with the same page and HTTP status 404 (the router then shows the 404 page). The remotes' pages come
// from the list in @app/contracts/remotes.
import { REMOTE_PAGES } from '@app/contracts/remotes';

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
