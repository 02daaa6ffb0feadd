// Standalone there is no shell to sign in with: one plain username and password form for every remote.
import { signIn, standaloneSession as session } from '@app/api-client/standalone-session';
import { Alert, Button, Card, Field, Input } from '@app/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';

const Narrow = styled(Card)`
  max-width: 420px;
  margin: 40px auto;
`;

export function SignIn({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
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
          <Input
            id="sa-username"
            autoComplete="username"
            value={values.username}
            onChange={(e) => setValues({ ...values, username: e.target.value })}
          />
        </Field>
        <Field id="sa-password" label={t('standalone.password')}>
          <Input
            id="sa-password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => setValues({ ...values, password: e.target.value })}
          />
        </Field>
        {error && <Alert>{error}</Alert>}
        <Button type="submit" $block>
          {t('standalone.signIn')}
        </Button>
      </form>
    </Narrow>
  );
}
