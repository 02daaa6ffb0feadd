import type { Shown } from '@app/api-client';
import { Alert, Button } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { useText } from '../../shared/use-text';

/** A failed read with Retry (the languages, the list). */
export function LoadError({ error, onRetry }: { error: Shown; onRetry: () => void }) {
  const { t } = useTranslation('builder');
  const text = useText();
  return (
    <Alert>
      {text(error)}{' '}
      <Button type="button" $variant="ghost" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </Alert>
  );
}
