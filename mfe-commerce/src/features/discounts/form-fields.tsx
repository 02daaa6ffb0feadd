// The Discounts form's controls: a labelled input or select with its message tied to it, and a checkbox. Messages
// are the contracts' rules (or the server's text), translated here.
import { ariaFor, fieldError } from '@app/remote-kit';
import { useMessageText } from '@app/i18n';
import { Field, Input, Select } from '@app/ui';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import type { DiscountFormValues } from './discounts';
import { CheckLabel as Check } from '../../shared/check-label';

export type DiscountForm = FormikProps<DiscountFormValues>;
type Name = keyof DiscountFormValues;

/** The translated message of a field once it should show (see remote-kit fieldError). */
export function useFieldMessage(form: DiscountForm) {
  const text = useMessageText('commerce');
  return (name: Name) => {
    const m = fieldError(form, name);
    return m ? text(m) : undefined;
  };
}

export function TextInput(props: { form: DiscountForm; name: Name; label: string; type?: string; inputMode?: 'decimal' | 'numeric' }) {
  const { form, name, label, type = 'text', inputMode } = props;
  const error = useFieldMessage(form)(name);
  const id = `discount-${name}`;
  return (
    <Field id={id} label={label} error={error}>
      <Input id={id} type={type} inputMode={inputMode} $invalid={!!error} {...ariaFor(id, error)} {...form.getFieldProps(name)} />
    </Field>
  );
}

export function SelectInput({ form, name, label, children }: { form: DiscountForm; name: Name; label: string; children: ReactNode }) {
  const error = useFieldMessage(form)(name);
  const id = `discount-${name}`;
  return (
    <Field id={id} label={label} error={error}>
      <Select id={id} {...ariaFor(id, error)} {...form.getFieldProps(name)}>
        {children}
      </Select>
    </Field>
  );
}

export function CheckInput({ form, name, label }: { form: DiscountForm; name: Name; label: string }) {
  return (
    <Check>
      <input type="checkbox" {...form.getFieldProps({ name, type: 'checkbox' })} />
      {label}
    </Check>
  );
}
