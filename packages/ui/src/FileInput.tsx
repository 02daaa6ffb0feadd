// A file picker whose words are ours (#34 item 14): the browser's own file input says "Choose Files" / "No file
// chosen" in the browser's language, not the reader's. The real input stays (visually hidden, still focused and
// named by its Field's label, so keyboards, screen readers, tests and drag-free uploads work as before); what shows is
// a button-like label in the caller's words and the chosen files' names (or the caller's "nothing chosen").
import { useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { buttonBox, buttonTone, visuallyHidden } from './primitives';

const Box = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  input {
    ${visuallyHidden}
  }
  label {
    ${buttonBox}
    ${(p) => buttonTone({ $variant: 'secondary', theme: p.theme })}
    cursor: pointer;
  }
  input:focus-visible + label {
    outline: 2px solid ${(p) => p.theme.color.primary};
    outline-offset: 2px;
  }
  input:disabled + label {
    opacity: 0.55;
    cursor: not-allowed;
  }
  span {
    color: ${(p) => p.theme.color.muted};
    overflow-wrap: anywhere;
  }
`;

export interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  /** The input's id: its Field's label names it. */
  id: string;
  /** The button's words, in the reader's language ("Choose a photo"). */
  buttonLabel: string;
  /** Shown beside it until something is chosen ("No photo chosen"). */
  noneLabel: string;
}

export function FileInput({ id, buttonLabel, noneLabel, onChange, ...rest }: FileInputProps) {
  const [names, setNames] = useState<string[]>([]);
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    setNames(Array.from(e.currentTarget.files ?? [], (f) => f.name));
    onChange?.(e);
  };
  return (
    <Box>
      <input id={id} type="file" onChange={change} {...rest} />
      {/* A second way to the same input, for the pointer; hidden from the accessible name (the Field's label is it). */}
      <label htmlFor={id} aria-hidden="true">
        {buttonLabel}
      </label>
      <span>{names.length ? names.join(', ') : noneLabel}</span>
    </Box>
  );
}
