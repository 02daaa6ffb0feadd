// The server's reason codes (contracts reasons.ts, #34 item 14) in the merchant's language: a payment's reason and an
// order event's note. A code's `amount` is written as money in its `currency`; words nobody coded (an older row, a
// provider's own text) are shown as they are.
import { isReasonCode, type ReasonParams } from '@app/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from './use-format';

export function useReasonText(): (reason: string | null, params?: ReasonParams) => string {
  const { t } = useTranslation('commerce');
  const fmt = useFormat();
  return useCallback(
    (reason, params = {}) => {
      if (!isReasonCode(reason)) return reason ?? '';
      const { amount, currency, ...rest } = params;
      const money = typeof amount === 'number' && typeof currency === 'string' ? fmt.money(amount, currency) : amount;
      return t(`reasons.${reason}`, { ...rest, ...(money !== undefined && { amount: money }) });
    },
    [t, fmt],
  );
}
