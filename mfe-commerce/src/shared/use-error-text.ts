import { DEFAULT_ERRORS } from '@app/contracts/errors';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shown } from './error-text';
import { OWNER_ERRORS } from './owner-api';

// The SPEC §8 defaults this remote can show, by their key in the 'commerce' catalogue.
const DEFAULT_KEYS: Record<string, string> = {
  [DEFAULT_ERRORS.fetchOrders]: 'errors.fetchOrders',
  [DEFAULT_ERRORS.fetchTransactions]: 'errors.fetchTransactions',
  [DEFAULT_ERRORS.fetchWebsite]: 'errors.fetchWebsite',
  [DEFAULT_ERRORS.fetchProducts]: 'errors.fetchProducts',
  [OWNER_ERRORS.fetchSubscribers]: 'errors.fetchSubscribers',
  [OWNER_ERRORS.fetchMessages]: 'errors.fetchMessages',
  [OWNER_ERRORS.updateMessage]: 'errors.updateMessage',
  [OWNER_ERRORS.deleteMessage]: 'errors.deleteMessage',
  // The api client's own default (the reports call has no SPEC message).
  'Something went wrong': 'errors.generic',
};
// Codes whose text the shared 'common' catalogue has; another language shows that text instead of the English message.
const COMMON_CODES = new Set(['network_error', 'no_token', 'invalid_token', 'rate_limited']);

/** Turns a message chosen by the rules into the reader's language (the server's own English words otherwise). */
export function useErrorText(): (shown: Shown) => string {
  const { t, i18n } = useTranslation('commerce');
  const lng = i18n.language;
  return useCallback(
    (shown: Shown) => {
      const key = DEFAULT_KEYS[shown.text];
      if (key) return t(key);
      if (lng !== 'en' && shown.code && COMMON_CODES.has(shown.code)) return t(`common:errors.${shown.code}`);
      return shown.text;
    },
    [t, lng],
  );
}
