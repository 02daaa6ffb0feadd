import { getIn, type FormikProps } from 'formik';

/**
 * The message of a field (a dotted path such as `navs.0.title`) once the form was submitted, or once the field was
 * touched after being changed. Merely leaving an empty field shows nothing: a message appearing on blur moves the
 * submit button under the pointer between press and release, and the click is lost.
 */
export function fieldError<V>(form: FormikProps<V>, name: string): string | undefined {
  const error = getIn(form.errors, name);
  if (typeof error !== 'string') return undefined;
  const edited = getIn(form.touched, name) && getIn(form.values, name) !== getIn(form.initialValues, name);
  return form.submitCount > 0 || edited ? error : undefined;
}

/** aria attributes tying a control to its Field message. */
export function ariaFor(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}
