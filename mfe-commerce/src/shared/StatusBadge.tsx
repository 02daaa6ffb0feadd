import styled from 'styled-components';

const Badge = styled.span<{ $ok: boolean }>`
  display: inline-block; padding: 2px 10px; border-radius: 999px; font-size: 0.8rem; font-weight: 600; white-space: nowrap;
  color: ${(p) => (p.$ok ? p.theme.color.success : p.theme.color.danger)};
  background: ${(p) => (p.$ok ? p.theme.color.successBg : p.theme.color.dangerBg)};
`;

/** A paid order or a successful payment in green, anything else in red; the text says which (colour is not enough). */
export function StatusBadge({ ok, label }: { ok: boolean; label: string }) {
  return <Badge $ok={ok}>{label}</Badge>;
}
