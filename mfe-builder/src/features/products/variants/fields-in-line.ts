import { css } from 'styled-components';

/**
 * Fields side by side whose controls stay on one line: each field (label, control, message) takes three rows of the
 * line's grid (subgrid), so a label wrapped on two lines (Amharic's "የምርት መለያ ኮድ (SKU)", "Compare-at price" in a
 * narrow column) or a message under one control moves none of its neighbours' controls. Labels sit on their control.
 */
export const fieldsInLine = css`
  display: grid;
  column-gap: 10px;
  align-items: start;
  > * {
    min-width: 0;
    grid-row: span 3;
    grid-template-rows: subgrid;
  }
  > * > label {
    align-self: end;
  }
`;
