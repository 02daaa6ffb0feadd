import type { Hero } from '@app/contracts';
import { Tabs } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { HeroTab } from './hero';
import { requestLeave } from '../../shared/unsaved.store';
import { heroState, selectHeroTab } from './hero.store';
import { HeroForm } from './HeroForm';

/** Hero: Create and Update tabs; Update is where a merchant with a hero starts. */
export function HeroPanel({ hero }: { hero: Hero | null }) {
  const { t } = useTranslation('builder');
  const chosen = useSnapshot(heroState).tab;
  const tab: HeroTab = chosen ?? (hero ? 'update' : 'create');
  return (
    <>
      <Tabs<HeroTab>
        label={t('hero.tabs')}
        items={[
          { key: 'create', label: t('tabs.create') },
          { key: 'update', label: t('tabs.update') },
        ]}
        active={tab}
        onChange={(k) => requestLeave(() => selectHeroTab(k))}
      />
      <div role="tabpanel">{tab === 'update' && !hero ? <p>{t('hero.noneYet')}</p> : <HeroForm key={tab} tab={tab} hero={hero} />}</div>
    </>
  );
}
