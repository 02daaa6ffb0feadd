import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  margin-bottom: 16px;
`;
const Tab = styled.button<{ $active: boolean }>`
  border: 0;
  background: none;
  font: inherit;
  padding: 10px 14px;
  cursor: pointer;
  font-weight: 600;
  color: ${(p) => (p.$active ? p.theme.color.primary : p.theme.color.muted)};
  border-bottom: 2px solid ${(p) => (p.$active ? p.theme.color.primary : 'transparent')};
`;

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/**
 * Tabs with the ARIA tab pattern; the panel is the caller's. One tab is in the Tab order (the selected one);
 * Left/Right arrows, Home and End move between tabs and select them.
 */
export function Tabs<K extends string>({
  items,
  active,
  onChange,
  label,
}: {
  items: TabItem<K>[];
  active: K;
  onChange: (k: K) => void;
  label: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const last = items.length - 1;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const next = { ArrowRight: rtl ? i - 1 : i + 1, ArrowLeft: rtl ? i + 1 : i - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const j = next < 0 ? last : next > last ? 0 : next;
    refs.current[j]?.focus();
    onChange(items[j].key);
  };
  return (
    <List role="tablist" aria-label={label}>
      {items.map((it, i) => (
        <Tab
          key={it.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          role="tab"
          type="button"
          aria-selected={it.key === active}
          tabIndex={it.key === active ? 0 : -1}
          $active={it.key === active}
          onClick={() => onChange(it.key)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {it.label}
        </Tab>
      ))}
    </List>
  );
}
