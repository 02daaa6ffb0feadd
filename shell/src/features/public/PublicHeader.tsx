import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styled, { css } from 'styled-components';
import { useSnapshot } from 'valtio';
import { Brand } from '../../app/Brand';
import { CloseIcon, MenuIcon } from '../../app/icons';
import { LanguagePicker } from '../language/LanguagePicker';
import { IconButton } from '../layout/IconButton';
import { closeMenu, layoutStore, toggleMenu } from '../layout/layout.store';
import { StoreSearch } from './StoreSearch';
import { useScrolled } from './use-scrolled';

const SHRINK_AFTER_PX = 50;
/** The header's full height (it shrinks to 56 px once the page scrolls); toasts start below it. */
export const PUBLIC_HEADER_HEIGHT = 76;

/** How much of the bar slides out of view once the page has scrolled (76 -> 56 px visible). */
const TUCK_PX = PUBLIC_HEADER_HEIGHT - 56;

// Shrinking slides the header up and drops its row to the middle of what stays visible; its box in the page keeps
// its height. A header that changed height in the flow moved the page under it, Chrome's scroll anchoring moved the
// scroll back across the 50 px line, and the two took turns every frame (the page shook between 51 and 70 px).
const Bar = styled.header<{ $shrunk: boolean }>`
  position: sticky;
  top: 0;
  z-index: 40;
  background: rgba(255, 255, 255, 0.96);
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  transition:
    box-shadow 0.2s,
    top 0.2s;
  ${(p) =>
    p.$shrunk &&
    css`
      top: -${TUCK_PX}px;
      box-shadow: ${p.theme.shadow};
    `}
`;
const Row = styled.div<{ $shrunk: boolean }>`
  display: flex;
  align-items: center;
  gap: 16px;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${(p) => (p.$shrunk ? TUCK_PX : 0)}px 16px 0;
  box-sizing: border-box;
  height: ${PUBLIC_HEADER_HEIGHT}px;
  transition: padding-top 0.2s;
`;
const linkStyle = css`
  a {
    padding: 8px 10px;
    border-radius: 8px;
    text-decoration: none;
    color: ${(p) => p.theme.color.text};
    font-weight: 600;
    white-space: nowrap;
  }
  a:hover {
    background: ${(p) => p.theme.color.bg};
  }
  a.active {
    color: ${(p) => p.theme.color.primary};
  }
  a.cta {
    background: ${(p) => p.theme.color.primary};
    color: #fff;
  }
`;
const Links = styled.nav`
  display: flex;
  align-items: center;
  gap: 4px;
  margin-inline-start: auto;
  ${linkStyle}
  @media (max-width: 1020px) {
    display: none;
  }
`;
const Wide = styled.div`
  display: contents;
  @media (max-width: 1020px) {
    display: none;
  }
`;
const Narrow = styled.div`
  display: none;
  margin-inline-start: auto;
  @media (max-width: 1020px) {
    display: block;
  }
`;
const Drawer = styled.nav`
  display: none;
  @media (max-width: 1020px) {
    display: grid;
    gap: 8px;
    padding: 8px 16px 16px;
    border-top: 1px solid ${(p) => p.theme.color.border};
    ${linkStyle}
    animation: slide-down 0.2s ease-out;
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

function PublicLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <NavLink to="/" end onClick={onNavigate}>
        {t('public.home')}
      </NavLink>
      <NavLink to="/about" onClick={onNavigate}>
        {t('public.about')}
      </NavLink>
      <NavLink to="/contact" onClick={onNavigate}>
        {t('public.contact')}
      </NavLink>
      <NavLink to="/auth/login" reloadDocument onClick={onNavigate}>
        {t('nav.login')}
      </NavLink>
      <NavLink to="/auth/register" className="cta" onClick={onNavigate}>
        {t('nav.register')}
      </NavLink>
    </>
  );
}

/** The landing header of signed-out screens: logo, store-number search, links; it shrinks after 50 px of scroll. */
export function PublicHeader() {
  const { t } = useTranslation('shell');
  const shrunk = useScrolled(SHRINK_AFTER_PX);
  const layout = useSnapshot(layoutStore);
  return (
    <Bar $shrunk={shrunk} data-shrunk={shrunk}>
      <Row $shrunk={shrunk}>
        <Brand small={shrunk} />
        <Wide>
          <StoreSearch />
        </Wide>
        <Links aria-label={t('nav.main')}>
          <PublicLinks />
        </Links>
        <Wide>
          <LanguagePicker />
        </Wide>
        <Narrow>
          <IconButton
            type="button"
            onClick={toggleMenu}
            aria-expanded={layout.menuOpen}
            aria-controls="public-menu"
            aria-label={t('nav.menu')}
          >
            {layout.menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Narrow>
      </Row>
      {layout.menuOpen && (
        <Drawer id="public-menu" aria-label={t('nav.main')}>
          <StoreSearch />
          <PublicLinks onNavigate={closeMenu} />
          <LanguagePicker />
        </Drawer>
      )}
    </Bar>
  );
}
