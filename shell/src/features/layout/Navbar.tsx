import type { User } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Brand } from '../../app/Brand';
import { CloseIcon, MenuIcon, SidebarIcon } from '../../app/icons';
import { LanguagePicker } from '../language/LanguagePicker';
import { IconButton } from './IconButton';
import { closeMenu, layoutStore, toggleMenu, toggleSidebar } from './layout.store';
import { NavEntry, UnreadDot } from './NavEntry';
import { OWNER_NAV } from './nav-items';
import { UserMenu } from './UserMenu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  background: ${(p) => p.theme.color.surface};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
`;
/** The bar's height: the sidebar sticks below it and toasts start below it. */
export const NAVBAR_HEIGHT = 64;
const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  height: ${NAVBAR_HEIGHT}px;
  padding: 0 16px;
`;
const DesktopOnly = styled.div`
  display: contents;
  @media (max-width: ${(p) => p.theme.breakpoint.md}) {
    display: none;
  }
`;
const MobileOnly = styled.div`
  display: none;
  @media (max-width: ${(p) => p.theme.breakpoint.md}) {
    display: contents;
  }
`;
// Eight links in the longest language (Spanish), with the Inbox's unread count, pass 1280 px at full padding: tighter
// below 1440 px, and should a language still not fit, the links scroll inside the bar rather than widening the page.
const Links = styled.nav`
  display: flex;
  gap: 4px;
  margin-inline-start: 16px;
  flex: 1;
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;
  a {
    padding: 8px 12px;
    border-radius: 8px;
    text-decoration: none;
    color: ${(p) => p.theme.color.muted};
    font-weight: 600;
    white-space: nowrap;
  }
  a:hover {
    background: ${(p) => p.theme.color.bg};
  }
  a.active {
    color: ${(p) => p.theme.color.primary};
    background: #eef2ff;
  }
  @media (max-width: 1440px) {
    gap: 2px;
    a {
      padding: 8px 6px;
    }
  }
`;
const Spacer = styled.div`
  flex: 1;
`;
const MenuSpot = styled.span`
  position: relative;
  display: inline-grid;
`;
const MobileMenu = styled.nav`
  display: none;
  @media (max-width: ${(p) => p.theme.breakpoint.md}) {
    display: grid;
    gap: 4px;
    padding: 8px 16px 16px;
    border-top: 1px solid ${(p) => p.theme.color.border};
    animation: slide-down 0.2s ease-out;
    a {
      padding: 10px 12px;
      border-radius: 8px;
      text-decoration: none;
      color: inherit;
      font-weight: 600;
    }
    a.active {
      color: ${(p) => p.theme.color.primary};
      background: #eef2ff;
    }
  }
  @keyframes slide-down {
    from {
      opacity: 0;
      transform: translateY(-8px);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
`;

/** The owner's top bar: sidebar toggle, links, language, avatar menu; on small screens a slide-down menu. */
export function Navbar({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { t } = useTranslation('shell');
  const layout = useSnapshot(layoutStore);
  return (
    <Bar>
      <Row>
        <DesktopOnly>
          <IconButton type="button" onClick={toggleSidebar} aria-pressed={layout.sidebarOpen} aria-label={t('nav.toggleSidebar')}>
            <SidebarIcon />
          </IconButton>
        </DesktopOnly>
        <MobileOnly>
          <MenuSpot>
            <IconButton
              type="button"
              onClick={toggleMenu}
              aria-expanded={layout.menuOpen}
              aria-controls="owner-menu"
              aria-label={t('nav.menu')}
            >
              {layout.menuOpen ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
            {!layout.menuOpen && <UnreadDot />}
          </MenuSpot>
        </MobileOnly>
        <Brand to="/dashboard" />
        <DesktopOnly>
          <Links aria-label={t('nav.main')}>
            {OWNER_NAV.filter((item) => item.inBar).map((item) => (
              <NavEntry key={item.to} item={item} label={t(item.navLabel)} />
            ))}
          </Links>
          <LanguagePicker />
        </DesktopOnly>
        <MobileOnly>
          <Spacer />
        </MobileOnly>
        <UserMenu user={user} onLogout={onLogout} />
      </Row>
      {layout.menuOpen && (
        <MobileMenu id="owner-menu" aria-label={t('nav.main')}>
          {OWNER_NAV.map((item) => (
            <NavEntry key={item.to} item={item} label={t(item.navLabel)} onClick={closeMenu} />
          ))}
          <LanguagePicker />
        </MobileMenu>
      )}
    </Bar>
  );
}
