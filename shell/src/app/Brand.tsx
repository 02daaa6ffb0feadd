import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { StoreIcon } from './icons';

/** A proper name: the same in every language. */
export const BRAND_NAME = 'Edge Store';

const Logo = styled(Link)<{ $small?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  text-decoration: none;
  font-weight: 800;
  white-space: nowrap;
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => (p.$small ? '1rem' : '1.15rem')};
  transition: font-size 0.2s;
  span.mark {
    display: grid;
    place-items: center;
    width: 34px;
    height: 34px;
    border-radius: 9px;
    color: #fff;
    background: ${(p) => p.theme.color.primary};
  }
`;

export function Brand({ to = '/', small }: { to?: string; small?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Logo to={to} $small={small} aria-label={t('brand.home', { brand: BRAND_NAME })}>
      <span className="mark">
        <StoreIcon />
      </span>
      {BRAND_NAME}
    </Logo>
  );
}
