import { notify } from '@app/ui';
import { useCallback, useState } from 'react';
import type { Outcome, Shown } from './error-text';
import { useText } from './use-text';

/**
 * Shows a save's outcome once the server has answered (SPEC §8 toasts, never before): a success toast, or an error
 * toast plus the reason kept beside the form (`error`), whose values are left as typed.
 */
export function useOutcome() {
  const text = useText();
  const [error, setError] = useState<Shown | null>(null);
  const show = useCallback(
    (o: Outcome): boolean => {
      if (o.ok) {
        setError(null);
        notify.success(text(o.toast));
      } else {
        setError(o.error);
        notify.error(text(o.error));
      }
      return o.ok;
    },
    [text],
  );
  return { show, error, errorText: error ? text(error) : null, clearError: () => setError(null) };
}
