import { notify } from '@app/ui';
import type { FormikProps } from 'formik';
import { useCallback, useState, type FormEvent } from 'react';
import type { Shown } from '@app/api-client';
import { useTranslation } from 'react-i18next';
import type { Outcome, Refusal } from './outcome';
import { useText } from './use-text';

interface ServerStatus {
  server?: Refusal;
}

/** The server's refusal of `name`, kept in the form's status until the next attempt. */
export function serverError<V>(form: FormikProps<V>, name: string): Shown | undefined {
  const refusal = (form.status as ServerStatus | undefined)?.server;
  return refusal?.field === name ? refusal : undefined;
}

/**
 * Shows a save's outcome once the server has answered (SPEC §8 toasts, never before): a success toast, or an error
 * toast plus the reason, at its field when the server named one (a taken domain), else beside the form. Values are
 * left as typed. Each new attempt starts clean: `submit(form)` clears the last reason even when the form's own
 * checks stop the attempt before the server is asked.
 */
export function useOutcome() {
  const { t } = useTranslation('builder');
  const text = useText();
  const [error, setError] = useState<Shown | null>(null);
  const show = useCallback(
    <V>(o: Outcome, form?: FormikProps<V>): boolean => {
      if (o.ok) {
        setError(null);
        notify.success(t(`toasts.${o.toast}`));
      } else {
        if (form && o.error.field && o.error.field in (form.values as object)) form.setStatus({ server: o.error } satisfies ServerStatus);
        else setError(o.error);
        notify.error(text(o.error));
      }
      return o.ok;
    },
    [t, text],
  );
  const submit =
    <V>(form: FormikProps<V>) =>
    (e?: FormEvent<HTMLFormElement>) => {
      setError(null);
      form.setStatus(undefined);
      form.handleSubmit(e);
    };
  return { show, submit, error, errorText: error ? text(error) : null, clearError: () => setError(null) };
}
