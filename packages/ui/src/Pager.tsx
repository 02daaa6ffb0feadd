import styled from 'styled-components';
import { Button } from './primitives';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  gap: 12px;
  justify-content: center;
  margin-top: 16px;
`;

/**
 * Previous disabled on page 1, next disabled on the last page (SPEC §9). `labels.nav` names the navigation landmark
 * in the reader's language (common.json `ui.pager.nav`).
 */
export function Pager({
  page,
  total,
  limit,
  onPage,
  labels,
}: {
  page: number;
  total: number;
  limit: number;
  onPage: (p: number) => void;
  labels: { previous: string; next: string; page: string; nav?: string };
}) {
  const last = Math.max(1, Math.ceil(total / limit));
  return (
    <Bar aria-label={labels.nav ?? 'Pagination'}>
      <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <span aria-current="page">{labels.page}</span>
      <Button type="button" $variant="secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </Bar>
  );
}
