import type { ReactNode } from 'react';
import { DashboardIcon, InboxIcon, OrdersIcon, ProfileIcon, SubscribersIcon, TransactionIcon, WebsiteIcon } from '../../app/icons';

/** The owner screens of SPEC §2, in navbar and sidebar order; labels are keys of the 'shell' namespace. */
/** `badge`: the entry shows the unread-messages count. */
export const OWNER_NAV: { to: string; navLabel: string; sideLabel: string; icon: ReactNode; badge?: 'unread' }[] = [
  { to: '/dashboard', navLabel: 'nav.dashboard', sideLabel: 'nav.dashboard', icon: <DashboardIcon /> },
  { to: '/website', navLabel: 'nav.websitePreview', sideLabel: 'nav.website', icon: <WebsiteIcon /> },
  { to: '/order', navLabel: 'nav.orders', sideLabel: 'nav.orders', icon: <OrdersIcon /> },
  { to: '/transaction', navLabel: 'nav.transaction', sideLabel: 'nav.transaction', icon: <TransactionIcon /> },
  { to: '/subscribers', navLabel: 'nav.subscribers', sideLabel: 'nav.subscribers', icon: <SubscribersIcon /> },
  { to: '/inbox', navLabel: 'nav.inbox', sideLabel: 'nav.inbox', icon: <InboxIcon />, badge: 'unread' },
  { to: '/welcome', navLabel: 'nav.profile', sideLabel: 'nav.profile', icon: <ProfileIcon /> },
];
