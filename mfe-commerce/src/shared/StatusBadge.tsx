import styled from 'styled-components';

const BADGE_TEXT = { ok: '#166534', bad: '#991b1b' };

const Badge = styled.span<{ $ok: boolean }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
  /* Darker than the theme's success and danger so the small text keeps 4.5:1 on the pale fills (WCAG 1.4.3). */
  color: ${(p) => (p.$ok ? BADGE_TEXT.ok : BADGE_TEXT.bad)};
  background: ${(p) => (p.$ok ? p.theme.color.successBg : p.theme.color.dangerBg)};
`;

/** A paid order or a successful payment in green, anything else in red; the text says which (colour is not enough). */
export function StatusBadge({ ok, label }: { ok: boolean; label: string }) {
  return <Badge $ok={ok}>{label}</Badge>;
}
