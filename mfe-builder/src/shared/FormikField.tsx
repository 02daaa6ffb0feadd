import { Field, Input, Textarea } from '@app/ui';
import type { FormikProps } from 'formik';
import type { InputHTMLAttributes } from 'react';
import type { Showable } from '@app/i18n';
import { ariaFor } from '@app/remote-kit';
import { useText } from './use-text';

type InputExtras = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'min' | 'max' | 'step' | 'maxLength' | 'list'>;

/**
 * A labelled text input (or, given `rows`, a textarea) bound to one Formik field: the builder's forms all wire
 * value, invalid style, message and aria the same way. The caller picks the message (the form's rule, or the
 * server's refusal of the field) so each form keeps its own rule for when a message shows.
 */
export function FormikField<V>({
  form,
  name,
  id,
  label,
  error,
  rows,
  ...extras
}: InputExtras & { form: FormikProps<V>; name: string; id: string; label: string; error: Showable | undefined; rows?: number }) {
  const text = useText();
  const bound = { $invalid: !!error, ...form.getFieldProps(name), ...ariaFor(id, error) };
  return (
    <Field id={id} label={label} error={error && text(error)}>
      {rows ? <Textarea id={id} rows={rows} maxLength={extras.maxLength} {...bound} /> : <Input id={id} {...extras} {...bound} />}
    </Field>
  );
}
