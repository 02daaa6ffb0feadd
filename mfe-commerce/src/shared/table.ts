// The dashboard's data tables: scroll sideways inside their card on a narrow screen instead of widening the page.
import { visuallyHidden } from '@app/ui';
import styled, { css } from 'styled-components';

// The shadows at the edges say "more this way" when the table is wider than its card (they scroll away at the ends).
export const TableScroll = styled.div`
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
  border-radius: 4px;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.primary};
    outline-offset: 2px;
  }
  background:
    linear-gradient(to right, #fff 30%, rgba(255, 255, 255, 0)) left / 40px 100% no-repeat local,
    linear-gradient(to left, #fff 30%, rgba(255, 255, 255, 0)) right / 40px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgba(15, 23, 42, 0.14), transparent) left / 12px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(15, 23, 42, 0.14), transparent) right / 12px 100% no-repeat scroll;
`;

/** Below this width a table with `$cards` shows each row as a card (#34 item 15): every cell stays on the screen. */
export const PHONE_MAX_WIDTH = 640;

// A phone cannot show six columns side by side: the ones on the right (a status, a date, the row's buttons) ended up
// off screen inside the scroller. As cards, a row's cells wrap onto lines of their own, all visible; the column heads
// stay in the table for screen readers (visually hidden), so each cell is still announced with its column. A cell
// with `data-label` (a number or a reference that does not say what it is) shows that name above it on a card.
const cards = css`
  @media (max-width: ${PHONE_MAX_WIDTH}px) {
    &,
    tbody {
      display: block;
    }
    caption {
      display: block;
    }
    thead {
      ${visuallyHidden}
    }
    tbody tr {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 6px 14px;
      padding: 12px 4px;
      border-bottom: 1px solid ${(p) => p.theme.color.border};
    }
    tbody tr > * {
      display: block;
      padding: 0;
      border: 0;
    }
    tbody td.num {
      text-align: start;
    }
    tbody td[colspan] {
      flex: 1 1 100%;
      padding: 8px;
    }
    /* Its column's name above a value that does not say what it is; empty alternative text: screen readers hear the
       column head instead. */
    tbody td[data-label]::before {
      content: attr(data-label) / '';
      display: block;
      font-size: 0.72rem;
      color: ${(p) => p.theme.color.muted};
    }
  }
`;

export const Table = styled.table<{ $dense?: boolean; $cards?: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => (p.$dense ? '0.85rem' : '0.92rem')};
  caption {
    text-align: start;
    font-weight: 600;
    padding: 0 0 8px;
    color: ${(p) => p.theme.color.muted};
    font-size: 0.85rem;
  }
  th,
  td {
    padding: 10px 12px;
    text-align: start;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
    vertical-align: middle;
  }
  th {
    font-size: 0.78rem;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    color: ${(p) => p.theme.color.muted};
    white-space: nowrap;
  }
  ${(p) => p.$dense && 'th, td { padding: 8px 5px; } td.code { font-size: 0.75rem; } thead th, thead th.num { white-space: normal; vertical-align: bottom; text-transform: none; letter-spacing: 0; } .day { white-space: nowrap; }'}
  tbody th {
    font-size: inherit;
    text-transform: none;
    letter-spacing: 0;
    color: inherit;
    font-weight: 500;
  }
  td.num,
  th.num {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  td.nowrap {
    white-space: nowrap;
  }
  td.code {
    position: relative;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.8rem;
    white-space: nowrap;
  }
  .sr-only {
    ${visuallyHidden}
  }
  small {
    color: ${(p) => p.theme.color.muted};
    font-size: 0.85em;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  ${(p) => p.$cards && cards}
`;

export const StateText = styled.p`
  margin: 24px 0;
  text-align: center;
  color: ${(p) => p.theme.color.muted};
`;

export const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  /* darker than @app/ui's Alert red so the message keeps 4.5:1 on its pale fill */
  > [role='alert'] {
    flex: 1 1 260px;
    margin: 0;
    color: #991b1b;
  }
`;
