import { PLAN } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { NavEntry } from './NavEntry';
import { OWNER_NAV } from './nav-items';

const Side = styled.aside`
  width: 240px;
  flex-shrink: 0;
  padding: 16px 12px;
  background: ${(p) => p.theme.color.surface};
  border-inline-end: 1px solid ${(p) => p.theme.color.border};
  display: flex;
  flex-direction: column;
  gap: 16px;
  position: sticky;
  top: 64px;
  height: calc(100vh - 64px);
  overflow-y: auto;
  @media (max-width: ${(p) => p.theme.breakpoint.md}) {
    display: none;
  }
`;
const Links = styled.nav`
  display: grid;
  gap: 2px;
  a {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 10px 12px;
    border-radius: 8px;
    text-decoration: none;
    color: ${(p) => p.theme.color.text};
    font-weight: 600;
  }
  a:hover {
    background: ${(p) => p.theme.color.bg};
  }
  a.active {
    color: ${(p) => p.theme.color.primary};
    background: #eef2ff;
  }
`;
const BuildCard = styled.div`
  margin-top: auto;
  padding: 16px;
  border-radius: ${(p) => p.theme.radius};
  color: #fff;
  background: linear-gradient(135deg, #4f46e5, #7c3aed);
  h2 {
    margin: 0 0 6px;
    font-size: 1rem;
  }
  p {
    margin: 0 0 12px;
    font-size: 0.88rem;
    opacity: 0.9;
  }
  a {
    display: inline-block;
    padding: 8px 12px;
    border-radius: 8px;
    background: #fff;
    color: #4f46e5;
    font-weight: 700;
    text-decoration: none;
  }
`;

/** Owner links and the "Build Store" card with the plan link (hidden on small screens: the navbar menu has the links). */
export function Sidebar() {
  const { t } = useTranslation('shell');
  return (
    <Side aria-label={t('nav.sidebar')}>
      <Links>
        {OWNER_NAV.map((item) => (
          <NavEntry key={item.to} item={item} label={t(item.sideLabel)} icon={item.icon} />
        ))}
      </Links>
      <BuildCard>
        <h2>{t('sidebar.buildStore')}</h2>
        <p>{t('sidebar.buildText', { plan: PLAN.name, days: PLAN.trialDays })}</p>
        <Link to="/subscription">{t('sidebar.yourPlan')}</Link>
      </BuildCard>
    </Side>
  );
}
