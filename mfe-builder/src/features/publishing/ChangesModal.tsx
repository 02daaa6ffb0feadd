import type { ContentChange } from '@app/contracts';
import { Modal } from '@app/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Clamp, Hint } from '../../shared/layout';
import { CloseRow } from '../../shared/CloseRow';

const List = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: baseline;
    padding: 8px 0;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
`;

/** What the draft changed since the live publication (GET /website/publishing `changes`). */
export function ChangesModal({ changes, onClose }: { changes: readonly ContentChange[]; onClose: () => void }) {
  const { t } = useTranslation('builder');
  return (
    <Modal open title={t('publishing.changesTitle')} onClose={onClose}>
      <Hint>{t('publishing.changesIntro')}</Hint>
      <List aria-label={t('publishing.changesTitle')}>
        {changes.map((c, i) => (
          // A resource's translations share its id (one per language): the position tells them apart.
          <li key={`${c.resource}-${c.id}-${i}`}>
            <strong>{t(`publishing.resource.${c.resource}`)}</strong>
            <Clamp>{c.title}</Clamp>
            <Badge>{t(`publishing.change.${c.change}`)}</Badge>
          </li>
        ))}
      </List>
      <CloseRow onClose={onClose} />
    </Modal>
  );
}
