// The Languages card, loaded only when it is opened (React.lazy in BuilderPanels): reads the store's languages once.
import { Spinner } from '@app/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { StoreLocales } from '@app/contracts';
import { loadLocales, localesState } from '../translations/locales.store';
import { LoadError } from '../translations/LoadError';
import { LanguagesForm } from './LanguagesForm';

export function LanguagesPanel() {
  const { t } = useTranslation('builder');
  const { locales, error } = useSnapshot(localesState);
  useEffect(() => void loadLocales(), []);
  if (locales) return <LanguagesForm locales={locales as StoreLocales} />;
  if (error) return <LoadError error={error} onRetry={() => void loadLocales()} />;
  return <Spinner aria-label={t('loading')} />;
}
