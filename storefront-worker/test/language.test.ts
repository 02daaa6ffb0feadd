// Shopper language: appLang cookie, else Accept-Language, else English; html lang; the language switch.
import { LANGUAGE_LIST } from '@app/contracts/constants';
import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage, translator } from '../src/lib/i18n';
import { ORIGIN, createStore, get, page } from './fixtures';

describe('language', () => {
  it('English by default', async () => {
    const s = await createStore({ products: [{ name: 'Cup' }] });
    const { html } = await page(`/published/${s.domain}`);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Add to Cart');
  });

  it('Amharic from the appLang cookie, with the Ethiopic font preloaded', async () => {
    const s = await createStore({ products: [{ name: 'Cup' }] });
    const { html } = await page(`/published/${s.domain}`, { headers: { Cookie: 'other=1; appLang=am', 'Accept-Language': 'es' } });
    expect(html).toContain('<html lang="am"');
    expect(html).toContain('ወደ ጋሪ ጨምር');
    expect(html).toMatch(/<link rel="preload" href="\/_sf\/[a-f0-9]+\/noto-sans-ethiopic.woff2" as="font"/);
    expect(html).toContain('"intlLocale":"am-ET"');
  });

  it('Spanish from Accept-Language when there is no cookie', async () => {
    const s = await createStore();
    const { html } = await page(`/published/${s.domain}/cart`, { headers: { 'Accept-Language': 'xx-XX, es-MX;q=0.8, en;q=0.5' } });
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('Carrito de compras');
  });

  it('an unknown cookie value falls back to Accept-Language', async () => {
    const s = await createStore();
    const { html } = await page(`/published/${s.domain}`, { headers: { Cookie: 'appLang=xx', 'Accept-Language': 'am' } });
    expect(html).toContain('<html lang="am"');
  });

  it('reads Accept-Language by quality', () => {
    expect(fromAcceptLanguage('en;q=0.2, am;q=0.9')).toBe('am');
    expect(fromAcceptLanguage('xx, zz')).toBeUndefined(); // codes no language has, whichever are added
    expect(fromAcceptLanguage('es;q=0, en')).toBe('en');
  });

  it('the switch sets the cookie and returns to a page of this site', async () => {
    const res = await get('/_sf/lang', {
      method: 'POST',
      body: new URLSearchParams({ lang: 'am', return: '/published/demo/cart' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`${ORIGIN}/published/demo/cart`);
    expect(res.headers.get('Set-Cookie')).toBe('appLang=am; Path=/; Max-Age=31536000; SameSite=Lax');
    const bad = await get('/_sf/lang', { method: 'POST', body: new URLSearchParams({ lang: 'xx' }), redirect: 'manual' });
    expect(bad.status).toBe(400);
    expect((await get('/_sf/lang')).status).toBe(405);
  });

  const HOSTILE = [
    '/\t/evil.example/',
    '/\n/evil.example/',
    '\t//evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'HTTPS:evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    '/%0d%0aSet-Cookie:%20x=1',
    '/\r\nSet-Cookie: x=1',
    '/x\r\nLocation: https://evil.example',
    `/${'a'.repeat(5000)}`,
    'https://app.test@evil.example/',
    'https://app.test.evil.example/',
    'http://app.test/',
  ];

  it.each(HOSTILE.map((v) => [JSON.stringify(v), v]))('a hostile return %s never leaves the site and never fails', async (_, value) => {
    const res = await get('/_sf/lang', { method: 'POST', body: new URLSearchParams({ lang: 'es', return: value }), redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('Location')!;
    expect(new URL(location).origin).toBe(ORIGIN);
    expect(location).not.toMatch(/[\s]/);
    expect(location).not.toContain('evil.example/');
    expect(res.headers.get('Set-Cookie')).toBe('appLang=es; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('an off-site return goes to the home of the store the shopper came from', async () => {
    const send = (init: Record<string, string>, headers: Record<string, string> = {}) =>
      get('/_sf/lang', { method: 'POST', body: new URLSearchParams({ lang: 'am', ...init }), headers, redirect: 'manual' });
    expect(
      (await send({ return: '/\t/evil.example/' }, { Referer: `${ORIGIN}/published/demo/shop/product/3?x=1` })).headers.get('Location'),
    ).toBe(`${ORIGIN}/published/demo`);
    expect((await send({ return: '//evil.example' }, { Referer: 'https://evil.example/published/demo' })).headers.get('Location')).toBe(
      `${ORIGIN}/`,
    );
    expect((await send({})).headers.get('Location')).toBe(`${ORIGIN}/`);
    // Encoded slashes stay a path of this site.
    expect(new URL((await send({ return: '/%2F%2Fevil.example' })).headers.get('Location')!).origin).toBe(ORIGIN);
    // On a custom domain the store home is the root.
    const custom = await get('/_sf/lang', {
      host: 'shop.example.com',
      method: 'POST',
      body: new URLSearchParams({ lang: 'am', return: 'https://evil.example' }),
      headers: { Referer: 'https://shop.example.com/cart' },
      redirect: 'manual',
    });
    expect(custom.headers.get('Location')).toBe('https://shop.example.com/');
  });

  it('formats money for the language in the store currency', async () => {
    const s = await createStore({ products: [{ priceCents: 123456 }] });
    expect((await page(`/published/${s.domain}`, { headers: { Cookie: 'appLang=es' } })).html).toMatch(/1234,56\s?US\$|1\.234,56\s?US\$/);
  });
});

// Every language of the one list (@app/contracts languages.ts), so a new language is checked without editing this.
describe.each(LANGUAGE_LIST)('language $code from the list', ({ code, name, intl, dir, font }) => {
  it('has its catalogue, its name in the switch, html lang and dir, its Intl locale and font', async () => {
    const s = await createStore({ products: [{ name: 'Cup' }] });
    const { html } = await page(`/published/${s.domain}`, { headers: { Cookie: `appLang=${code}` } });
    expect(html).toContain(`<html lang="${code}" dir="${dir}">`);
    expect(html).toContain(translator(code)('header.language'));
    for (const l of LANGUAGE_LIST)
      expect(html).toMatch(new RegExp(`<option value="${l.code}"[^>]*lang="${l.code}"[^>]*>${l.name}</option>`));
    expect(html).toContain(`"intlLocale":"${intl}"`);
    expect(html.includes('as="font"'), `font preload for ${name}`).toBe(font !== null);
  });

  it('POST /_sf/lang sets its appLang cookie', async () => {
    const res = await get('/_sf/lang', {
      method: 'POST',
      body: new URLSearchParams({ lang: code, return: '/published/demo' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('Set-Cookie')).toBe(`appLang=${code}; Path=/; Max-Age=31536000; SameSite=Lax`);
  });
});
