// Translations API (DESIGN §16) through the Worker's fetch on real D1: languages, the list with statuses and counts,
// save and delete, every refusal, tenancy, and translations going with their resource.
import { describe, expect, it } from 'vitest';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { call, firstPageId, list, put, sectionOf, setLocales, translatingMerchant, translationCount } from './translations-helpers';

describe('locales', () => {
  it('start as English alone; PUT always enables the default and keeps translations when it changes', async () => {
    const m = await merchantWithWebsiteFixture();
    expect(await (await call(m.token, '/website/locales')).json()).toEqual({ default: 'en', enabled: ['en'] });
    expect((await setLocales(m.token, { default: 'es', enabled: ['am', 'am'] })).body).toEqual({ default: 'es', enabled: ['es', 'am'] });
    expect(await (await call(m.token, '/website/locales')).json()).toEqual({ default: 'es', enabled: ['es', 'am'] });

    await setLocales(m.token, { default: 'en', enabled: ['es'] });
    expect((await put(m.token, `website/${m.websiteId}/es`, { title: 'Tienda' })).status).toBe(200);
    await setLocales(m.token, { default: 'es', enabled: ['en'] });
    await setLocales(m.token, { default: 'en', enabled: ['es'] });
    const back = await list(m.token, 'locale=es&type=website');
    expect(back.items[0]).toMatchObject({ fields: { title: 'Tienda' }, status: 'current' });
  });

  it('refuses an unknown language with 400 at the field', async () => {
    const m = await merchantWithWebsiteFixture();
    for (const json of [
      { default: 'xx', enabled: [] }, // xx, zz: codes no language has, whichever are added
      { default: 'en', enabled: ['zz'] },
      { enabled: ['es'] },
      { default: 'en', enabled: 'es' },
    ]) {
      const res = await setLocales(m.token, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
  });
});

describe('list', () => {
  it('goes missing -> current -> outdated as the translation is saved and its source edited; counts cover every type', async () => {
    const m = await translatingMerchant();
    const pageId = await firstPageId(m.websiteId);
    const before = await list(m.token, 'locale=es&type=page');
    expect(before.total).toBe(3);
    expect(before.items[0]).toMatchObject({ type: 'page', id: pageId, fields: null, status: 'missing' });
    expect(before.items[0]!.source).toEqual({ title: expect.any(String), meta_title: 'Meta title', meta_description: 'Meta description' });
    // website (1) + 3 pages, nothing translated yet.
    expect(before.counts).toEqual({ missing: 4, outdated: 0, current: 0 });

    const saved = await put(m.token, `page/${pageId}/es`, { title: 'Inicio', meta_title: '  ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ type: 'page', id: pageId, fields: { title: 'Inicio' }, status: 'current' });
    expect((await list(m.token, 'locale=es')).counts).toEqual({ missing: 3, outdated: 0, current: 1 });

    await m.db.prepare('UPDATE pages SET title = ? WHERE id = ?').bind('Home page', pageId).run();
    const after = await list(m.token, 'locale=es&status=outdated');
    expect(after.items).toEqual([expect.objectContaining({ id: pageId, status: 'outdated', fields: { title: 'Inicio' } })]);
    expect(after.counts).toEqual({ missing: 3, outdated: 1, current: 0 });
    // Another locale has its own statuses.
    expect((await list(m.token, 'locale=am')).counts).toEqual({ missing: 4, outdated: 0, current: 0 });
  });

  it('pages and filters by type and status over every kind of resource', async () => {
    const m = await translatingMerchant();
    const pageId = await firstPageId(m.websiteId);
    await sectionOf(m.websiteId, pageId, 'text', { text: 'Hello' });
    await productFixture(m.websiteId, { name: 'Mug' });
    await m.db
      .prepare(`INSERT INTO heroes (website_id, title, subtitle, image_key) VALUES (?, 'Hi', 'Sub', 'hero/x.png')`)
      .bind(m.websiteId)
      .run();
    await call(m.token, '/website/header', 'PUT', { html_content: '', navs: [{ title: 'Shop', link: '/shop' }] });
    const all = await list(m.token, 'locale=es&limit=100');
    expect(all.items.map((i) => i.type)).toEqual(['website', 'nav_item', 'hero', 'page', 'page', 'page', 'section', 'product']);
    expect(all.total).toBe(8);
    const paged = await list(m.token, 'locale=es&limit=3&page=2');
    expect(paged).toMatchObject({ total: 8, page: 2, limit: 3 });
    expect(paged.items.map((i) => i.type)).toEqual(['page', 'page', 'page']);
    const section = await list(m.token, 'locale=es&type=section');
    expect(section.items[0]!.source).toEqual({ title: 'Intro', 'content.text': 'Hello' });
    expect((await list(m.token, 'locale=es&type=product')).items[0]!.source).toEqual({
      name: 'Mug',
      description: 'A product',
      category: 'General',
    });
    expect((await list(m.token, 'locale=es&status=current')).total).toBe(0);
  });
});

describe('save and delete', () => {
  it('saves a form section field by field (labels and hints), replaces on a second PUT and deletes with 204', async () => {
    const m = await translatingMerchant();
    const sectionId = await sectionOf(m.websiteId, await firstPageId(m.websiteId), 'form', { Name: 'Your name', Message: '' });
    const fields = { title: 'Contacto', 'label.Name': 'Nombre', 'content.Name': 'Tu nombre', 'label.Message': 'Mensaje' };
    const first = await put(m.token, `section/${sectionId}/am`, fields);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ fields, status: 'current' });
    expect(first.body.source).toEqual({
      title: 'Intro',
      'label.Name': 'Name',
      'content.Name': 'Your name',
      'label.Message': 'Message',
      'content.Message': '',
    });
    expect((await put(m.token, `section/${sectionId}/am`, { title: 'ዕውቂያ' })).body.fields).toEqual({ title: 'ዕውቂያ' });

    const del = await call(m.token, `/website/translations/section/${sectionId}/am`, 'DELETE');
    expect(del.status).toBe(204);
    expect((await list(m.token, 'locale=am&type=section')).items[0]).toMatchObject({ fields: null, status: 'missing' });
    // Deleting what is not there is still 204: the resource is the merchant's.
    expect((await call(m.token, `/website/translations/section/${sectionId}/am`, 'DELETE')).status).toBe(204);
  });

  it('answers 400 at the field for a bad type, locale, field, value or length', async () => {
    const m = await translatingMerchant();
    await setLocales(m.token, { default: 'en', enabled: ['es'] });
    const w = m.websiteId;
    const cases: [string, unknown, string[], string][] = [
      [`shop/${w}/es`, { title: 'x' }, ['path', 'type'], 'resourceTypeUnknown'],
      [`website/${w}/fr`, { title: 'x' }, ['path', 'locale'], 'localeUnknown'],
      [`website/${w}/am`, { title: 'x' }, ['path', 'locale'], 'localeNotEnabled'],
      [`website/${w}/en`, { title: 'x' }, ['path', 'locale'], 'localeIsDefault'],
      [`website/${w}/es`, { slug: 'x' }, ['body', 'fields', 'slug'], 'translationFieldUnknown'],
      // Object.prototype's names are no fields of a resource (they passed an `in`-style check and were stored).
      [`website/${w}/es`, { constructor: 'x' }, ['body', 'fields', 'constructor'], 'translationFieldUnknown'],
      [`website/${w}/es`, { toString: 'x' }, ['body', 'fields', 'toString'], 'translationFieldUnknown'],
      [`website/${w}/es`, { hasOwnProperty: 'x' }, ['body', 'fields', 'hasOwnProperty'], 'translationFieldUnknown'],
      [`website/${w}/es`, JSON.parse('{"__proto__":"x"}'), ['body', 'fields', '__proto__'], 'translationFieldUnknown'],
      [`website/${w}/es`, { title: 5 }, ['body', 'fields', 'title'], 'fieldNotText'],
      [`website/${w}/es`, { title: 'x'.repeat(81) }, ['body', 'fields', 'title'], 'tooLong'],
      [`website/${w}/es`, ['title'], ['body', 'fields'], 'contentObject'],
    ];
    for (const [path, fields, loc, rule] of cases) {
      const res = await put(m.token, path, fields);
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.detail?.[0], path).toMatchObject({ loc, rule });
    }
    const noFields = await call(m.token, `/website/translations/website/${w}/es`, 'PUT', {});
    expect(noFields.status).toBe(400);
    const list400 = await call(m.token, '/website/translations?locale=en');
    expect(list400.status).toBe(400);
    expect(((await list400.json()) as { detail: { loc: string[] }[] }).detail[0]!.loc).toEqual(['query', 'locale']);
    expect((await call(m.token, '/website/translations?locale=es&type=shop')).status).toBe(400);
    expect(await translationCount(w)).toBe(0);
  });

  it("answers 404 for another merchant's resource and never lists theirs", async () => {
    const mine = await translatingMerchant();
    const theirs = await translatingMerchant();
    const theirPage = await firstPageId(theirs.websiteId);
    const theirProduct = await productFixture(theirs.websiteId);
    await put(theirs.token, `page/${theirPage}/es`, { title: 'Suya' });
    for (const path of [
      `page/${theirPage}/es`,
      `product/${theirProduct}/es`,
      `website/${theirs.websiteId}/es`,
      `hero/${mine.websiteId}/es`,
      'page/abc/es',
    ]) {
      const res = await put(mine.token, path, { title: 'Mía' });
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('resource_not_found');
    }
    expect((await call(mine.token, `/website/translations/page/${theirPage}/es`, 'DELETE')).status).toBe(404);
    const listed = await list(mine.token, 'locale=es&limit=100');
    expect(listed.items.every((i) => i.id !== theirPage && i.id !== theirs.websiteId)).toBe(true);
    expect(await translationCount(theirs.websiteId)).toBe(1);
  });

  it('needs a session', async () => {
    expect((await call('', '/website/locales')).status).toBe(401);
    expect((await call('', '/website/translations?locale=es')).status).toBe(401);
  });
});

describe('navigation links', () => {
  it('say where each is: a header and a footer link of the same title are two items told apart by place', async () => {
    const m = await translatingMerchant();
    await call(m.token, '/website/header', 'PUT', { html_content: '', navs: [{ title: 'About', link: '/about' }] });
    await call(m.token, '/website/footer', 'PUT', { html_content: '', navs: [{ title: 'About', link: '/about' }] });
    const items = (await list(m.token, 'locale=es&type=nav_item')).items;
    expect(items.map((i) => [i.source.title, i.place])).toEqual([
      ['About', 'header'],
      ['About', 'footer'],
    ]);
    // A save answers with the item as the list has it, place included.
    expect((await put(m.token, `nav_item/${items[1]!.id}/es`, { title: 'Acerca' })).body).toMatchObject({ place: 'footer' });
  });
});

describe('translations go with their resource', () => {
  it('deleting a page deletes its and its sections translations; a product, a nav item and a section too', async () => {
    const m = await translatingMerchant();
    const pageId = await firstPageId(m.websiteId);
    const sectionId = await sectionOf(m.websiteId, pageId, 'text', { text: 'Hi' });
    const productId = await productFixture(m.websiteId);
    await call(m.token, '/website/header', 'PUT', {
      html_content: '',
      navs: [
        { title: 'Shop', link: '/shop' },
        { title: 'About', link: '/about' },
      ],
    });
    const navs = (await list(m.token, 'locale=es&type=nav_item')).items.map((i) => i.id);
    await put(m.token, `page/${pageId}/es`, { title: 'Inicio' });
    await put(m.token, `section/${sectionId}/es`, { 'content.text': 'Hola' });
    await put(m.token, `product/${productId}/am`, { name: 'ኩባያ' });
    await put(m.token, `nav_item/${navs[0]}/es`, { title: 'Tienda' });
    await put(m.token, `nav_item/${navs[1]}/es`, { title: 'Acerca' });
    expect(await translationCount(m.websiteId)).toBe(5);

    // Saving the header again keeps its items' rows, so their translations stay (outdated when the title changed).
    await call(m.token, '/website/header', 'PUT', { html_content: '', navs: [{ title: 'Store', link: '/shop' }] });
    const navItems = (await list(m.token, 'locale=es&type=nav_item')).items;
    expect(navItems).toEqual([expect.objectContaining({ id: navs[0], status: 'outdated', fields: { title: 'Tienda' } })]);
    expect(await translationCount(m.websiteId)).toBe(4);

    await m.db.prepare('DELETE FROM pages WHERE id = ?').bind(pageId).run();
    await m.db.prepare('DELETE FROM products WHERE id = ?').bind(productId).run();
    expect(await translationCount(m.websiteId)).toBe(1);
  });
});
