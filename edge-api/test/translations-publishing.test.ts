// Translations and publishing (DESIGN §15, §16): content translations and the store's languages are draft content
// (in the hash, the changes list, the next publish and a restore); product translations are live and never published.
import { contentHash } from '@app/contracts';
import { readLiveContent, readStoreContent } from '@app/db';
import { describe, expect, it } from 'vitest';
import { diffContent } from '../src/services/publishing-diff';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { env, shardOf } from './helpers';
import { publish, state } from './publishing-helpers';
import { call, firstPageId, put, setLocales, translationCount } from './translations-helpers';

const draftHash = async (websiteId: number) => contentHash((await readStoreContent(await shardOf(websiteId), websiteId))!);

describe('content translations are draft content', () => {
  it('change the draft hash and the changes list, go live with the next publish and come back with restore', async () => {
    const m = await merchantWithWebsiteFixture();
    const pageId = await firstPageId(m.websiteId);
    const initial = await state(m.token);
    expect(initial.changes).toEqual([]);

    await setLocales(m.token, { default: 'en', enabled: ['es'] });
    expect((await state(m.token)).changes).toEqual([{ resource: 'locales', id: m.websiteId, title: 'en, es', change: 'changed' }]);
    const hashBefore = await draftHash(m.websiteId);
    expect((await put(m.token, `page/${pageId}/es`, { title: 'Inicio' })).status).toBe(200);
    expect(await draftHash(m.websiteId)).not.toBe(hashBefore);
    const pageTitle = (await readStoreContent(m.db, m.websiteId))!.pages[0]!.title;
    expect((await state(m.token)).changes).toContainEqual({
      resource: 'translation',
      id: pageId,
      title: `${pageTitle} (es)`,
      change: 'added',
    });
    // Not live until published.
    expect((await readLiveContent(m.db, env.MEDIA, m.websiteId))!.content.translations).toEqual([]);

    const p = await publish(m.token, { note: 'Spanish' });
    expect(p.status).toBe(201);
    const live = (await readLiveContent(m.db, env.MEDIA, m.websiteId))!.content;
    expect(live.locales).toEqual({ default: 'en', enabled: ['en', 'es'] });
    expect(live.translations).toEqual([
      { type: 'page', id: pageId, locale: 'es', fields: { title: 'Inicio' }, source_hash: expect.any(String) },
    ]);
    expect((await state(m.token)).has_unpublished_changes).toBe(false);

    await put(m.token, `page/${pageId}/es`, { title: 'Portada' });
    expect((await state(m.token)).changes).toEqual([
      { resource: 'translation', id: pageId, title: `${pageTitle} (es)`, change: 'changed' },
    ]);
    await call(m.token, `/website/translations/page/${pageId}/es`, 'DELETE');
    await setLocales(m.token, { default: 'en', enabled: [] });
    const removed = (await state(m.token)).changes;
    expect(removed).toContainEqual({ resource: 'translation', id: pageId, title: `${pageTitle} (es)`, change: 'removed' });
    expect(removed).toContainEqual({ resource: 'locales', id: m.websiteId, title: 'en', change: 'changed' });

    expect((await call(m.token, `/website/publications/${p.body.publication.id}/restore`, 'POST', {})).status).toBe(200);
    expect(await (await call(m.token, '/website/locales')).json()).toEqual({ default: 'en', enabled: ['en', 'es'] });
    expect((await readStoreContent(m.db, m.websiteId))!.translations).toEqual(live.translations);
    expect((await state(m.token)).has_unpublished_changes).toBe(false);
  });

  it('restores nav item translations with their items', async () => {
    const m = await merchantWithWebsiteFixture();
    await setLocales(m.token, { default: 'en', enabled: ['am'] });
    await call(m.token, '/website/footer', 'PUT', { html_content: '', navs: [{ title: 'Help', link: '/help' }] });
    const navId = (await readStoreContent(m.db, m.websiteId))!.footer!.navs[0]!.id!;
    await put(m.token, `nav_item/${navId}/am`, { title: 'እገዛ' });
    const p = await publish(m.token);
    await call(m.token, '/website/footer', 'PUT', { html_content: '', navs: [] });
    expect(await translationCount(m.websiteId)).toBe(0);
    await call(m.token, `/website/publications/${p.body.publication.id}/restore`, 'POST', {});
    const restored = (await readStoreContent(m.db, m.websiteId))!;
    expect(restored.footer!.navs).toEqual([{ id: navId, title: 'Help', link: '/help' }]);
    expect(restored.translations).toEqual([expect.objectContaining({ type: 'nav_item', id: navId, fields: { title: 'እገዛ' } })]);
  });

  it('reads a version-1 snapshot (no languages, no translations) as having none', async () => {
    const m = await merchantWithWebsiteFixture();
    await call(m.token, '/website/header', 'PUT', { html_content: '', navs: [{ title: 'Shop', link: '/shop' }] });
    const draft = (await readStoreContent(m.db, m.websiteId))!;
    const { locales: _l, translations: _t, ...rest } = draft;
    // Version 1 had no languages, no translations and no nav item ids.
    const v1 = { ...rest, version: 1, header: { ...draft.header!, navs: [{ title: 'Shop', link: '/shop' }] } };
    expect(diffContent(v1, draft)).toEqual([]);
  });
});

describe('product translations are live', () => {
  it('are never in the snapshot nor the changes: rows of their own, scoped to the store, that the storefront joins live', async () => {
    const m = await merchantWithWebsiteFixture();
    await setLocales(m.token, { default: 'en', enabled: ['es', 'am'] });
    await publish(m.token);
    const mug = await productFixture(m.websiteId, { name: 'Mug' });
    const cup = await productFixture(m.websiteId, { name: 'Cup' });
    const hash = await draftHash(m.websiteId);
    expect((await put(m.token, `product/${mug}/es`, { name: 'Taza', category: 'Cocina' })).status).toBe(200);
    await put(m.token, `product/${cup}/am`, { name: 'ኩባያ' });
    expect(await draftHash(m.websiteId)).toBe(hash);
    expect((await state(m.token)).changes).toEqual([]);
    expect((await readStoreContent(m.db, m.websiteId))!.translations).toEqual([]);

    // The storefront's grid query joins these rows per card (storefront-worker's locale tests read them in pages).
    const rows = await m.db
      .prepare(
        "SELECT resource_id AS id, locale, fields FROM translations WHERE website_id = ? AND resource_type = 'product' ORDER BY locale",
      )
      .bind(m.websiteId)
      .all<{ id: number; locale: string; fields: string }>();
    expect(rows.results.map((r) => [r.id, r.locale, JSON.parse(r.fields)])).toEqual([
      [cup, 'am', { name: 'ኩባያ' }],
      [mug, 'es', { name: 'Taza', category: 'Cocina' }],
    ]);
  });
});
