import { Alert, Button } from '@app/ui';
import { useTranslation } from 'react-i18next';
import type { Shown } from './error-text';
import { ErrorBox, StateText } from './table';
import { useErrorText } from './use-error-text';

/** SPEC §2: "Error: ..." with the server's message or the call's default, and a way to try again. */
export function ListError({ error, onRetry }: { error: Shown; onRetry: () => void }) {
  const { t } = useTranslation('commerce');
  const text = useErrorText();
  return (
    <ErrorBox>
      <Alert>{t('states.error', { message: text(error) })}</Alert>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    </ErrorBox>
  );
}

export function ListMessage({ children }: { children: string }) {
  return <StateText role="status">{children}</StateText>;
}
