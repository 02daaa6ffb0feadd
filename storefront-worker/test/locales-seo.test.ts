// SEO across languages (DESIGN §16, README "SEO rules"): html lang, og:locale and JSON-LD inLanguage follow the page's
// language; indexable pages are self-canonical with reciprocal hreflang sets (x-default = unprefixed); a prefixed page
// whose required field is untranslated is noindex and out of every set and of the sitemap; the language switch leads
// to the same page in the chosen language.
import { describe, expect, it } from 'vitest';
import { get, page, publish } from './fixtures';
import { canonicalOf, hreflangs, isNoindex, multilingualStore, setLocales } from './locale-fixtures';

const ORIGIN = 'https://app.test';
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]) as Record<string, unknown>;

describe('head in each language', () => {
  it('html lang, og:locale and JSON-LD inLanguage follow the page', async () => {
    const s = await multilingualStore();
    const cases = [
      { path: '', lang: 'en', og: 'en_US' },
      { path: '/es', lang: 'es', og: 'es_ES' },
      { path: '/am', lang: 'am', og: 'am_ET' },
    ];
    for (const c of cases) {
      for (const rel of ['', `/shop/product/${s.productIds[0]}`]) {
        const { html } = await page(`${s.root}${c.path}${rel}`, { headers: { 'Accept-Language': 'en' } });
        expect(html).toContain(`<html lang="${c.lang}"`);
        expect(html).toContain(`<meta property="og:locale" content="${c.og}">`);
        expect(jsonLd(html).inLanguage).toBe(c.lang);
      }
    }
  });
});

/** Every page of the store in every language it shows (not every language of the list), as absolute URLs. */
function allUrls(s: Awaited<ReturnType<typeof multilingualStore>>): string[] {
  const rels = ['', '/about', '/policy', ...s.productIds.map((id) => `/shop/product/${id}`)];
  return s.languages.flatMap((l) => rels.map((r) => `${ORIGIN}${s.root}${l === 'en' ? '' : `/${l}`}${r}`));
}

describe('hreflang', () => {
  it('is reciprocal across every page of every language, untranslated pages noindex and outside the sets', async () => {
    const s = await multilingualStore();
    const seen = new Map<string, { noindex: boolean; set: Record<string, string>; canonical?: string }>();
    for (const url of allUrls(s)) {
      const { res, html } = await page(url.slice(ORIGIN.length));
      expect(res.status, url).toBe(200);
      seen.set(url, { noindex: isNoindex(html), set: hreflangs(html), canonical: canonicalOf(html) });
    }
    for (const [url, p] of seen) {
      if (p.noindex) {
        expect(p.canonical, url).toBeUndefined();
        expect(p.set, url).toEqual({});
        continue;
      }
      expect(p.canonical, url).toBe(url);
      if (Object.keys(p.set).length === 0) continue;
      // Self-referencing, x-default unprefixed, and every member lists exactly the same set.
      expect(Object.values(p.set), url).toContain(url);
      for (const href of Object.values(p.set)) {
        expect(seen.get(href)?.noindex, href).toBe(false);
        expect(seen.get(href)?.set, `${url} -> ${href}`).toEqual(p.set);
      }
    }
    const at = (rel: string) => seen.get(`${ORIGIN}${s.root}${rel}`)!;
    // Home: title in es and am.
    expect(Object.keys(at('').set).sort()).toEqual(['am', 'en', 'es', 'x-default']);
    expect(at('').set['x-default']).toBe(`${ORIGIN}${s.root}`);
    // About: title in es only; am is noindex.
    expect(Object.keys(at('/about').set).sort()).toEqual(['en', 'es', 'x-default']);
    expect(at('/am/about').noindex).toBe(true);
    // Policy: in no language: no alternates at all, its prefixed pages noindex.
    expect(at('/policy').set).toEqual({});
    expect(at('/es/policy').noindex).toBe(true);
    // Products: the first in es and am, the second in none.
    expect(Object.keys(at(`/shop/product/${s.productIds[0]}`).set).sort()).toEqual(['am', 'en', 'es', 'x-default']);
    expect(at(`/es/shop/product/${s.productIds[1]}`).noindex).toBe(true);
    // Shopper pages stay as they were: noindex, no alternates.
    const cart = await page(`${s.root}/es/cart`);
    expect(isNoindex(cart.html)).toBe(true);
    expect(hreflangs(cart.html)).toEqual({});
  });
});

describe('sitemap.xml', () => {
  it('lists every indexable URL of every language with its xhtml:link alternates, and no noindex one', async () => {
    const s = await multilingualStore();
    const { res, html } = await page(`${s.root}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(html).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...html.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?((?:<xhtml:link [^>]+\/>)*)<\/url>/g)].map(
      (m) => ({
        loc: m[1],
        links: Object.fromEntries([...m[2].matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((l) => [l[1], l[2]])),
      }),
    );
    const locs = entries.map((e) => e.loc);
    const root = `${ORIGIN}${s.root}`;
    const [p1, p2] = s.productIds;
    for (const want of [root, `${root}/es`, `${root}/am`, `${root}/about`, `${root}/es/about`, `${root}/policy`])
      expect(locs).toContain(want);
    for (const want of [
      `${root}/shop/product/${p1}`,
      `${root}/es/shop/product/${p1}`,
      `${root}/am/shop/product/${p1}`,
      `${root}/shop/product/${p2}`,
    ]) {
      expect(locs).toContain(want);
    }
    for (const never of [`${root}/am/about`, `${root}/es/policy`, `${root}/am/policy`, `${root}/es/shop/product/${p2}`])
      expect(locs).not.toContain(never);
    // Each entry's alternates are the page's own hreflang set.
    for (const e of entries) {
      const { html: pageHtml } = await page(e.loc.slice(ORIGIN.length));
      expect(e.links, e.loc).toEqual(hreflangs(pageHtml));
    }
  });
});

describe('robots.txt', () => {
  it('keeps the shopper pages of every language out', async () => {
    const s = await multilingualStore();
    const { html } = await page(`${s.root}/robots.txt`);
    for (const dir of [s.root, `${s.root}/es`, `${s.root}/am`])
      for (const p of ['cart', 'wishlist', 'checkout']) expect(html).toContain(`Disallow: ${dir}/${p}\n`);
  });
});

describe('language switch', () => {
  it('leads to the same page in a language the store shows, else to the unprefixed page (UI only)', async () => {
    const s = await multilingualStore();
    const { html } = await page(`${s.root}/es/about`);
    expect(html).toContain(`<option value="en" lang="en" data-href="${s.root}/about">`);
    expect(html).toMatch(
      new RegExp(`<option value="es" lang="es" data-href="${s.root}/es/about" selected="">|<option selected="" value="es"`),
    );
    expect(html).toContain(`data-href="${s.root}/am/about"`);
    const post = await get('/_sf/lang', {
      method: 'POST',
      body: new URLSearchParams({ lang: 'am', return: `${s.root}/es/about`, 'return-am': `${s.root}/am/about` }),
      redirect: 'manual',
    });
    expect(post.status).toBe(303);
    expect(post.headers.get('Location')).toBe(`${ORIGIN}${s.root}/am/about`);
    expect(post.headers.get('Set-Cookie')).toContain('appLang=am');
    // A store with only en and es: Amharic changes the UI strings on the unprefixed page.
    const two = await multilingualStore();
    await setLocales(two.id, 'en', ['en', 'es']);
    await publish(two.id);
    const es = (await page(`${two.root}/es/about`)).html;
    expect(es).toContain(`<option value="am" lang="am" data-href="${two.root}/about">`);
  });
});
