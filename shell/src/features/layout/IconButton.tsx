import styled from 'styled-components';

/** The square icon button of both top bars (menu, sidebar); its own module so the landing header does not pull the
 *  owner navbar into the signed-out first load. */
export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 8px;
  cursor: pointer;
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
  color: inherit;
`;
