import { isRuleMessage, type MessageParams, type Rule, type RuleMessage } from '@app/contracts';
import { getIn, type FormikProps } from 'formik';

/** A form's message: a failed rule of the contracts' schemas (translated where shown), or a text already chosen. */
export type FieldMessage = RuleMessage | string;

/**
 * The message of a field (a dotted path such as `navs.0.title`) once the form was submitted, or once the field was
 * touched after being changed. Merely leaving an empty field shows nothing: a message appearing on blur moves the
 * submit button under the pointer between press and release, and the click is lost.
 */
export function fieldError<V>(form: FormikProps<V>, name: string): FieldMessage | undefined {
  const error: unknown = getIn(form.errors, name);
  if (typeof error !== 'string' && !isRuleMessage(error)) return undefined;
  const edited = getIn(form.touched, name) && getIn(form.values, name) !== getIn(form.initialValues, name);
  return form.submitCount > 0 || edited ? error : undefined;
}

/** A failed rule as a formik error (a form's own check): formik types errors as text, ours are rules, translated where shown. */
export const formError = (rule: Rule, params?: MessageParams): string =>
  ({ rule, ...(params && { params }) }) as RuleMessage as unknown as string;

/** aria attributes tying a control to its Field message. */
export function ariaFor(id: string, error: unknown) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}
