// SPEC §2's dashboard paths, shared by the router (routes.tsx) and the front door (worker/site.ts), which answers any
// other path with the same page and HTTP status 404 (the router then shows the 404 page). The remotes' pages come
// from the list in @app/contracts/remotes.
import { REMOTE_PAGES } from '@app/contracts/remotes';

/** The shell's own pages. */
const SHELL_PATHS = ['/', '/about', '/contact'] as const;

const APP_PATHS = new Set<string>([...SHELL_PATHS, ...REMOTE_PAGES.map((page) => `/${page.path}`)]);

/** A path the dashboard's router has a screen for (a trailing slash is the same path). */
export function isAppPath(pathname: string): boolean {
  return APP_PATHS.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}
