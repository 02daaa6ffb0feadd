// Standalone only: a bare password sign-in, so the pages can be tried against the local API without the shell.
import { api } from '@app/api-client';
import type { User } from '@app/contracts';
import { Alert, Button, Card, Input } from '@app/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Form = styled(Card).attrs({ as: 'form' })`
  max-width: 360px; margin: 48px auto; display: grid; gap: 12px;
  label { display: grid; gap: 4px; font-weight: 600; }
`;

export function SignIn({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useTranslation('commerce');
  const [error, setError] = useState('');
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    try {
      const res = await api.auth.login(String(data.get('username')), String(data.get('password')));
      onSignedIn(res.user);
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <Form onSubmit={(e: FormEvent<HTMLFormElement>) => void submit(e)}>
      <h1>{t('standalone.signIn')}</h1>
      {error && <Alert>{error}</Alert>}
      <label>
        {t('standalone.username')}
        <Input name="username" autoComplete="username" required />
      </label>
      <label>
        {t('standalone.password')}
        <Input name="password" type="password" autoComplete="current-password" required />
      </label>
      <Button type="submit">{t('standalone.signIn')}</Button>
    </Form>
  );
}
