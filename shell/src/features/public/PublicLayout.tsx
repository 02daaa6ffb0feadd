import { Outlet } from 'react-router';
import styled from 'styled-components';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

const Main = styled.main`max-width: 1200px; margin: 0 auto; padding: 24px 16px; min-height: 60vh;`;

/** The signed-out frame: landing header, the screen, footer. */
export function PublicLayout() {
  return (
    <>
      <PublicHeader />
      <Main id="main"><Outlet /></Main>
      <PublicFooter />
    </>
  );
}
