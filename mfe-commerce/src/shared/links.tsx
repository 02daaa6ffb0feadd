// Links that look like the dashboard's buttons: in-app ones go through the shell's router, the storefront is another app.
import { Link } from 'react-router';
import styled, { css } from 'styled-components';

const look = css<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 16px;
  border-radius: 8px;
  font-weight: 600;
  text-decoration: none;
  border: 1px solid transparent;
  white-space: nowrap;
  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.primary};
          color: ${theme.color.primaryText};
        `
      : css`
          background: ${theme.color.surface};
          color: ${theme.color.text};
          border-color: ${theme.color.border};
        `}
`;

export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${look}
`;
export const ButtonAnchor = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  ${look}
`;
