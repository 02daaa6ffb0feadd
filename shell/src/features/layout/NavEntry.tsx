import { VisuallyHidden } from '@app/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { inboxStore } from './inbox.store';
import type { OwnerNavItem } from './nav-items';

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  margin-inline-start: 6px;
  border-radius: 999px;
  background: #b91c1c;
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1;
`;

const Dot = styled.span`
  position: absolute;
  top: -3px;
  inset-inline-end: -3px;
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: #b91c1c;
  border: 2px solid #fff;
  pointer-events: none;
`;

/**
 * On a phone the links hide behind the menu button: a dot on it says the Inbox has unread messages (a hint for the
 * eye only; the menu's Inbox entry reads the count out).
 */
export function UnreadDot() {
  const { unread } = useSnapshot(inboxStore);
  return unread > 0 ? <Dot aria-hidden="true" data-testid="menu-unread-dot" /> : null;
}

/** The unread count after a label: the number is shown, and read out as "3 unread messages". */
function UnreadBadge() {
  const { t } = useTranslation('shell');
  const { unread } = useSnapshot(inboxStore);
  if (unread <= 0) return null;
  return (
    <Count data-testid="unread-badge">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <VisuallyHidden>{t('nav.unread', { count: unread })}</VisuallyHidden>
    </Count>
  );
}

/** One owner link (navbar, mobile menu or sidebar), with its badge when it has one. */
export function NavEntry({ item, label, icon, onClick }: { item: OwnerNavItem; label: string; icon?: ReactNode; onClick?: () => void }) {
  return (
    <NavLink to={item.to} onClick={onClick}>
      {icon}
      {label}
      {item.badge === 'unread' && <UnreadBadge />}
    </NavLink>
  );
}
