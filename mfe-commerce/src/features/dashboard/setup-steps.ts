// The setup checklist: what a new store still needs, read from the real state (website, products, device flag).
import type { Website } from '@app/contracts';

export type StepKey = 'website' | 'hero' | 'products' | 'pages' | 'payments' | 'shared';

export interface SetupStep {
  key: StepKey;
  done: boolean;
  /** Values for the step's detail line (products: count; pages: published and total). */
  detail?: Record<string, number>;
}

type SiteFacts = Pick<Website, 'hero' | 'pages'>;

/** `realPayments`: the store has left test mode (a real provider or cash on delivery is on, #34). */
export function setupSteps(website: SiteFacts | null, productCount: number, shared: boolean, realPayments = false): SetupStep[] {
  const pages = website?.pages ?? [];
  const published = pages.filter((p) => p.is_published).length;
  const hero = website?.hero;
  return [
    { key: 'website', done: !!website },
    { key: 'hero', done: !!hero && !!(hero.title?.trim() || hero.background_image) },
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
