// Stores in several languages (DESIGN §16), written straight into D1 as edge-api's locale and translation routes
// write them, and small readers of what a page says about its languages.
import type { Language } from '@app/contracts';
import { createStore, publish, shardOf, unique, type StoreOptions } from './fixtures';

/** PUT /website/locales: the default language and the enabled ones. */
export async function setLocales(websiteId: number, def: Language, enabled: Language[]) {
  const db = await shardOf(websiteId);
  await db.batch([
    db.prepare('UPDATE websites SET default_locale = ? WHERE id = ?').bind(def, websiteId),
    db.prepare('DELETE FROM website_locales WHERE website_id = ?').bind(websiteId),
    ...enabled.map((l) => db.prepare('INSERT INTO website_locales (website_id, locale, enabled) VALUES (?, ?, 1)').bind(websiteId, l)),
  ]);
}

/** PUT /website/translations/{type}/{id}/{locale}. */
export async function translate(websiteId: number, type: string, id: number, locale: Language, fields: Record<string, string>) {
  await (
    await shardOf(websiteId)
  )
    .prepare(
      `INSERT OR REPLACE INTO translations (website_id, resource_type, resource_id, locale, fields, source_hash, updated_at)
     VALUES (?, ?, ?, ?, ?, 'test-source', datetime('now'))`,
    )
    .bind(websiteId, type, id, locale, JSON.stringify(fields))
    .run();
}

const ids = async (sql: string, websiteId: number) =>
  (await (await shardOf(websiteId)).prepare(sql).bind(websiteId).all<{ id: number }>()).results.map((r) => r.id);

/**
 * A store in en (default), es and am, published: the title in es and am, the About page's title in es only, the first
 * product's name in es and am (the second in none), nav, hero and sections partly in es.
 */
export async function multilingualStore(o: StoreOptions = {}) {
  const s = await createStore({
    title: 'Sea Shop',
    description: 'Shells and more.',
    header: [{ title: 'About', link: 'about' }],
    hero: { title: 'Welcome', subtitle: 'Fine shells', imageKey: 'hero/sea.jpg', cta: 'Shop now' },
    pages: [
      {
        title: 'About',
        slug: 'about',
        published: true,
        metaTitle: 'About Sea Shop',
        metaDescription: 'Who we are.',
        sections: [
          { title: 'Story', type: 'text', content: { text: 'We sell shells.' }, order: 0 },
          { title: 'Write to us', type: 'form', content: { Email: 'you@example.com', Message: '' }, order: 1 },
        ],
      },
      { title: 'Policy', slug: 'policy', published: true },
    ],
    products: [{ name: 'Conch', description: 'A big shell.', category: 'Shells' }, { name: 'Pearl' }],
    ...o,
  });
  const languages: Language[] = ['en', 'es', 'am'];
  await setLocales(s.id, 'en', languages);
  const [nav] = await ids(`SELECT id FROM nav_items WHERE website_id = ? AND place = 'header'`, s.id);
  const [about, policy] = await ids('SELECT id FROM pages WHERE website_id = ? ORDER BY id', s.id);
  const [story, form] = await ids('SELECT id FROM sections WHERE website_id = ? ORDER BY page_id, sort_order, id', s.id);
  await translate(s.id, 'website', s.id, 'es', { title: 'Tienda del Mar' });
  await translate(s.id, 'website', s.id, 'am', { title: 'የባሕር ሱቅ', description: 'ዛጎሎች እና ሌሎችም።' });
  await translate(s.id, 'nav_item', nav, 'es', { title: 'Nosotros' });
  await translate(s.id, 'hero', s.id, 'es', { title: 'Bienvenidos' });
  await translate(s.id, 'page', about, 'es', { title: 'Sobre nosotros', meta_title: 'Sobre la tienda' });
  await translate(s.id, 'section', story, 'es', { 'content.text': 'Vendemos conchas.' });
  await translate(s.id, 'section', form, 'es', { title: 'Escríbenos', 'label.Email': 'Correo' });
  await translate(s.id, 'product', s.productIds[0], 'es', { name: 'Caracola', category: 'Conchas' });
  await translate(s.id, 'product', s.productIds[0], 'am', { name: 'ቀንድ ዛጎል' });
  const pub = await publish(s.id);
  const domain = s.domain;
  return { ...s, languages, nav, about, policy, story, form, hash: pub.hash, root: `/published/${domain}`, unique: unique() };
}

/** The hreflang links of a page's head, as hreflang -> href. */
export function hreflangs(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  return Object.fromEntries([...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]));
}

export const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
export const isNoindex = (html: string) => html.includes('<meta name="robots" content="noindex">');

/** Every href of the page's links (the body's <a>s), entities decoded. */
export const anchors = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
