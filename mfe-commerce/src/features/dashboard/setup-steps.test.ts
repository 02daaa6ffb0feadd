import { afterEach, describe, expect, it } from 'vitest';
import { WEBSITE } from '../../test/fixtures';
import { setupSteps } from './setup-steps';
import { rememberShared, sharedKey, storefrontUrl, wasShared } from '@app/contracts/share-flag';

const done = (steps: ReturnType<typeof setupSteps>) => Object.fromEntries(steps.map((s) => [s.key, s.done]));

describe('setupSteps', () => {
  it('without a website nothing is done', () => {
    expect(done(setupSteps(null, 0, true, true))).toEqual({
      website: false,
      hero: false,
      products: false,
      pages: false,
      payments: false,
      shared: false,
    });
  });

  it('reads the real state: hero, product count, every page published, shared flag', () => {
    const steps = setupSteps(WEBSITE, 0, false);
    expect(done(steps)).toEqual({ website: true, hero: false, products: false, pages: false, payments: false, shared: false });
    expect(steps.find((s) => s.key === 'pages')?.detail).toEqual({ published: 1, total: 2 });

    const full = {
      ...WEBSITE,
      hero: { title: 'Big sale', subtitle: '', background_image: '', call_to_action: '' },
      pages: WEBSITE.pages.map((p) => ({ ...p, is_published: true })),
    };
    const all = setupSteps(full, 3, true, true);
    expect(done(all)).toEqual({ website: true, hero: true, products: true, pages: true, payments: true, shared: true });
    expect(all.find((s) => s.key === 'products')?.detail).toEqual({ count: 3 });
  });

  it('"Set up payments" is done once the store leaves test mode (#34)', () => {
    expect(done(setupSteps(WEBSITE, 1, false, false)).payments).toBe(false);
    expect(done(setupSteps(WEBSITE, 1, false, true)).payments).toBe(true);
  });

  it("a new store's starter hero (its title and description, no image) is not done and says what is left; a picture or new words are (#34)", () => {
    const starter = { title: WEBSITE.title, subtitle: WEBSITE.description, background_image: '', call_to_action: '' };
    const step = (hero: typeof starter) => setupSteps({ ...WEBSITE, hero }, 1, false).find((s) => s.key === 'hero')!;
    expect(step(starter)).toMatchObject({ done: false, hint: 'starter' });
    expect(step({ ...starter, background_image: '/media/heroes/a.jpg' })).toMatchObject({ done: true, hint: undefined });
    expect(step({ ...starter, title: 'Handmade mugs, fired in Addis' })).toMatchObject({ done: true });
    expect(step({ ...starter, subtitle: 'Free delivery in Addis Ababa' })).toMatchObject({ done: true });
  });

  it('an empty hero (no title, no image) is not a hero', () => {
    const hero = { title: '  ', subtitle: 'x', background_image: '', call_to_action: '' };
    expect(done(setupSteps({ ...WEBSITE, hero }, 1, false)).hero).toBe(false);
  });
});

describe('share flag', () => {
  afterEach(() => localStorage.clear());
  it('is remembered per store on this device', () => {
    expect(wasShared(42)).toBe(false);
    rememberShared(42, new Date('2026-11-23T00:00:00Z'));
    expect(localStorage.getItem(sharedKey(42))).toBe('2026-11-23T00:00:00.000Z');
    expect(wasShared(42)).toBe(true);
    expect(wasShared(43)).toBe(false);
  });
  it('the storefront link is /published/{domain} on the current host', () => {
    expect(storefrontUrl('blue-shop', 'http://localhost:8787')).toBe('http://localhost:8787/published/blue-shop');
  });
});
