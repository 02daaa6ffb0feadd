import type { User } from '@app/contracts';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { ToastPlacement } from '../../app/ToastPlacement';
import { useLogout } from '../auth/use-logout';
import { refreshUnread } from './inbox.store';
import { layoutStore } from './layout.store';
import { NAVBAR_HEIGHT, Navbar } from './Navbar';
import { Sidebar } from './Sidebar';
import { TestModeBanner } from './TestModeBanner';

const Body = styled.div`
  display: flex;
  min-height: calc(100vh - ${NAVBAR_HEIGHT}px);
`;
const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: 24px;
  @media (max-width: ${(p) => p.theme.breakpoint.md}) {
    padding: 16px;
  }
`;

/** The signed-in frame: navbar on top, sidebar on the left, the screen (often a remote) in the middle. */
export function AppLayout({ user }: { user: User }) {
  const layout = useSnapshot(layoutStore);
  const onLogout = useLogout();
  const { pathname } = useLocation();
  // The Inbox badge: asked again on each screen change (the Inbox screen itself reports exact counts).
  useEffect(() => void refreshUnread(), [pathname, user.id]);
  return (
    <>
      <ToastPlacement $below={NAVBAR_HEIGHT} />
      <Navbar user={user} onLogout={() => void onLogout()} />
      <Body>
        {layout.sidebarOpen && <Sidebar />}
        <Main id="main">
          <TestModeBanner pathname={pathname} />
          <Outlet />
        </Main>
      </Body>
    </>
  );
}
