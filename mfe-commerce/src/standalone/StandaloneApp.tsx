import type { User } from '@app/contracts';
import { changeLanguage, LANGUAGE_NAMES } from '@app/i18n';
import { Button, GlobalStyle, Select, Spinner, theme, Toasts } from '@app/ui';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, NavLink, Route, Routes, useNavigate } from 'react-router';
import styled, { ThemeProvider } from 'styled-components';
import { useSnapshot } from 'valtio';
import { DashboardPage } from '../expose/DashboardPage';
import { OrdersPage } from '../expose/OrdersPage';
import { TransactionsPage } from '../expose/TransactionsPage';
import { SubscribersPage } from '../expose/SubscribersPage';
import { InboxPage } from '../expose/InboxPage';
import { loadSession, standaloneSession as session, signedIn, signOut } from '@app/api-client/standalone-session';
import { SignIn } from './SignIn';

const Bar = styled.nav`
  display: flex; flex-wrap: wrap; gap: 14px; align-items: center; padding: 10px 16px; background: #fff;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  strong { margin-inline-end: auto; }
  a { text-decoration: none; font-weight: 600; } a.active { text-decoration: underline; }
`;
const Main = styled.main`padding: 16px;`;

function TopBar() {
  const { t, i18n } = useTranslation('commerce');
  const { user } = useSnapshot(session);
  const navigate = useNavigate();
  return (
    <Bar aria-label={t('standalone.nav')}>
      <strong>{t('standalone.title')}</strong>
      {user && (
        <>
          <NavLink to="/dashboard">{t('dashboard.title')}</NavLink>
          <NavLink to="/order">{t('orders.title')}</NavLink>
          <NavLink to="/transaction">{t('transactions.title')}</NavLink>
          <NavLink to="/subscribers">{t('subscribers.title')}</NavLink>
          <NavLink to="/inbox">{t('inbox.title')}</NavLink>
        </>
      )}
      <Select aria-label={t('standalone.language')} value={i18n.language} onChange={(e) => void changeLanguage(e.target.value)}>
        {Object.entries(LANGUAGE_NAMES).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </Select>
      {user && (
        <Button type="button" $variant="secondary" onClick={() => void signOut().then(() => navigate('/auth/login'))}>
          {t('standalone.signOut')}
        </Button>
      )}
    </Bar>
  );
}

function Owner({ children }: { children: (user: User) => ReactNode }) {
  const { user, checked } = useSnapshot(session);
  if (!checked) return <Spinner />;
  return user ? <>{children(user as User)}</> : <Navigate to="/auth/login" replace />;
}

function AppRoutes() {
  const navigate = useNavigate();
  const { t } = useTranslation('commerce');
  return (
    <Routes>
      <Route path="/auth/login" element={<SignIn onSignedIn={(u) => { signedIn(u); navigate('/dashboard'); }} />} />
      <Route path="/dashboard" element={<Owner>{(u) => <DashboardPage user={u} />}</Owner>} />
      <Route path="/order" element={<Owner>{(u) => <OrdersPage user={u} />}</Owner>} />
      <Route path="/transaction" element={<Owner>{(u) => <TransactionsPage user={u} />}</Owner>} />
      <Route path="/subscribers" element={<Owner>{(u) => <SubscribersPage user={u} />}</Owner>} />
      <Route path="/inbox" element={<Owner>{(u) => <InboxPage user={u} />}</Owner>} />
      {/* The builder is another remote: standalone there is nothing to show at /website. */}
      <Route path="/website" element={<p>{t('standalone.builderElsewhere')}</p>} />
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
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
        <Main>
          <AppRoutes />
        </Main>
      </BrowserRouter>
      <Toasts />
    </ThemeProvider>
  );
}
