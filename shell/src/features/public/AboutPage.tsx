import { PLAN } from '@app/contracts';
import { Card, Faq, TitledText } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';

const Hero = styled.section`
  text-align: center;
  padding: 48px 16px 32px;
  h1 {
    font-size: clamp(1.8rem, 4vw, 2.6rem);
    margin: 0 0 12px;
  }
  p {
    color: ${(p) => p.theme.color.muted};
    font-size: 1.1rem;
    max-width: 640px;
    margin: 0 auto 24px;
    line-height: 1.6;
  }
`;
const Cta = styled(Link)`
  display: inline-block;
  padding: 12px 20px;
  border-radius: 10px;
  background: ${(p) => p.theme.color.primary};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
`;
const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  margin: 24px 0 40px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
    line-height: 1.5;
  }
`;
const Plan = styled(Card)`
  max-width: 560px;
  margin: 0 auto 40px;
  h2 {
    margin: 0 0 4px;
  }
  .price {
    font-size: 1.6rem;
    font-weight: 800;
    margin: 8px 0;
  }
  ul {
    padding-inline-start: 20px;
    line-height: 1.8;
    margin: 12px 0 0;
  }
`;
const Section = styled.section`
  margin-bottom: 40px;
  h2 {
    text-align: center;
  }
`;

const SERVICES = [
  { id: 'online-store', title: 'about.storeTitle', text: 'about.storeText' },
  { id: 'pos-software', title: 'about.posSoftwareTitle', text: 'about.posSoftwareText' },
  { id: 'pos-hardware', title: 'about.posHardwareTitle', text: 'about.posHardwareText' },
];
const FEATURES = ['builder', 'products', 'transactions', 'pages', 'support', 'reports'] as const;
const FAQ_KEYS = ['time', 'trial', 'domain', 'pos', 'languages'] as const;

/** The product's public story (SPEC §1): a store in 5 minutes, point-of-sale software and hardware, one plan. */
export function AboutPage() {
  const { t } = useTranslation('shell');
  return (
    <>
      <Hero>
        <TitledText heading="h1" title={t('about.title')} text={t('about.lead')} />
        <Cta to="/auth/register">{t('about.cta')}</Cta>
      </Hero>
      <Grid>
        {SERVICES.map((s) => (
          <Card key={s.id} id={s.id}>
            <h2>{t(s.title)}</h2>
            <p>{t(s.text)}</p>
          </Card>
        ))}
      </Grid>
      <Plan aria-labelledby="plan-title">
        <h2 id="plan-title">{t('about.planName', { plan: PLAN.name })}</h2>
        <div className="price">{t('about.planPrice', { price: PLAN.priceUsd })}</div>
        <div>{t('about.planTrial', { days: PLAN.trialDays })}</div>
        <ul>
          {FEATURES.map((f) => (
            <li key={f}>{t(`about.features.${f}`)}</li>
          ))}
        </ul>
      </Plan>
      <Section id="faq" aria-labelledby="faq-title">
        <h2 id="faq-title">{t('about.faqTitle')}</h2>
        <Faq items={FAQ_KEYS.map((k) => ({ question: t(`faq.${k}.q`), answer: t(`faq.${k}.a`) }))} />
      </Section>
    </>
  );
}
