import styled from 'styled-components';

const List = styled.div`display: flex; gap: 4px; border-bottom: 1px solid ${(p) => p.theme.color.border}; margin-bottom: 16px;`;
const Tab = styled.button<{ $active: boolean }>`
  border: 0; background: none; font: inherit; padding: 10px 14px; cursor: pointer; font-weight: 600;
  color: ${(p) => (p.$active ? p.theme.color.primary : p.theme.color.muted)};
  border-bottom: 2px solid ${(p) => (p.$active ? p.theme.color.primary : 'transparent')};
`;

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/** Tabs with the ARIA tab pattern; the panel is the caller's. */
export function Tabs<K extends string>({ items, active, onChange, label }: { items: TabItem<K>[]; active: K; onChange: (k: K) => void; label: string }) {
  return (
    <List role="tablist" aria-label={label}>
      {items.map((it) => (
        <Tab key={it.key} role="tab" type="button" aria-selected={it.key === active} $active={it.key === active} onClick={() => onChange(it.key)}>
          {it.label}
        </Tab>
      ))}
    </List>
  );
}
