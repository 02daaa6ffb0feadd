// The marketing parts of the register screen (SPEC §2): hero, FAQ and feature cards.
import { Faq } from '@app/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PLAN_FEATURES } from '../../shared/PlanAdvert';

const HeroBox = styled.header`
  padding: 40px 24px;
  border-radius: ${(p) => p.theme.radius};
  color: #fff;
  text-align: center;
  background: radial-gradient(circle at 20% 20%, #6366f1, #312e81 70%);
  h1 {
    margin: 0 0 10px;
    font-size: clamp(1.6rem, 4vw, 2.4rem);
  }
  p {
    margin: 0 auto;
    max-width: 620px;
    opacity: 0.9;
    line-height: 1.5;
  }
`;
const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: center;
  list-style: none;
  padding: 0;
  margin: 18px 0 0;
  li {
    padding: 4px 12px;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.16);
    font-size: 0.9rem;
  }
`;

export function RegisterHero() {
  const { t } = useTranslation('account');
  return (
    <HeroBox>
      <h1>{t('hero.title')}</h1>
      <p>{t('hero.text')}</p>
      <Badges>
        <li>{t('hero.badgeFast')}</li>
        <li>{t('hero.badgeLanguages')}</li>
        <li>{t('hero.badgePos')}</li>
      </Badges>
    </HeroBox>
  );
}

const FAQ_KEYS = ['trial', 'price', 'domain', 'languages', 'payments'] as const;
const SectionTitle = styled.h2`
  margin: 0 0 14px;
  font-size: 1.3rem;
`;

export function RegisterFaq() {
  const { t } = useTranslation('account');
  const items = FAQ_KEYS.map((k) => ({ question: t(`faq.${k}.q`), answer: t(`faq.${k}.a`) }));
  return (
    <section aria-labelledby="register-faq-title">
      <SectionTitle id="register-faq-title">{t('faq.title')}</SectionTitle>
      <Faq items={items} />
    </section>
  );
}

const ICONS: Record<(typeof PLAN_FEATURES)[number], string> = {
  headerFooter: '▤',
  unlimitedProducts: '∞',
  transactions: '⇄',
  dragDrop: '✥',
  emailSupport: '✉',
  reports: '▲',
};
const Grid = styled.ul`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  list-style: none;
  padding: 0;
  margin: 0;
`;
const FeatureCard = styled.li`
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius};
  padding: 18px;
  h3 {
    margin: 8px 0 6px;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
    line-height: 1.5;
  }
`;
const Icon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 10px;
  font-size: 1.2rem;
  background: #eef2ff;
  color: ${(p) => p.theme.color.primary};
`;

export function FeatureCards() {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="register-features-title">
      <SectionTitle id="register-features-title">{t('featureCards.title')}</SectionTitle>
      <Grid>
        {PLAN_FEATURES.map((f) => (
          <FeatureCard key={f}>
            <Icon aria-hidden="true">{ICONS[f]}</Icon>
            <h3>{t(`plan.features.${f}`)}</h3>
            <p>{t(`featureCards.${f}`)}</p>
          </FeatureCard>
        ))}
      </Grid>
    </section>
  );
}
