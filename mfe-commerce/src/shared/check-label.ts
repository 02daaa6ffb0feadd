import styled from 'styled-components';

/** A checkbox with its text, one 40 px tall target (the discounts form and the order dialogs). */
export const CheckLabel = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
  min-height: 40px;
  margin-bottom: 8px;
`;
