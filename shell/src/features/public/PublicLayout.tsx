import { Outlet } from 'react-router';
import styled from 'styled-components';
import { ToastPlacement } from '../../app/ToastPlacement';
import { PublicFooter } from './PublicFooter';
import { PUBLIC_HEADER_HEIGHT, PublicHeader } from './PublicHeader';

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px;
  /* The footer starts below the fold: a screen that arrives later (a remote page) fills this space instead of
     pushing the footer down, which Lighthouse counted as a layout shift (CLS 0.11 on /auth/login). */
  min-height: calc(100vh - ${PUBLIC_HEADER_HEIGHT}px);
  box-sizing: border-box;
`;

/** The signed-out frame: landing header, the screen, footer. */
export function PublicLayout() {
  return (
    <>
      <ToastPlacement $below={PUBLIC_HEADER_HEIGHT} />
      <PublicHeader />
      <Main id="main">
        <Outlet />
      </Main>
      <PublicFooter />
    </>
  );
}
