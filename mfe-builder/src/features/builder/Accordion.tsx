import { Spinner } from '@app/ui';
import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';

const Item = styled.section`
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius};
  background: #fff;
  margin-bottom: 10px;
  overflow: clip; /* clip, not hidden: a sticky save bar inside still sticks to the viewport */
`;
const Head = styled.h2`
  margin: 0;
  font-size: 1.05rem;
`;
const Toggle = styled.button`
  width: 100%;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 10px;
  padding: 14px 18px;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  text-align: start;
  color: inherit;
  &:disabled {
    cursor: not-allowed;
    color: ${(p) => p.theme.color.muted};
  }
  small {
    font-weight: 400;
    color: ${(p) => p.theme.color.muted};
  }
`;
const Body = styled.div`
  padding: 4px 18px 18px;
`;

export interface AccordionItem<K extends string> {
  key: K;
  title: string;
  /** Why it cannot be opened yet (no website), shown beside the title */
  disabledReason?: string;
  render: () => ReactNode;
}

/**
 * Collapsible cards, one open at a time (the WAI-ARIA accordion: buttons in headings controlling regions). A panel
 * whose code loads on first use (React.lazy) shows a spinner named `loading` in its region meanwhile.
 */
export function Accordion<K extends string>({
  items,
  open,
  loading,
  onToggle,
}: {
  items: AccordionItem<K>[];
  open: K | null;
  loading: string;
  onToggle: (k: K) => void;
}) {
  return (
    <div>
      {items.map((it) => {
        const expanded = open === it.key && !it.disabledReason;
        return (
          <Item key={it.key}>
            <Head>
              <Toggle
                type="button"
                id={`panel-${it.key}-button`}
                aria-expanded={expanded}
                aria-controls={`panel-${it.key}`}
                disabled={!!it.disabledReason}
                onClick={() => onToggle(it.key)}
              >
                <span>{it.title}</span>
                {it.disabledReason ? <small>{it.disabledReason}</small> : <span aria-hidden="true">{expanded ? '−' : '+'}</span>}
              </Toggle>
            </Head>
            {expanded && (
              <Body id={`panel-${it.key}`} role="region" aria-labelledby={`panel-${it.key}-button`}>
                <Suspense fallback={<Spinner aria-label={loading} data-testid="panel-loading" />}>{it.render()}</Suspense>
              </Body>
            )}
          </Item>
        );
      })}
    </div>
  );
}
