// One labelled checkout field with its own error line (`{id}-error`, rendered hidden; the island fills it and ties it
// to the input by aria-describedby). A hint, when given, stays described too (data-describedby).
import type { ReactNode } from 'react';

type FieldProps = { id: string; label: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>;

function FieldFrame({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="sf-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p className="sf-hint sf-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <p className="sf-field__error" id={`${id}-error`} data-sf-field-error="" hidden></p>
    </div>
  );
}

const described = (id: string, hint?: string) => (hint ? { 'aria-describedby': `${id}-hint`, 'data-describedby': `${id}-hint` } : {});

export function Field({ id, label, hint, ...input }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      <input id={id} {...described(id, hint)} {...input} />
    </FieldFrame>
  );
}

export function SelectField({
  id,
  label,
  options,
  placeholder,
  ...select
}: {
  id: string;
  label: string;
  options: [value: string, text: string][];
  placeholder: string;
} & React.SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame id={id} label={label}>
      <select id={id} defaultValue="" {...select}>
        <option value="">{placeholder}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
