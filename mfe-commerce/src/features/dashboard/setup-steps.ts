// The setup checklist: what a new store still needs, read from the real state (website, products, device flag).
import type { Website } from '@app/contracts';

export type StepKey = 'website' | 'hero' | 'products' | 'pages' | 'payments' | 'shared';

export interface SetupStep {
  key: StepKey;
  done: boolean;
  /** Values for the step's detail line (products: count; pages: published and total). */
  detail?: Record<string, number>;
  /** What is left to do, when the step is half done: `setup.<key>.<hint>` (the hero: 'starter'). */
  hint?: string;
}

type SiteFacts = Pick<Website, 'hero' | 'pages' | 'title' | 'description'>;

/**
 * The hero a new store starts with (edge-api db/websites.ts): the store's title and description, no image. It is not
 * the merchant's work, so it does not tick the step (#34): a picture or their own words do.
 */
const isStarterHero = (hero: NonNullable<Website['hero']>, site: SiteFacts) =>
  !hero.background_image && hero.title === site.title && hero.subtitle === site.description;

/** `realPayments`: the store has left test mode (a real provider or cash on delivery is on, #34). */
export function setupSteps(website: SiteFacts | null, productCount: number, shared: boolean, realPayments = false): SetupStep[] {
  const pages = website?.pages ?? [];
  const published = pages.filter((p) => p.is_published).length;
  const hero = website?.hero;
  const starter = !!hero && !!website && isStarterHero(hero, website);
  return [
    { key: 'website', done: !!website },
    { key: 'hero', done: !!hero && !starter && !!(hero.title?.trim() || hero.background_image), hint: starter ? 'starter' : undefined },
    { key: 'products', done: productCount > 0, detail: website ? { count: productCount } : undefined },
    // Every page: the store's header links to each standard page, and an unpublished one is a dead link for shoppers.
    {
      key: 'pages',
      done: pages.length > 0 && published === pages.length,
      detail: pages.length ? { published, total: pages.length } : undefined,
    },
    { key: 'payments', done: !!website && realPayments },
    { key: 'shared', done: !!website && shared },
  ];
}
