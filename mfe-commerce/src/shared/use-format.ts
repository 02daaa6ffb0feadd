import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatters, type Formatters } from './format';

/** The formatters of the language chosen in the shell; a language change re-renders with the new ones. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation('commerce');
  const lng = i18n.language || 'en';
  return useMemo(() => formatters(lng), [lng]);
}
