import { Outlet } from 'react-router';
import styled from 'styled-components';
import { ToastPlacement } from '../../app/ToastPlacement';
import { PublicFooter } from './PublicFooter';
import { PUBLIC_HEADER_HEIGHT, PublicHeader } from './PublicHeader';

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px;
  min-height: 60vh;
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
