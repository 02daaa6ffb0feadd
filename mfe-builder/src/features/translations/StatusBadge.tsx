import type { TranslationStatus } from '@app/contracts';
import { pill } from '@app/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

// Text and a mark, not colour alone, tell the statuses apart; the colours pass AA contrast on their backgrounds.
const TONES: Record<TranslationStatus, { mark: string; bg: string; fg: string }> = {
  missing: { mark: '○', bg: '#fee2e2', fg: '#991b1b' },
  outdated: { mark: '!', bg: '#fef3c7', fg: '#78350f' },
  current: { mark: '✓', bg: '#dcfce7', fg: '#14532d' },
};

const Pill = styled.span<{ $s: TranslationStatus }>`
  ${pill}
  padding: 1px 8px;
  font-size: 0.78rem;
  font-weight: 600;
  white-space: nowrap;
  background: ${(p) => TONES[p.$s].bg};
  color: ${(p) => TONES[p.$s].fg};
`;

/** A resource's translation status in words (Missing, Outdated, Up to date). */
export function StatusBadge({ status }: { status: TranslationStatus }) {
  const { t } = useTranslation('builder');
  return (
    <Pill $s={status} data-status={status}>
      <span aria-hidden="true">{TONES[status].mark} </span>
      {t(`translations.status.${status}`)}
    </Pill>
  );
}
