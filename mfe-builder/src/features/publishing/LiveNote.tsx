import { useTranslation } from 'react-i18next';
import { Hint } from '../../shared/layout';

/**
 * Said where products are edited (issue #34 item 12): products, prices and stock are live at once, while the rest of
 * the store waits for Publish (DESIGN §15), so a merchant never waits for a product change to need publishing.
 */
export function LiveNote() {
  const { t } = useTranslation('builder');
  return <Hint data-testid="live-note">{t('publishing.productsLive')}</Hint>;
}
