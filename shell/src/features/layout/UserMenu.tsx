import type { User } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VisuallyHidden } from '@app/ui';
import styled from 'styled-components';

const Wrap = styled.div`
  position: relative;
`;
const Avatar = styled.button`
  width: 38px;
  height: 38px;
  border-radius: 50%;
  border: 2px solid ${(p) => p.theme.color.border};
  cursor: pointer;
  background: ${(p) => p.theme.color.primary};
  color: #fff;
  font: inherit;
  font-weight: 700;
  text-transform: uppercase;
`;
const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  min-width: 200px;
  z-index: 50;
  padding: 8px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius};
  box-shadow: ${(p) => p.theme.shadow};
`;
const Welcome = styled.p`
  margin: 4px 8px 8px;
  font-weight: 600;
  overflow-wrap: anywhere;
`;
const Item = styled.button`
  display: block;
  width: 100%;
  text-align: start;
  padding: 8px;
  border: 0;
  border-radius: 6px;
  background: none;
  font: inherit;
  color: inherit;
  cursor: pointer;
  text-decoration: none;
  &:hover {
    background: ${(p) => p.theme.color.bg};
  }
`;

/** The avatar dropdown: "Welcome, {username}", the profile and Logout. Escape or a click outside closes it. */
export function UserMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);
  return (
    <Wrap ref={ref}>
      {/* The initial is a picture of the user, not a label: the button is named by its hidden text, never by an
          aria-label that would differ from what it shows. */}
      <Avatar type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">{user.username.slice(0, 1)}</span>
        <VisuallyHidden>{t('user.menu')}</VisuallyHidden>
      </Avatar>
      {open && (
        <Menu role="menu">
          <Welcome>{t('user.welcome', { username: user.username })}</Welcome>
          <Item as={Link} to="/welcome" role="menuitem" onClick={() => setOpen(false)}>
            {t('nav.profile')}
          </Item>
          <Item type="button" role="menuitem" onClick={onLogout}>
            {t('user.logout')}
          </Item>
        </Menu>
      )}
    </Wrap>
  );
}
