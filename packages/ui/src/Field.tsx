import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  display: grid;
  gap: 6px;
  margin-bottom: 14px;
`;
const Label = styled.label`
  font-weight: 600;
  font-size: 0.92rem;
`;
const Error = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.danger};
  font-size: 0.88rem;
`;

/** Label, control and the field's message; the control gets aria-invalid/aria-describedby from the caller's id. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | false | null;
  children: ReactNode;
}) {
  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? <Error id={`${id}-error`}>{error}</Error> : null}
    </Wrap>
  );
}
