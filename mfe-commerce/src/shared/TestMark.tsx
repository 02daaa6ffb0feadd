// The "Test" mark of a test order and its payment (#34 item 1): placed through the simulated test provider, so no
// money moved. Amber, apart from the red and green of the status, and its words say it (colour is not enough).
import { VisuallyHidden } from '@app/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Mark = styled.span`
  display: inline-block;
  margin-inline-start: 6px;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  white-space: nowrap;
  /* #92400e on #fef3c7: 6.4:1 (WCAG 1.4.3 for small text). */
  color: #92400e;
  background: #fef3c7;
`;

export function TestMark() {
  const { t } = useTranslation('commerce');
  return (
    <Mark title={t('test.hint')} data-testid="test-mark">
      {t('test.mark')}
      <VisuallyHidden> ({t('test.hint')})</VisuallyHidden>
    </Mark>
  );
}
