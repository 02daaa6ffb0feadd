import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { BRAND_NAME } from '../../app/Brand';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from '../../app/icons';

const Foot = styled.footer`
  background: #111827;
  color: #d1d5db;
  margin-top: 64px;
`;
const Columns = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 40px 16px 24px;
  display: grid;
  gap: 32px;
  grid-template-columns: 2fr repeat(3, 1fr);
  @media (max-width: ${(p) => p.theme.breakpoint.md}) {
    grid-template-columns: 1fr 1fr;
  }
  h2 {
    font-size: 0.95rem;
    color: #fff;
    margin: 0 0 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  a {
    color: #d1d5db;
    text-decoration: none;
  }
  a:hover {
    color: #fff;
    text-decoration: underline;
  }
  p {
    margin: 0 0 12px;
    line-height: 1.5;
  }
`;
const Social = styled.ul`
  display: flex !important;
  gap: 12px !important;
  a {
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: #1f2937;
  }
`;
const Bottom = styled.p`
  margin: 0;
  padding: 16px;
  text-align: center;
  border-top: 1px solid #1f2937;
  font-size: 0.88rem;
`;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2>{title}</h2>
      <ul>{children}</ul>
    </nav>
  );
}

const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/', icon: <FacebookIcon /> },
  { name: 'X', href: 'https://x.com/', icon: <XIcon /> },
  { name: 'Instagram', href: 'https://www.instagram.com/', icon: <InstagramIcon /> },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', icon: <LinkedInIcon /> },
];

/** Static link columns and social icons (SPEC: no behaviour beyond the links). */
export function PublicFooter() {
  const { t } = useTranslation('shell');
  return (
    <Foot>
      <Columns>
        <div>
          <h2>{BRAND_NAME}</h2>
          <p>{t('footer.tagline')}</p>
          <Social aria-label={t('footer.social')}>
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.name}>
                  {s.icon}
                </a>
              </li>
            ))}
          </Social>
        </div>
        <Column title={t('footer.product')}>
          <li>
            <Link to="/auth/register">{t('footer.openStore')}</Link>
          </li>
          <li>
            <Link to="/auth/login" reloadDocument>
              {t('nav.login')}
            </Link>
          </li>
          <li>
            <Link to="/about">{t('public.about')}</Link>
          </li>
        </Column>
        <Column title={t('footer.services')}>
          <li>
            <Link to="/about#online-store">{t('footer.onlineStore')}</Link>
          </li>
          <li>
            <Link to="/about#pos-software">{t('footer.posSoftware')}</Link>
          </li>
          <li>
            <Link to="/about#pos-hardware">{t('footer.posHardware')}</Link>
          </li>
        </Column>
        <Column title={t('footer.support')}>
          <li>
            <Link to="/contact">{t('public.contact')}</Link>
          </li>
          <li>
            <Link to="/about#faq">{t('footer.faq')}</Link>
          </li>
        </Column>
      </Columns>
      <Bottom>{t('footer.copyright', { year: new Date().getFullYear() })}</Bottom>
    </Foot>
  );
}
