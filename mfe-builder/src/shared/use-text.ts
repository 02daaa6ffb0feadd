import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shown } from './error-text';
import { keyForText, SERVER_CODES } from './messages';

const codes = new Set<string>(SERVER_CODES);

/**
 * Turns a message chosen by the rules into the reader's language: a known English message by its key; a server
 * message in English as sent (it may carry specifics), elsewhere by its code when known.
 */
export function useText(): (shown: Shown | string) => string {
  const { t, i18n } = useTranslation('builder');
  const lang = i18n.language;
  return useCallback(
    (shown: Shown | string) => {
      const s = typeof shown === 'string' ? { text: shown } : shown;
      const known = keyForText(s.text);
      if (known) return t(known.key, known.vars ?? {});
      if (lang !== 'en' && s.code && codes.has(s.code)) return t(`serverErrors.${s.code}`);
      return s.text;
    },
    [t, lang],
  );
}
