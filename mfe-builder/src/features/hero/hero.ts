// Hero form rules (SPEC §5): title, subtitle and background image are required ("All fields are required"); in
// update mode the current image is kept unless a new one is chosen.
import type { Hero } from '@app/contracts';
import { formError } from '@app/remote-kit';

export type HeroTab = 'create' | 'update';

export interface HeroValues {
  title: string;
  subtitle: string;
  call_to_action: string;
  background_image: File | null;
}

/** The image is a file, outside the contracts' heroSchema: required to create, optional to update. */
export function heroImageErrors(tab: HeroTab, values: HeroValues): Partial<Record<keyof HeroValues, string>> {
  return tab === 'create' && !values.background_image ? { background_image: formError('heroAllRequired') } : {};
}

export function heroValues(tab: HeroTab, hero: Hero | null): HeroValues {
  if (tab === 'create' || !hero) return { title: '', subtitle: '', call_to_action: '', background_image: null };
  return { title: hero.title, subtitle: hero.subtitle, call_to_action: hero.call_to_action ?? '', background_image: null };
}

/** The multipart body: background_image only when a file was chosen (the server keeps the current one otherwise). */
export function heroFormData(values: HeroValues): FormData {
  const body = new FormData();
  body.set('title', values.title.trim());
  body.set('subtitle', values.subtitle.trim());
  body.set('call_to_action', values.call_to_action.trim());
  if (values.background_image) body.set('background_image', values.background_image);
  return body;
}
