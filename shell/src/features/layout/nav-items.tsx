// The owner links of the navbar, its mobile menu and the sidebar: the remote pages that @app/contracts/remotes gives
// a navigation entry, in the entries' order (@app/contracts/route-paths NAV_PAGES).
import type { NavIcon } from '@app/contracts/remotes';
import { NAV_PAGES } from '@app/contracts/route-paths';
import type { ReactNode } from 'react';
import {
  DashboardIcon,
  DiscountsIcon,
  InboxIcon,
  OrdersIcon,
  ProfileIcon,
  SubscribersIcon,
  TransactionIcon,
  WebsiteIcon,
} from '../../app/icons';

const ICONS: Record<NavIcon, () => ReactNode> = {
  dashboard: DashboardIcon,
  website: WebsiteIcon,
  orders: OrdersIcon,
  discounts: DiscountsIcon,
  transaction: TransactionIcon,
  subscribers: SubscribersIcon,
  inbox: InboxIcon,
  profile: ProfileIcon,
};

/** Labels are keys of the 'shell' namespace. `badge`: the entry shows the unread-messages count. */
export interface OwnerNavItem {
  to: string;
  navLabel: string;
  sideLabel: string;
  icon: ReactNode;
  badge?: 'unread';
  /** Shown in the navbar's row of links (settings pages are only in the sidebar and the mobile menu). */
  inBar: boolean;
}

export const OWNER_NAV: OwnerNavItem[] = NAV_PAGES.map((page) => {
  const nav = page.nav;
  const Icon = ICONS[nav.icon];
  return {
    to: `/${page.path}`,
    navLabel: nav.label,
    sideLabel: nav.sideLabel ?? nav.label,
    icon: <Icon />,
    badge: nav.badge,
    inBar: nav.bar !== false,
  };
});
