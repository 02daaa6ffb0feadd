// The website's hero (one row per website). The storefront's page version follows by trigger (migration 0004).
import { eq } from 'drizzle-orm';
import { heroes, heroImageUrl } from '@app/db';
import type { Hero } from '@app/contracts';
import { getDb } from '../lib/db';
import { nowIso } from '../lib/time';

export interface HeroRow {
  title: string;
  subtitle: string;
  imageKey: string;
  callToAction: string;
}

export const toHeroDto = (h: HeroRow): Hero => ({
  title: h.title,
  subtitle: h.subtitle,
  background_image: heroImageUrl(h.imageKey),
  call_to_action: h.callToAction,
});

export async function getHeroRow(d1: D1Database, websiteId: number): Promise<HeroRow | null> {
  const db = getDb(d1);
  const row = await db
    .select({ title: heroes.title, subtitle: heroes.subtitle, imageKey: heroes.imageKey, callToAction: heroes.callToAction })
    .from(heroes)
    .where(eq(heroes.websiteId, websiteId))
    .get();
  return row ?? null;
}

/** Creates or replaces the hero (an upsert, so a POST on an existing hero and a racing second POST both end as updates). */
export async function saveHero(d1: D1Database, websiteId: number, hero: HeroRow): Promise<void> {
  const db = getDb(d1);
  const values = { ...hero, updatedAt: nowIso() };
  await db
    .insert(heroes)
    .values({ websiteId, ...values })
    .onConflictDoUpdate({ target: heroes.websiteId, set: values });
}
