import type { User } from '@app/contracts';
import { changeLanguage, LANGUAGE_NAMES } from '@app/i18n';
import { Alert, Button, Card, Field, GlobalStyle, Input, Select, Spinner, theme, Toasts } from '@app/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import styled, { ThemeProvider } from 'styled-components';
import { useSnapshot } from 'valtio';
import { BuilderApp } from '../expose/BuilderApp';
import { loadSession, standaloneSession as session, signIn } from '@app/api-client/standalone-session';

const Bar = styled.nav`display: flex; gap: 14px; align-items: center; padding: 10px 16px; background: #fff;
  border-bottom: 1px solid ${(p) => p.theme.color.border}; strong { margin-inline-end: auto; }`;
const Main = styled.main`padding: 24px; max-width: 1500px; margin: 0 auto;`;
const Narrow = styled(Card)`max-width: 420px; margin: 40px auto;`;

function TopBar() {
  const { t, i18n } = useTranslation('builder');
  return (
    <Bar aria-label={t('standalone.nav')}>
      <strong>{t('standalone.title')}</strong>
      <Select aria-label={t('standalone.language')} value={i18n.language} onChange={(e) => void changeLanguage(e.target.value)}>
        {Object.entries(LANGUAGE_NAMES).map(([code, name]) => <option key={code} value={code}>{name}</option>)}
      </Select>
    </Bar>
  );
}

/** Standalone there is no shell to sign in with: a plain username and password form. */
function SignIn() {
  const { t } = useTranslation('builder');
  const { error } = useSnapshot(session);
  const [values, setValues] = useState({ username: '', password: '' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void signIn(values.username, values.password);
  };
  return (
    <Narrow>
      <h1>{t('standalone.signIn')}</h1>
      <form onSubmit={submit}>
        <Field id="sa-username" label={t('standalone.username')}>
          <Input id="sa-username" autoComplete="username" value={values.username} onChange={(e) => setValues({ ...values, username: e.target.value })} />
        </Field>
        <Field id="sa-password" label={t('standalone.password')}>
          <Input id="sa-password" type="password" autoComplete="current-password" value={values.password}
            onChange={(e) => setValues({ ...values, password: e.target.value })} />
        </Field>
        {error && <Alert>{error}</Alert>}
        <Button type="submit" $block>{t('standalone.signIn')}</Button>
      </form>
    </Narrow>
  );
}

function Website() {
  const { user, checked } = useSnapshot(session);
  if (!checked) return <Spinner />;
  return user ? <BuilderApp user={user as User} /> : <SignIn />;
}

/** Standalone start (`pnpm --filter mfe-builder dev`): /website with the API of the running product behind /api. */
export function StandaloneApp() {
  const { t } = useTranslation('builder');
  useEffect(() => void loadSession(), []);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <TopBar />
        <Main>
          <Routes>
            <Route path="/website" element={<Website />} />
            <Route path="/dashboard" element={<p>{t('standalone.noDashboard')} <a href="/website">/website</a></p>} />
            <Route path="*" element={<Navigate to="/website" replace />} />
          </Routes>
        </Main>
      </BrowserRouter>
      <Toasts />
    </ThemeProvider>
  );
}
