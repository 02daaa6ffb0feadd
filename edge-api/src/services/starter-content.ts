// A new store's starter content (issue #34 item 11): shoppers never meet a builder hint or an empty page, so a store
// starts with a hero (its title and description, no image) and the three standard pages each with short words the
// merchant edits, in the merchant's language (the dashboard's appLang cookie, which the store's default language
// follows). English keeps SPEC §4's page and link titles ("About us", "Contact-us", "Policy"; "About", ...).
import { STANDARD_NAVS, STANDARD_PAGES, type Language } from '@app/contracts';
import { fill } from '@app/html';
import { server } from '@app/i18n/server';

type Slug = (typeof STANDARD_PAGES)[number]['slug'];
const KEYS: Record<Slug, 'about' | 'contact' | 'policy'> = { 'about-us': 'about', 'contact-us': 'contact', policy: 'policy' };

export interface StarterSection {
  title: string;
  type: 'text' | 'form';
  content: Record<string, string>;
}
export interface StarterPage {
  slug: Slug;
  title: string;
  nav: string;
  sections: StarterSection[];
}

/** The standard pages with their titles, their links' titles and their sections, in `lang`. */
export function starterPages(lang: Language, store: string): StarterPage[] {
  const words = server[lang].starter;
  return STANDARD_PAGES.map((p, i) => {
    const w = words[KEYS[p.slug]];
    const sections: StarterSection[] = [{ title: w.section, type: 'text', content: { text: fill(w.text, { store }) } }];
    // The contact page takes messages at once (the merchant's inbox): its fields' names are the form's keys.
    if ('form' in w) sections.push({ title: w.form, type: 'form', content: { [w.name]: '', [w.email]: '', [w.message]: '' } });
    return {
      slug: p.slug,
      title: lang === 'en' ? p.title : w.title,
      nav: lang === 'en' ? STANDARD_NAVS[i].title : w.nav,
      sections,
    };
  });
}
