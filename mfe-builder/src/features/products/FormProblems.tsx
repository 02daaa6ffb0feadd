// What a product form says after a submit its own checks stopped (SPEC §5): "Please fill in all fields." once for the
// form when a required field is missing (each such field says what it needs), and focus on the first field with a
// message, so a keyboard or screen-reader user lands where the work is.
import { isRuleMessage } from '@app/contracts';
import { Alert } from '@app/ui';
import type { FormikProps } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';
import { useText } from '../../shared/use-text';

const NEEDED = /^product\w+Needed$/;

/** True when one of the form's messages is a required field's (productNameNeeded...). */
export const missesFields = (errors: object) => Object.values(errors).some((e: unknown) => isRuleMessage(e) && NEEDED.test(e.rule));

export function FormProblems<V>({ form, formRef }: { form: FormikProps<V>; formRef: RefObject<HTMLFormElement | null> }) {
  const text = useText();
  const handled = useRef(0);
  const { submitCount, isSubmitting, isValid } = form;
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (!isValid) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValid, formRef]);
  if (submitCount === 0 || !missesFields(form.errors)) return null;
  return <Alert>{text({ rule: 'fillAllFields' })}</Alert>;
}
