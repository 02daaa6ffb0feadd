// Links that look like the dashboard's buttons: in-app ones go through the shell's router, the storefront is another app.
import { buttonBox, buttonTone } from '@app/ui';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';

const look = css<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonBox}
  text-decoration: none;
  white-space: nowrap;
  ${buttonTone}
`;

export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${look}
`;
export const ButtonAnchor = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  ${look}
`;
