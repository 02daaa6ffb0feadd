// The dashboard's remotes: what each one IS (its name, the pages it exposes, where they sit in the dashboard's routes
// and navigation) and what the shell passes to every page (DESIGN.md §7: remotes talk to the shell only through this).
// One list drives the shell's route table and navigation and which names the front door's /remotes.json and the
// release registry accept. WHICH release of a remote runs is not here: it is the registry's (DESIGN.md §19), and
// every release is served from the dashboard's origin under /remotes/{name}/{version}/.
import type { User } from './types';

/** 'guest': only signed out (the shell sends a signed-in visitor home); 'owner': only signed in. */
export type PageAccess = 'guest' | 'owner';

/** The icons the shell has for navigation entries (shell/src/app/icons.tsx). */
export type NavIcon = 'dashboard' | 'website' | 'orders' | 'discounts' | 'transaction' | 'subscribers' | 'inbox' | 'profile';

/** A link in the navbar, its mobile menu and the sidebar; labels are keys of the shell's catalogue. */
export interface NavEntry {
  /** Place among all remotes' entries, smallest first. */
  position: number;
  label: string;
  /** The sidebar's label when it differs from the navbar's. */
  sideLabel?: string;
  icon: NavIcon;
  /** The entry shows the unread-messages count. */
  badge?: 'unread';
  /** false: a settings page, in the sidebar and the mobile menu but not the navbar's row (it has room for ~8). */
  bar?: false;
}

export interface RemotePage {
  /** The dashboard path without the leading slash (SPEC §2). */
  path: string;
  /** The module the remote exposes as `./<expose>` (its vite.config.ts `exposes`). */
  expose: string;
  access: PageAccess;
  nav?: NavEntry;
}

export interface Remote {
  /** The federation name, `mfe_<x>`, of the folder `mfe-<x>`. */
  name: `mfe_${string}`;
  pages: readonly RemotePage[];
}

export const REMOTES = [
  {
    name: 'mfe_account',
    pages: [
      { path: 'auth/register', expose: 'RegisterPage', access: 'guest' },
      { path: 'welcome', expose: 'ProfilePage', access: 'owner', nav: { position: 7, label: 'nav.profile', icon: 'profile' } },
      { path: 'subscription', expose: 'SubscriptionPage', access: 'owner' },
    ],
  },
  {
    name: 'mfe_builder',
    pages: [
      {
        path: 'website',
        expose: 'BuilderApp',
        access: 'owner',
        nav: { position: 2, label: 'nav.websitePreview', sideLabel: 'nav.website', icon: 'website' },
      },
    ],
  },
  {
    name: 'mfe_commerce',
    pages: [
      { path: 'dashboard', expose: 'DashboardPage', access: 'owner', nav: { position: 1, label: 'nav.dashboard', icon: 'dashboard' } },
      { path: 'order', expose: 'OrdersPage', access: 'owner', nav: { position: 3, label: 'nav.orders', icon: 'orders' } },
      // One order's page (#17), reached from the list; no navigation entry of its own.
      { path: 'order/:orderId', expose: 'OrderDetailPage', access: 'owner' },
      {
        path: 'transaction',
        expose: 'TransactionsPage',
        access: 'owner',
        nav: { position: 4, label: 'nav.transaction', icon: 'transaction' },
      },
      {
        path: 'subscribers',
        expose: 'SubscribersPage',
        access: 'owner',
        nav: { position: 5, label: 'nav.subscribers', icon: 'subscribers' },
      },
      { path: 'discounts', expose: 'DiscountsPage', access: 'owner', nav: { position: 3.5, label: 'nav.discounts', icon: 'discounts' } },
      {
        path: 'payments',
        expose: 'PaymentsPage',
        access: 'owner',
        nav: { position: 4.5, label: 'nav.payments', icon: 'transaction', bar: false },
      },
      { path: 'inbox', expose: 'InboxPage', access: 'owner', nav: { position: 6, label: 'nav.inbox', icon: 'inbox', badge: 'unread' } },
    ],
  },
] as const satisfies readonly Remote[];

export type RemoteName = (typeof REMOTES)[number]['name'];

const REMOTE_NAMES: ReadonlySet<string> = new Set(REMOTES.map((r) => r.name));

/** A name of the list (the registry and the API take any string from outside). */
export function isRemoteName(name: string): name is RemoteName {
  return REMOTE_NAMES.has(name);
}

/** Every remote page with its remote's name, in list order. */
export const REMOTE_PAGES: readonly (RemotePage & { remote: RemoteName })[] = REMOTES.flatMap(({ name, pages }) =>
  pages.map((page) => ({ ...page, remote: name })),
);

/** A release of a remote as the shell loads it: its federation entry's URL and its version (DESIGN.md §19). */
export interface RemoteRelease {
  entry: string;
  version: string;
}
/** A remote's channel in /remotes.json: the active release and the one before it, loaded when the active one fails. */
export interface RemoteChannel extends RemoteRelease {
  fallback: RemoteRelease | null;
}
/** GET /remotes.json (front door, from the registry in D1): the remotes with an active release. */
export type RemotesJson = Partial<Record<RemoteName, RemoteChannel>>;

/** /auth/register: a verified phone signs the merchant in (cookies set by the API); the user goes to the shell. */
export interface RegisterPageProps {
  onAuthenticated?: (user: User) => void;
}
/** Every owner page (/website, /dashboard, /order, ...) gets the signed-in user. */
export interface OwnerPageProps {
  user: User;
}
/** /welcome */
export interface ProfilePageProps extends OwnerPageProps {
  onLogout: () => void;
}
/** /subscription: the trial's days left are computed from user.created_at. */
export type SubscriptionPageProps = OwnerPageProps;

/** What the shell passes to every owner page; each page reads what its own props type names. */
export interface ShellOwnerProps extends ProfilePageProps {
  /** The page reports the unread-messages count so the navigation's badge follows reads and deletes (Inbox). */
  onUnreadChange: (unread: number) => void;
}
