// The Hero panel: which tab is open, and the multipart saves (POST create, PUT update).
import { api } from '@app/api-client';
import { proxy } from 'valtio';
import { failed, succeeded, type Outcome } from '../../shared/outcome';
import { savedSomething } from '../website/website.store';
import { heroFormData, type HeroTab, type HeroValues } from './hero';

export const heroState = proxy({ tab: null as HeroTab | null });

export function selectHeroTab(tab: HeroTab): void {
  heroState.tab = tab;
}

export async function saveHero(tab: HeroTab, values: HeroValues): Promise<Outcome> {
  try {
    if (tab === 'create') await api.website.createHero(heroFormData(values));
    else await api.website.updateHero(heroFormData(values));
  } catch (err) {
    return failed(err, tab === 'create' ? 'createHero' : 'updateHero');
  }
  await savedSomething();
  return succeeded(tab === 'create' ? 'heroCreated' : 'heroUpdated');
}
