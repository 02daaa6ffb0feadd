import type { FormikProps } from 'formik';

/** The message of a field once it was touched (or the form submitted), else undefined. */
export function fieldError<V>(form: FormikProps<V>, name: keyof V & string): string | undefined {
  const error = form.errors[name];
  return form.touched[name] && typeof error === 'string' ? error : undefined;
}

/** aria attributes tying a control to its Field message. */
export function ariaFor(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}
