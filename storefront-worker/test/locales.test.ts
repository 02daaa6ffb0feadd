// Locale URLs (DESIGN §16): every enabled non-default language is a prefix after the store root; its pages show the
// content translated field by field (content with the publication, products live) and the UI in that language; a
// prefix the store does not show, or its default, is the store's 404; every link stays under the prefix.
import { describe, expect, it } from 'vitest';
import { translator } from '../src/lib/i18n';
import { edit, get, page, previewToken, publish, unique } from './fixtures';
import { anchors, multilingualStore, setLocales, translate } from './locale-fixtures';

/** Links to pages of this store (not its static files, media or API). */
const storeLinks = (html: string, root: string) =>
  anchors(html).filter((h) => h.startsWith(`${root}/`) || h === root || (root === '' && h.startsWith('/') && !h.startsWith('//')));

describe('locale routing', () => {
  it('serves an enabled language under its prefix: content and UI in it, X-Publication kept', async () => {
    const s = await multilingualStore();
    const { res, html } = await page(`${s.root}/es`);
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Publication')).toBe(s.hash);
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('<title>Tienda del Mar</title>');
    expect(html).toContain('Bienvenidos');
    expect(html).toContain('>Nosotros</a>');
    expect(html).toContain('Caracola');
    expect(html).toContain(translator('es')('header.home'));
    // The prefix wins over the shopper's own choice of UI language.
    const withCookie = await page(`${s.root}/es`, { headers: { Cookie: 'appLang=am' } });
    expect(withCookie.html).toContain('<html lang="es"');
    // Unprefixed: default-language content, UI by today's rule.
    const plain = await page(s.root, { headers: { Cookie: 'appLang=am' } });
    expect(plain.html).toContain('<html lang="am"');
    expect(plain.html).toContain('<title>Sea Shop</title>');
    expect(plain.html).toContain('>Conch<');
  });

  it('answers a language the store has not enabled, or its default as a prefix, with the store 404', async () => {
    const s = await multilingualStore();
    await setLocales(s.id, 'en', ['en', 'es']);
    await publish(s.id);
    for (const path of ['/am', '/am/about', '/en', '/en/shop/product/1', '/en/cart']) {
      const { res, html } = await page(`${s.root}${path}`);
      expect(res.status, path).toBe(404);
      expect(html, path).toContain('<title>');
      expect(html, path).toContain('Sea Shop');
      expect(html, path).toContain('<meta name="robots" content="noindex">');
    }
    expect((await get(`${s.root}/es/about`)).status).toBe(200);
  });

  it('never answers odd paths with a 5xx', async () => {
    const s = await multilingualStore();
    const paths = [
      '/zz/',
      '/es/../',
      '/ES/',
      '/Es/about',
      '/es/es/',
      '/es/sitemap.xml',
      '/es/robots.txt',
      '/es/shop/product/x',
      '/es/%E0%A4%A',
      '/am//cart/',
    ];
    for (const path of paths) {
      const res = await get(`${s.root}${path}`);
      expect(res.status, path).toBeLessThan(500);
      await res.body?.cancel();
    }
    expect((await get(`${s.root}/zz/`)).status).toBe(404);
    expect((await get(`${s.root}/es/sitemap.xml`)).status).toBe(404);
    // Upper case reads as the language, canonical in lower case.
    const upper = await page(`${s.root}/ES/`);
    expect(upper.res.status).toBe(200);
    expect(upper.html).toContain(`<link rel="canonical" href="https://app.test${s.root}/es">`);
  });

  it('serves the prefix at the root of a custom domain', async () => {
    const domain = `${unique('loc')}.example.net`;
    const s = await multilingualStore({ customHost: domain });
    const es = await page('/es/about', { host: domain });
    expect(es.res.status).toBe(200);
    expect(es.html).toContain('<h1 class="sf-page-title">Sobre nosotros</h1>');
    expect(es.html).toContain(`<link rel="canonical" href="https://${domain}/es/about">`);
    for (const href of storeLinks(es.html, '')) expect(href).toMatch(/^\/es(\/|$)/);
    await setLocales(s.id, 'en', ['en']);
    await publish(s.id);
    expect((await get('/es/about', { host: domain })).status).toBe(404);
  });

  it('falls back to the default language field by field', async () => {
    const s = await multilingualStore();
    const { html } = await page(`${s.root}/es/about`);
    const shown = [
      '<title>Sobre la tienda</title>',
      // meta_description untranslated: the default's.
      '<meta name="description" content="Who we are.">',
      '<h1 class="sf-page-title">Sobre nosotros</h1>',
      // The text section: its text translated, its title not.
      'Vendemos conchas.',
      '<h2>Story</h2>',
      // The form: its title and one label translated; the key sent stays the merchant's.
      'Escríbenos',
      'data-key="Email"',
    ];
    for (const text of shown) expect(html).toContain(text);
    expect(html).toMatch(/<label for="sf-contact-\d+-0">Correo<\/label>/);
    expect(html).toMatch(/<label for="sf-contact-\d+-1">Message<\/label>/);
    // The hero: title translated, subtitle and call to action not.
    const home = (await page(`${s.root}/es`)).html;
    expect(home).toContain('Fine shells');
    expect(home).toContain('Shop now');
    // A product: name and category translated, description not.
    const p = (await page(`${s.root}/es/shop/product/${s.productIds[0]}`)).html;
    expect(p).toContain('<title>Caracola | Tienda del Mar</title>');
    expect(p).toContain('A big shell.');
    expect(p).toContain('Conchas');
    // Amharic: only the title and description are translated.
    const am = (await page(`${s.root}/am`)).html;
    expect(am).toContain('<title>የባሕር ሱቅ</title>');
    expect(am).toContain('ዛጎሎች እና ሌሎችም።');
    expect(am).toContain('Welcome');
  });

  it('shows content translations with the next publish, product translations at once', async () => {
    const s = await multilingualStore();
    await translate(s.id, 'website', s.id, 'es', { title: 'Tienda Nueva' });
    await translate(s.id, 'product', s.productIds[1], 'es', { name: 'Perla' });
    const before = (await page(`${s.root}/es`)).html;
    expect(before).toContain('<title>Tienda del Mar</title>');
    expect(before).toContain('Perla');
    const productPage = (await page(`${s.root}/es/shop/product/${s.productIds[1]}`)).html;
    expect(productPage).toContain('<title>Perla | Tienda del Mar</title>');
    await publish(s.id);
    expect((await page(`${s.root}/es`)).html).toContain('<title>Tienda Nueva</title>');
  });

  it('keeps every link of a prefixed page under the prefix, shopper pages included', async () => {
    const s = await multilingualStore();
    const prefix = `${s.root}/es`;
    for (const path of ['', '/about', `/shop/product/${s.productIds[0]}`, '/cart', '/wishlist', '/checkout', '/checkout/success']) {
      const { res, html } = await page(`${prefix}${path}`);
      expect(res.status, path).toBe(200);
      expect(html, path).toContain('<html lang="es"');
      const links = storeLinks(html, s.root);
      expect(links.length, path).toBeGreaterThan(2);
      for (const href of links) expect(href, path).toMatch(new RegExp(`^${prefix}(/|$|\\?)`));
      // The island navigates and redirects under the base it is given.
      expect(html, path).toContain(`"base":"${prefix}"`);
    }
  });

  it('keys the cache by language', async () => {
    const s = await multilingualStore();
    expect((await page(`${s.root}/es`)).res.headers.get('X-Cache')).toBe('MISS');
    expect((await page(`${s.root}/es`)).res.headers.get('X-Cache')).toBe('HIT');
    const am = await page(`${s.root}/am`);
    expect(am.res.headers.get('X-Cache')).toBe('MISS');
    expect(am.html).toContain('የባሕር ሱቅ');
    const plain = await page(s.root, { headers: { Cookie: 'appLang=es' } });
    expect(plain.res.headers.get('X-Cache')).toBe('MISS');
    expect(plain.html).toContain('<title>Sea Shop</title>');
    // A live product translation bumps content_version: the next request renders it.
    await translate(s.id, 'product', s.productIds[1], 'es', { name: 'Perla Fina' });
    const after = await page(`${s.root}/es`);
    expect(after.res.headers.get('X-Cache')).toBe('MISS');
    expect(after.html).toContain('Perla Fina');
  });

  it('previews the draft under a prefix, the token in its links', async () => {
    const s = await multilingualStore();
    await translate(s.id, 'website', s.id, 'es', { title: 'Borrador' });
    await edit(s.id, 'UPDATE websites SET description = description WHERE id = ?', s.id);
    const { token } = await previewToken(s.id);
    const { res, html } = await page(`${s.root}/es?preview=${token}`);
    expect(res.status).toBe(200);
    expect(html).toContain('<title>Borrador</title>');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    // Every link but "Exit preview" (the page itself without the token) carries it.
    for (const href of storeLinks(html, s.root)) if (href !== `${s.root}/es`) expect(href).toContain(`preview=${token}`);
    expect(html).toMatch(new RegExp(`data-href="${s.root}/am\\?preview=`));
    expect((await page(`${s.root}/es`)).html).toContain('<title>Tienda del Mar</title>');
  });
});
