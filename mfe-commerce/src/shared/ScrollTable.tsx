import type { ReactNode } from 'react';
import { Table, TableScroll } from './table';

/**
 * A data table that may scroll sideways: its scroller is a named region that takes keyboard focus, so it can be
 * scrolled without a mouse (WCAG 2.1.1; axe scrollable-region-focusable). The caption, when given, names both.
 */
export function ScrollTable({
  caption,
  label,
  dense,
  cards,
  testId,
  children,
}: {
  caption?: string;
  label?: string;
  dense?: boolean;
  /** On a phone, each row a card (table.ts `cards`) instead of a row wider than the screen. */
  cards?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label={label ?? caption}>
      <Table $dense={dense} $cards={cards} data-testid={testId}>
        {caption && <caption>{caption}</caption>}
        {children}
      </Table>
    </TableScroll>
  );
}

/** A table's column heads: the first names the row, the others head numbers (aligned to the end, as their cells). */
export function NumberHeads({ first, numbers }: { first: string; numbers: string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {numbers.map((label) => (
          <th key={label} scope="col" className="num">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
