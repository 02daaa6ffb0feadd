// Small layout pieces shared by the panels' forms.
import type { ReactNode } from 'react';
import { pill } from '@app/ui';
import styled from 'styled-components';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  margin-top: 8px;
`;
// Each cell's control fills its cell (a select never spills into its neighbour).
export const Row = styled.div`
  display: grid;
  gap: 12px;
  align-items: start;
  grid-template-columns: repeat(auto-fit, minmax(min(160px, 100%), 1fr));
  > * {
    min-width: 0;
  }
  select {
    width: 100%;
  }
`;
export const Hint = styled.p`
  margin: 0 0 12px;
  color: ${(p) => p.theme.color.muted};
  font-size: 0.9rem;
`;
export const Badge = styled.span`
  ${pill}
  margin-inline-start: 6px;
  padding: 1px 8px;
  font-size: 0.75rem;
  background: #eef2ff;
  color: ${(p) => p.theme.color.primary};
  vertical-align: middle;
`;
const CheckLabel = styled.label`
  display: inline-flex;
  gap: 8px;
  align-items: center;
  font-weight: 600;
  margin-bottom: 14px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
  }
`;

export function Checkbox({ id, label, ...rest }: { id: string; label: ReactNode } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <CheckLabel htmlFor={id}>
      <input id={id} type="checkbox" {...rest} />
      {label}
    </CheckLabel>
  );
}

/** A caution beside a control (not an error: the form can still be saved). */
export const Warning = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-radius: 8px;
  font-size: 0.9rem;
  line-height: 1.4;
  background: #fffbeb;
  color: #78350f;
  border: 1px solid #fcd34d;
`;

/** Text shown exactly as typed (React escapes it): a hostile string is displayed, never run. */
export const Clamp = styled.span`
  overflow-wrap: anywhere;
`;
