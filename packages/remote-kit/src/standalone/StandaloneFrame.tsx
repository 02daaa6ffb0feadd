// A remote running alone (`pnpm --filter mfe-* dev`): a top bar (title, links, language, sign out), its pages, and
// one sign-in in front of every page that needs a user. Strings are the remote's `standalone.*` keys.
import { loadSession, signOut, standaloneSession as session } from '@app/api-client/standalone-session';
import type { User } from '@app/contracts';
import { changeLanguage, LANGUAGE_NAMES } from '@app/i18n';
import { Button, GlobalStyle, Select, Spinner, theme, Toasts } from '@app/ui';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, NavLink, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import styled, { ThemeProvider } from 'styled-components';
import { useSnapshot } from 'valtio';
import { SignIn } from './SignIn';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 14px;
  align-items: center;
  padding: 10px 16px;
  background: #fff;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  strong {
    margin-inline-end: auto;
  }
  a {
    text-decoration: none;
    font-weight: 600;
  }
  a.active {
    text-decoration: underline;
  }
`;
const Main = styled.main`
  padding: 16px;
  max-width: 1500px;
  margin: 0 auto;
`;

export interface StandaloneLink {
  to: string;
  /** An i18n key in the remote's namespace */
  label: string;
  /** Shown only to a visitor (sign-in pages); by default a link is shown once signed in. */
  signedOut?: boolean;
}
export interface StandaloneFrameProps {
  /** The remote's i18n namespace (its catalogue holds the standalone.* strings). */
  ns: string;
  links: StandaloneLink[];
  /** Pages that need a user: path -> element. */
  owner: Record<string, (user: User, navigate: NavigateFunction) => ReactNode>;
  /** Pages anyone may see (a remote's own sign-in pages, notes). */
  open?: Record<string, (navigate: NavigateFunction) => ReactNode>;
  /** Where unknown paths go. */
  home: string;
}

function TopBar({ ns, links }: Pick<StandaloneFrameProps, 'ns' | 'links'>) {
  const { t, i18n } = useTranslation(ns);
  const { user } = useSnapshot(session);
  const navigate = useNavigate();
  return (
    <Bar aria-label={t('standalone.nav')}>
      <strong>{t('standalone.title')}</strong>
      {links
        .filter((l) => !l.signedOut === !!user)
        .map((l) => (
          <NavLink key={l.to} to={l.to}>
            {t(l.label)}
          </NavLink>
        ))}
      <Select aria-label={t('standalone.language')} value={i18n.language} onChange={(e) => void changeLanguage(e.target.value)}>
        {Object.entries(LANGUAGE_NAMES).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </Select>
      {user && (
        <Button type="button" $variant="secondary" onClick={() => void signOut().then(() => navigate('/'))}>
          {t('standalone.signOut')}
        </Button>
      )}
    </Bar>
  );
}

/** A string of the remote's catalogue that follows the language picker. */
export function Text({ ns, k }: { ns: string; k: string }) {
  return <>{useTranslation(ns).t(k)}</>;
}

function Owner({ ns, page }: { ns: string; page: (user: User, navigate: NavigateFunction) => ReactNode }) {
  const { user, checked } = useSnapshot(session);
  const navigate = useNavigate();
  if (!checked) return <Spinner />;
  return user ? <>{page(user as User, navigate)}</> : <SignIn ns={ns} />;
}

function Open({ page }: { page: (navigate: NavigateFunction) => ReactNode }) {
  return <>{page(useNavigate())}</>;
}

export function StandaloneFrame({ ns, links, owner, open = {}, home }: StandaloneFrameProps) {
  useEffect(() => void loadSession(), []);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <TopBar ns={ns} links={links} />
        <Main>
          <Routes>
            {Object.entries(open).map(([path, page]) => (
              <Route key={path} path={path} element={<Open page={page} />} />
            ))}
            {Object.entries(owner).map(([path, page]) => (
              <Route key={path} path={path} element={<Owner ns={ns} page={page} />} />
            ))}
            <Route path="*" element={<Navigate to={home} replace />} />
          </Routes>
        </Main>
      </BrowserRouter>
      <Toasts />
    </ThemeProvider>
  );
}
