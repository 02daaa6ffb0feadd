// POST/PUT /website/hero: through the worker's fetch, against real local D1 and R2.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ErrorBody, Hero } from '@app/contracts';
import { contentVersion, merchantFixture, merchantWithWebsiteFixture } from './fixtures';
import { api, shardOf } from './helpers';
import { bigPng, file, form, gif, html, jpeg, keyOf, png, r2Keys, svg, webp } from './media';

type Site = Awaited<ReturnType<typeof merchantWithWebsiteFixture>>;

const send = (site: { token: string }, method: 'POST' | 'PUT', values: Parameters<typeof form>[0]) =>
  api('/website/hero', { method, token: site.token, body: form(values) });

const heroRow = async (websiteId: number) =>
  (await shardOf(websiteId))
    .prepare('SELECT title, subtitle, image_key, call_to_action FROM heroes WHERE website_id = ?')
    .bind(websiteId)
    .first<{ title: string; subtitle: string; image_key: string; call_to_action: string }>();

async function createHero(site: Site, image: Uint8Array = png(4, 3)): Promise<Hero> {
  const res = await send(site, 'POST', {
    title: 'Welcome',
    subtitle: 'Fresh goods',
    background_image: file(image),
    call_to_action: 'Shop now',
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Hero;
}

describe('hero create', () => {
  it('creates the hero, stores the image with its sniffed type and bumps content_version', async () => {
    const site = await merchantWithWebsiteFixture();
    const v0 = await contentVersion(site.websiteId);
    const hero = await createHero(site);

    expect(hero).toEqual({
      title: 'Welcome',
      subtitle: 'Fresh goods',
      background_image: expect.stringMatching(/^\/media\/heroes\/[0-9a-f]{32}\.png$/),
      call_to_action: 'Shop now',
    });
    const row = await heroRow(site.websiteId);
    expect(row).toEqual({ title: 'Welcome', subtitle: 'Fresh goods', image_key: keyOf(hero.background_image), call_to_action: 'Shop now' });
    const obj = await env.MEDIA.get(row!.image_key);
    expect(obj?.httpMetadata?.contentType).toBe('image/png');
    expect(await contentVersion(site.websiteId)).toBe(v0 + 1);
  });

  it('defaults call_to_action to empty and takes any allowed type whatever its declared type', async () => {
    const site = await merchantWithWebsiteFixture();
    const res = await send(site, 'POST', { title: 'T', subtitle: 'S', background_image: file(gif(), 'bg.png', 'image/png') });
    expect(res.status).toBe(201);
    const hero = (await res.json()) as Hero;
    expect(hero.call_to_action).toBe('');
    expect(hero.background_image).toMatch(/\.gif$/);
    expect((await env.MEDIA.get(keyOf(hero.background_image)))?.httpMetadata?.contentType).toBe('image/gif');
  });

  it.each([
    ['title', { subtitle: 'S' }],
    ['subtitle', { title: 'T' }],
    ['blank title', { title: '   ', subtitle: 'S' }],
  ])("answers 400 'All fields are required' without %s, writing nothing", async (_, values) => {
    const site = await merchantWithWebsiteFixture();
    const before = await r2Keys('heroes/');
    const v0 = await contentVersion(site.websiteId);
    const res = await send(site, 'POST', { ...values, background_image: file(png()) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toBe('All fields are required');
    expect(await heroRow(site.websiteId)).toBeNull();
    expect(await r2Keys('heroes/')).toEqual(before);
    expect(await contentVersion(site.websiteId)).toBe(v0);
  });

  it.each(['POST', 'PUT'] as const)("%s without an image and without a hero answers 'All fields are required'", async (method) => {
    const site = await merchantWithWebsiteFixture();
    const res = await send(site, method, { title: 'T', subtitle: 'S' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toBe('All fields are required');
    expect(await heroRow(site.websiteId)).toBeNull();
  });

  it('PUT with an image and no hero yet creates it', async () => {
    const site = await merchantWithWebsiteFixture();
    const res = await send(site, 'PUT', { title: 'T', subtitle: 'S', background_image: file(webp()) });
    expect(res.status).toBe(201);
    expect((await heroRow(site.websiteId))?.image_key).toMatch(/^heroes\/.*\.webp$/);
  });
});

describe('hero update', () => {
  it('PUT without an image keeps the current one and bumps content_version', async () => {
    const site = await merchantWithWebsiteFixture();
    const created = await createHero(site);
    const v1 = await contentVersion(site.websiteId);
    const res = await send(site, 'PUT', { title: 'New title', subtitle: 'New subtitle', call_to_action: '' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      title: 'New title',
      subtitle: 'New subtitle',
      background_image: created.background_image,
      call_to_action: '',
    });
    expect(await env.MEDIA.head(keyOf(created.background_image))).not.toBeNull();
    expect(await contentVersion(site.websiteId)).toBe(v1 + 1);
  });

  it.each(['PUT', 'POST'] as const)('%s with a new image replaces it and deletes the old object', async (method) => {
    const site = await merchantWithWebsiteFixture();
    const created = await createHero(site);
    const res = await send(site, method, { title: 'T2', subtitle: 'S2', background_image: file(jpeg(800, 600), 'new.jpg') });
    expect(res.status).toBe(200);
    const hero = (await res.json()) as Hero;
    expect(hero.background_image).not.toBe(created.background_image);
    expect(hero.background_image).toMatch(/\.jpg$/);
    expect(await env.MEDIA.head(keyOf(created.background_image))).toBeNull();
    expect((await env.MEDIA.head(keyOf(hero.background_image)))?.httpMetadata?.contentType).toBe('image/jpeg');
    expect((await heroRow(site.websiteId))?.image_key).toBe(keyOf(hero.background_image));
  });

  it('PUT still requires title and subtitle', async () => {
    const site = await merchantWithWebsiteFixture();
    const created = await createHero(site);
    const res = await send(site, 'PUT', { title: 'T' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toBe('All fields are required');
    expect((await heroRow(site.websiteId))?.image_key).toBe(keyOf(created.background_image));
  });
});

describe('hero refusals', () => {
  it.each([
    ['HTML named x.png', () => file(html(), 'x.png', 'image/png')],
    ['SVG', () => file(svg(), 'bg.svg', 'image/svg+xml')],
  ])('refuses %s with 415 and keeps the current hero and objects', async (_, make) => {
    const site = await merchantWithWebsiteFixture();
    const created = await createHero(site);
    const before = await r2Keys('heroes/');
    const v1 = await contentVersion(site.websiteId);
    const res = await send(site, 'PUT', { title: 'X', subtitle: 'Y', background_image: make() });
    expect(res.status).toBe(415);
    expect(((await res.json()) as ErrorBody).code).toBe('unsupported_image');
    expect((await heroRow(site.websiteId))?.title).toBe('Welcome');
    expect(await r2Keys('heroes/')).toEqual(before);
    expect(await env.MEDIA.head(keyOf(created.background_image))).not.toBeNull();
    expect(await contentVersion(site.websiteId)).toBe(v1);
  });

  it('refuses an image over 5 MB with 413 from the per-image check', async () => {
    const site = await merchantWithWebsiteFixture();
    const before = await r2Keys('heroes/');
    const res = await send(site, 'POST', { title: 'T', subtitle: 'S', background_image: file(bigPng(6 * 1024 * 1024)) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 'payload_too_large', message: 'The background image must be at most 5 MB' });
    expect(await heroRow(site.websiteId)).toBeNull();
    expect(await r2Keys('heroes/')).toEqual(before);
  });

  it('refuses two background images', async () => {
    const site = await merchantWithWebsiteFixture();
    const res = await send(site, 'POST', { title: 'T', subtitle: 'S', background_image: [file(png()), file(gif())] });
    expect(res.status).toBe(400);
    expect(await heroRow(site.websiteId)).toBeNull();
  });

  it('answers 404 website_not_found for a merchant without a website, 401 without a token', async () => {
    const m = await merchantFixture();
    const res = await send(m, 'POST', { title: 'T', subtitle: 'S', background_image: file(png()) });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).code).toBe('website_not_found');

    const anon = await api('/website/hero', { method: 'POST', body: form({ title: 'T', subtitle: 'S', background_image: file(png()) }) });
    expect(anon.status).toBe(401);
    expect(((await anon.json()) as ErrorBody).message).toBe('No token found');
  });

  it('answers 400 for a body that is not multipart', async () => {
    const site = await merchantWithWebsiteFixture();
    const res = await api('/website/hero', { method: 'POST', token: site.token, json: { title: 'T', subtitle: 'S' } });
    expect(res.status).toBe(400);
  });
});

describe('hero isolation and content', () => {
  it("one merchant's hero write never touches another's", async () => {
    const a = await merchantWithWebsiteFixture();
    const b = await merchantWithWebsiteFixture();
    const heroA = await createHero(a);
    const va = await contentVersion(a.websiteId);
    const res = await send(b, 'POST', { title: 'B', subtitle: 'B', background_image: file(png()) });
    expect(res.status).toBe(201);
    expect((await heroRow(a.websiteId))?.image_key).toBe(keyOf(heroA.background_image));
    expect(await env.MEDIA.head(keyOf(heroA.background_image))).not.toBeNull();
    expect(await contentVersion(a.websiteId)).toBe(va);
  });

  it('stores markup verbatim and returns it as JSON text', async () => {
    const site = await merchantWithWebsiteFixture();
    const xss = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const res = await send(site, 'POST', {
      title: xss,
      subtitle: `"'&<>`,
      background_image: file(png()),
      call_to_action: '</a><a href="javascript:alert(1)">',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const hero = (await res.json()) as Hero;
    expect(hero.title).toBe(xss);
    expect(hero.subtitle).toBe(`"'&<>`);
    expect((await heroRow(site.websiteId))?.title).toBe(xss);
  });
});
