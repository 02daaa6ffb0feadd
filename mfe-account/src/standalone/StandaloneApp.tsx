import type { User } from '@app/contracts';
import { changeLanguage, LANGUAGE_NAMES } from '@app/i18n';
import { GlobalStyle, Select, Spinner, theme, Toasts } from '@app/ui';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, NavLink, Route, Routes, useNavigate } from 'react-router';
import styled, { ThemeProvider } from 'styled-components';
import { useSnapshot } from 'valtio';
import { LoginPage } from '../expose/LoginPage';
import { ProfilePage } from '../expose/ProfilePage';
import { RegisterPage } from '../expose/RegisterPage';
import { SubscriptionPage } from '../expose/SubscriptionPage';
import { loadSession, standaloneSession as session, signedIn, signOut } from '@app/api-client/standalone-session';

const Bar = styled.nav`
  display: flex; flex-wrap: wrap; gap: 14px; align-items: center; padding: 10px 16px; background: #fff;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  strong { margin-inline-end: auto; }
  a { text-decoration: none; font-weight: 600; } a.active { text-decoration: underline; }
`;

function TopBar() {
  const { t, i18n } = useTranslation('account');
  const { user } = useSnapshot(session);
  return (
    <Bar aria-label={t('standalone.nav')}>
      <strong>{t('standalone.title')}</strong>
      {user ? (
        <>
          <NavLink to="/welcome">{t('standalone.profile')}</NavLink>
          <NavLink to="/subscription">{t('standalone.plan')}</NavLink>
        </>
      ) : (
        <>
          <NavLink to="/auth/login">{t('standalone.login')}</NavLink>
          <NavLink to="/auth/register">{t('standalone.register')}</NavLink>
        </>
      )}
      <Select aria-label={t('standalone.language')} value={i18n.language} onChange={(e) => void changeLanguage(e.target.value)}>
        {Object.entries(LANGUAGE_NAMES).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </Select>
    </Bar>
  );
}

function SignedIn({ children }: { children: (user: User) => ReactNode }) {
  const { user, checked } = useSnapshot(session);
  if (!checked) return <Spinner />;
  return user ? <>{children(user as User)}</> : <Navigate to="/auth/login" replace />;
}

function AppRoutes() {
  const navigate = useNavigate();
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/auth/login" replace />} />
      <Route
        path="/auth/login"
        element={
          <LoginPage
            onAuthenticated={(user) => {
              signedIn(user);
              navigate('/welcome');
            }}
          />
        }
      />
      <Route
        path="/auth/register"
        element={
          <RegisterPage
            onAuthenticated={(user) => {
              signedIn(user);
              navigate('/welcome');
            }}
          />
        }
      />
      <Route
        path="/welcome"
        element={<SignedIn>{(user) => <ProfilePage user={user} onLogout={() => void signOut().then(() => navigate('/auth/login'))} />}</SignedIn>}
      />
      <Route path="/subscription" element={<SignedIn>{(user) => <SubscriptionPage user={user} />}</SignedIn>} />
      {/* The shell's landing after sign-in; standalone there is no dashboard. */}
      <Route path="/dashboard" element={<Navigate to="/welcome" replace />} />
      <Route path="*" element={<Navigate to="/auth/login" replace />} />
    </Routes>
  );
}

export function StandaloneApp() {
  useEffect(() => void loadSession(), []);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <TopBar />
        <AppRoutes />
      </BrowserRouter>
      <Toasts />
    </ThemeProvider>
  );
}
