import styled, { createGlobalStyle, css, type DefaultTheme } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font-family: ${(p) => p.theme.font}; color: ${(p) => p.theme.color.text}; background: ${(p) => p.theme.color.bg}; }
  a { color: ${(p) => p.theme.color.primary}; }
  :focus-visible { outline: 2px solid ${(p) => p.theme.color.primary}; outline-offset: 2px; }
`;

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';
/** The box of a button; links that look like buttons (a remote's ButtonLink) share it. */
export const buttonBox = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 16px;
  border-radius: 8px;
  font-weight: 600;
  border: 1px solid transparent;
`;
/** A button's colours by variant; links that look like buttons take the same. */
export const buttonTone = ({ $variant = 'primary', theme }: { $variant?: Variant; theme: DefaultTheme }) =>
  ({
    primary: css`
      background: ${theme.color.primary};
      color: ${theme.color.primaryText};
    `,
    secondary: css`
      background: ${theme.color.surface};
      color: ${theme.color.text};
      border-color: ${theme.color.border};
    `,
    danger: css`
      background: ${theme.color.danger};
      color: #fff;
    `,
    ghost: css`
      background: transparent;
      color: ${theme.color.primary};
    `,
  })[$variant];
export const Button = styled.button<{ $variant?: Variant; $block?: boolean }>`
  ${buttonBox}
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  ${buttonTone}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const Card = styled.section`
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius};
  box-shadow: ${(p) => p.theme.shadow};
  padding: 20px;
`;

export const Alert = styled.div.attrs({ role: 'alert' })<{ $tone?: 'error' | 'success' }>`
  padding: 10px 14px;
  border-radius: 8px;
  margin: 0 0 12px;
  ${({ $tone = 'error', theme }) =>
    $tone === 'error'
      ? css`
          background: ${theme.color.dangerBg};
          color: #b91c1c;
          border: 1px solid #fecaca;
        ` /* 5.9:1 on dangerBg */
      : css`
          background: ${theme.color.successBg};
          color: ${theme.color.success};
          border: 1px solid #bbf7d0;
        `}
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  font: inherit;
  border-radius: 8px;
  border: 1px solid ${(p) => (p.$invalid ? p.theme.color.danger : p.theme.color.border)};
  background: #fff;
  /* A value shown but set elsewhere (a product's price with variants) must not look like a field to type in. */
  &[readonly] {
    background: ${(p) => p.theme.color.bg};
    border-style: dashed;
  }
`;

export const Textarea = styled.textarea<{ $invalid?: boolean }>`
  width: 100%;
  padding: 8px 12px;
  font: inherit;
  border-radius: 8px;
  resize: vertical;
  border: 1px solid ${(p) => (p.$invalid ? p.theme.color.danger : p.theme.color.border)};
`;

export const Select = styled.select`
  max-width: 100%;
  min-height: 40px;
  padding: 6px 10px;
  font: inherit;
  border-radius: 8px;
  border: 1px solid ${(p) => p.theme.color.border};
  background: #fff;
`;

export const Spinner = styled.div.attrs({ role: 'status' })`
  width: 28px;
  height: 28px;
  border-radius: 50%;
  margin: 16px auto;
  border: 3px solid ${(p) => p.theme.color.border};
  border-top-color: ${(p) => p.theme.color.primary};
  animation: spin 0.8s linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

/** Read by screen readers, not shown: for a class inside a styled block (a table's .sr-only) as well as the span. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
