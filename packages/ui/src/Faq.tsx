import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './primitives';

export interface FaqItem {
  question: string;
  answer: string;
}

/** SPEC §9: the answer is typed in at 15 ms per character; the open panel is at most 120 px high. */
export const FAQ_TYPING_MS = 15;
const FAQ_PANEL_MAX_PX = 120;

const List = styled.div`
  display: grid;
  gap: 10px;
`;
const Item = styled.div`
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.color.surface};
`;
const Question = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 14px 16px;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
  color: inherit;
  &::after {
    content: '+';
    font-size: 1.3rem;
    line-height: 1;
    color: ${(p) => p.theme.color.primary};
  }
  &[aria-expanded='true']::after {
    content: '−';
  }
`;
const Panel = styled.div`
  max-height: ${FAQ_PANEL_MAX_PX}px;
  overflow-y: auto;
  padding: 0 16px 14px;
  color: ${(p) => p.theme.color.muted};
  line-height: 1.5;
`;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The first `n` characters of `text`, growing by one every `ms` while `active`. */
function useTypewriter(text: string, active: boolean, ms = FAQ_TYPING_MS): string {
  const [n, setN] = useState(0);
  useEffect(() => {
    if (!active) return setN(0);
    if (prefersReducedMotion()) return setN(text.length);
    setN(0);
    const timer = setInterval(() => {
      setN((c) => {
        if (c + 1 >= text.length) clearInterval(timer);
        return Math.min(c + 1, text.length);
      });
    }, ms);
    return () => clearInterval(timer);
  }, [text, active, ms]);
  return text.slice(0, n);
}

function Entry({ item, open, onToggle, id }: { item: FaqItem; open: boolean; onToggle: () => void; id: string }) {
  const typed = useTypewriter(item.answer, open);
  return (
    <Item>
      <h3 style={{ margin: 0, fontSize: 'inherit' }}>
        <Question type="button" id={`${id}-q`} aria-expanded={open} aria-controls={`${id}-a`} onClick={onToggle}>
          {item.question}
        </Question>
      </h3>
      {open && (
        <Panel id={`${id}-a`} role="region" aria-labelledby={`${id}-q`}>
          {/* Screen readers get the whole answer at once; the typing is for the eyes. */}
          <VisuallyHidden>{item.answer}</VisuallyHidden>
          <span aria-hidden="true" data-testid="faq-typed">
            {typed}
          </span>
        </Panel>
      )}
    </Item>
  );
}

/** An accordion that keeps one item open at a time. */
export function Faq({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <List>
      {items.map((item, i) => (
        <Entry key={item.question} id={`${id}-${i}`} item={item} open={open === i} onToggle={() => setOpen(open === i ? null : i)} />
      ))}
    </List>
  );
}
