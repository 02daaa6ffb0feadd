import { PLAN } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export const PLAN_FEATURES = ['headerFooter', 'unlimitedProducts', 'transactions', 'dragDrop', 'emailSupport', 'reports'] as const;

const Box = styled.aside`
  background: linear-gradient(160deg, #4f46e5, #7c3aed);
  color: #fff;
  border-radius: ${(p) => p.theme.radius};
  padding: 24px;
  box-shadow: ${(p) => p.theme.shadow};
`;
const Name = styled.p`
  margin: 0;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: 0.8rem;
  opacity: 0.85;
`;
const Price = styled.p`
  margin: 6px 0 4px;
  font-size: 2rem;
  font-weight: 800;
`;
const Trial = styled.p`
  display: inline-block;
  margin: 0 0 16px;
  padding: 4px 10px;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.18);
  font-weight: 600;
  font-size: 0.9rem;
`;
const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 8px;
`;
const Item = styled.li`
  display: flex;
  gap: 8px;
  align-items: baseline;
  &::before {
    content: '✓';
    font-weight: 700;
  }
`;

/** SPEC §1: the sign-in and register screens advertise one plan. */
export function PlanAdvert() {
  const { t } = useTranslation('account');
  return (
    <Box aria-labelledby="plan-advert-title">
      <Name id="plan-advert-title">{t('plan.name')}</Name>
      <Price>{t('plan.price', { price: PLAN.priceUsd })}</Price>
      <Trial>{t('plan.trial', { days: PLAN.trialDays })}</Trial>
      <List>
        {PLAN_FEATURES.map((f) => (
          <Item key={f}>{t(`plan.features.${f}`)}</Item>
        ))}
      </List>
    </Box>
  );
}
