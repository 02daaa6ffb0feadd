// A new store's starter content (issue #34 item 11): a hero and the three standard pages with words the merchant
// edits, in the merchant's language (the dashboard's appLang cookie), published with the store, so its public reads
// show no empty page and no placeholder.
import type { Section, Website } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { merchantFixture } from './fixtures';
import { api, unique } from './helpers';

async function createIn(lang: string | null, title = 'Blue Shop') {
  const m = await merchantFixture();
  const headers = lang ? { Cookie: `appLang=${lang}` } : undefined;
  const res = await api('/website/', {
    method: 'POST',
    token: m.token,
    headers,
    json: { domain: unique('st'), title, description: 'Mugs and more' },
  });
  expect(res.status).toBe(200);
  return { m, site: (await res.json()) as Website };
}

const sectionsOf = async (site: Website, slug: string) =>
  (await (await api(`/website/pages/public/website/${site.id}/sections/${slug}`)).json()) as Section[];

describe('a new store starts with content', () => {
  it('in English: a hero without image, a story, a contact form and a policy, live at once', async () => {
    const { site } = await createIn(null);
    expect(site.hero).toEqual({ title: 'Blue Shop', subtitle: 'Mugs and more', background_image: '', call_to_action: '' });
    expect(site.pages.map((p) => p.title)).toEqual(['About us', 'Contact-us', 'Policy']);

    const live = (await (await api(`/website/domain/${site.domain}`)).json()) as Website;
    expect(live.hero?.title).toBe('Blue Shop');
    const about = await sectionsOf(site, 'about-us');
    expect(about).toHaveLength(1);
    expect(about[0]).toMatchObject({ type: 'text', title: 'Our story' });
    expect(about[0].content.text).toContain('Welcome to Blue Shop.');
    const contact = await sectionsOf(site, 'contact-us');
    expect(contact.map((s) => s.type)).toEqual(['text', 'form']);
    expect(Object.keys(contact[1].content)).toEqual(['Name', 'Email', 'Message']);
    const policy = await sectionsOf(site, 'policy');
    expect(policy[0].content.text).toMatch(/refund/);
  });

  it("in the merchant's language: pages, links and words in Amharic, and the store's default language is Amharic", async () => {
    const { site, m } = await createIn('am', 'ሰማያዊ');
    expect(site.pages.map((p) => p.title)).toEqual(['ስለ እኛ', 'ያግኙን', 'መመሪያ']);
    expect(site.header!.navs.map((n) => [n.title, n.link])).toEqual([
      ['ስለ እኛ', 'about-us'],
      ['ያግኙን', 'contact-us'],
      ['መመሪያ', 'policy'],
    ]);
    const about = await sectionsOf(site, 'about-us');
    expect(about[0].content.text).toContain('ወደ ሰማያዊ እንኳን በደህና መጡ');
    const contact = await sectionsOf(site, 'contact-us');
    expect(Object.keys(contact[1].content)).toEqual(['ስም', 'ኢሜይል', 'መልዕክት']);
    const locales = await (await api('/website/locales', { token: m.token })).json();
    expect(locales).toMatchObject({ default: 'am', enabled: ['am'] });
  });

  it('in Spanish', async () => {
    const { site } = await createIn('es');
    expect(site.pages.map((p) => p.title)).toEqual(['Sobre nosotros', 'Contacto', 'Políticas']);
    expect((await sectionsOf(site, 'policy'))[0].title).toBe('Pedidos, envíos y devoluciones');
  });
});
