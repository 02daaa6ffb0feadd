// Contact forms: the public submit (checked against the section's own keys, rate-limited) and the owner's inbox.
import { describe, expect, it } from 'vitest';
import { CONTACT_MAX_PER_HOUR_PER_CLIENT, type ContactMessage, type ContactMessagePage, type ErrorBody } from '@app/contracts';
import { api, randomIp, shardOf } from './helpers';
import { merchantWithWebsiteFixture } from './fixtures';

type Site = Awaited<ReturnType<typeof merchantWithWebsiteFixture>>;
const FORM = { name: 'Your name', email: 'Email', message: 'Message' };

async function section(site: Site, opts: { slug?: string; type?: string; published?: boolean; content?: object } = {}) {
  const slug = opts.slug ?? 'contact-us';
  const db = await shardOf(site.websiteId);
  if (opts.published === false) {
    await db
      .prepare(`INSERT INTO pages (website_id, title, slug, is_published) VALUES (?, 'Draft', ?, 0)`)
      .bind(site.websiteId, slug)
      .run();
  }
  const page = await db
    .prepare('SELECT id FROM pages WHERE website_id = ? AND slug = ?')
    .bind(site.websiteId, slug)
    .first<{ id: number }>();
  const row = await db
    .prepare(`INSERT INTO sections (website_id, page_id, title, type, content) VALUES (?, ?, 'Write to us', ?, ?) RETURNING id`)
    .bind(site.websiteId, page!.id, opts.type ?? 'form', JSON.stringify(opts.content ?? FORM))
    .first<{ id: number }>();
  return row!.id;
}

/** A submission; the sender's email (required since #34 item 5) is added unless the case gives its own. */
const submit = (websiteId: number | string, json: Record<string, unknown>, ip = randomIp()) =>
  api(`/stores/${websiteId}/contact`, { method: 'POST', json: { email: 'ada@example.com', ...json }, headers: { 'CF-Connecting-IP': ip } });
const stored = async (websiteId: number) =>
  (
    await (
      await shardOf(websiteId)
    )
      .prepare(
        'SELECT section_id, page_slug, section_title, fields, sender_email, is_read FROM contact_messages WHERE website_id = ? ORDER BY id',
      )
      .bind(websiteId)
      .all()
  ).results;

async function expectError(res: Response, status: number, code: string, loc?: string[]) {
  expect(res.status).toBe(status);
  const b = (await res.json()) as ErrorBody;
  expect(b.code).toBe(code);
  if (loc) expect(b.detail?.[0].loc).toEqual(loc);
}

describe('POST /stores/:website_id/contact', () => {
  it('stores a submission with the section title and page slug (201), values as given, missing keys empty', async () => {
    const site = await merchantWithWebsiteFixture();
    const id = await section(site);
    const res = await submit(site.websiteId, { section_id: id, fields: { name: 'Ada', message: '<script>alert(1)</script> hi ' } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ received: true });
    expect(await stored(site.websiteId)).toEqual([
      {
        section_id: id,
        page_slug: 'contact-us',
        section_title: 'Write to us',
        fields: JSON.stringify({ name: 'Ada', email: '', message: '<script>alert(1)</script> hi' }),
        sender_email: 'ada@example.com',
        is_read: 0,
      },
    ]);
  });

  it('refuses an unknown key, a non-text or too long value, and all blank, at the field (400)', async () => {
    const site = await merchantWithWebsiteFixture();
    const id = await section(site);
    await expectError(await submit(site.websiteId, { section_id: id, fields: { phone: '1' } }), 400, 'validation_failed', [
      'body',
      'fields',
      'phone',
    ]);
    await expectError(await submit(site.websiteId, { section_id: id, fields: { name: 5 } }), 400, 'validation_failed', [
      'body',
      'fields',
      'name',
    ]);
    await expectError(await submit(site.websiteId, { section_id: id, fields: { message: 'x'.repeat(2001) } }), 400, 'validation_failed', [
      'body',
      'fields',
      'message',
    ]);
    await expectError(await submit(site.websiteId, { section_id: id, fields: { name: '  ', email: '' } }), 400, 'validation_failed', [
      'body',
      'fields',
      'name',
    ]);
    await expectError(await submit(site.websiteId, { section_id: id, fields: 'hello' }), 400, 'validation_failed', ['body', 'fields']);
    const bad = await api(`/stores/${site.websiteId}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    await expectError(bad, 400, 'invalid_json');
    expect((await submit(site.websiteId, { section_id: id, fields: { message: 'x'.repeat(2000) } })).status).toBe(201);
    expect(await stored(site.websiteId)).toHaveLength(1);
  });

  it('needs the sender’s email to reply to: missing, blank, not text or not an email is refused at `email` (#34 item 5)', async () => {
    const site = await merchantWithWebsiteFixture();
    const id = await section(site);
    const fields = { name: 'Ada', message: 'Do you ship?' };
    for (const [email, rule] of [
      [undefined, 'emailRequired'],
      ['  ', 'emailRequired'],
      [42, 'emailInvalid'],
      ['ada@', 'emailInvalid'],
      [`${'a'.repeat(250)}@e.co`, 'emailInvalid'],
    ] as const) {
      const res = await submit(site.websiteId, { section_id: id, fields, email });
      expect(res.status, String(email)).toBe(400);
      expect(((await res.json()) as ErrorBody).detail?.[0]).toMatchObject({ loc: ['body', 'email'], rule });
    }
    expect(await stored(site.websiteId)).toEqual([]);
    expect((await submit(site.websiteId, { section_id: id, fields, email: ' Ada@Example.com ' })).status).toBe(201);
    const [row] = await stored(site.websiteId);
    expect(row).toMatchObject({ sender_email: 'ada@example.com' });
    const inbox = (await (await api('/website/messages', { token: site.token })).json()) as ContactMessagePage;
    expect(inbox.items[0]).toMatchObject({ email: 'ada@example.com', fields: { name: 'Ada', message: 'Do you ship?' } });
  });

  it('answers 404 section_not_found for a text section, an unpublished page, another store and bad ids', async () => {
    const site = await merchantWithWebsiteFixture();
    const other = await merchantWithWebsiteFixture();
    const text = await section(site, { type: 'text', content: { text: 'hi' } });
    const draft = await section(site, { slug: 'draft', published: false });
    const theirs = await section(other);
    for (const [store, sectionId] of [
      [site.websiteId, text],
      [site.websiteId, draft],
      [site.websiteId, theirs],
      [site.websiteId, 999_999_999],
      [site.websiteId, '1'],
      [999_999_999, theirs],
    ] as const) {
      await expectError(await submit(store, { section_id: sectionId, fields: { name: 'x' } }), 404, 'section_not_found');
    }
    expect(await stored(site.websiteId)).toEqual([]);
    expect(await stored(other.websiteId)).toEqual([]);
  });

  it(`limits a client to ${CONTACT_MAX_PER_HOUR_PER_CLIENT} an hour (429 with Retry-After)`, async () => {
    const site = await merchantWithWebsiteFixture();
    const id = await section(site);
    const ip = randomIp();
    for (let i = 0; i < CONTACT_MAX_PER_HOUR_PER_CLIENT; i++)
      expect((await submit(site.websiteId, { section_id: id, fields: { name: `n${i}` } }, ip)).status).toBe(201);
    const over = await submit(site.websiteId, { section_id: id, fields: { name: 'late' } }, ip);
    await expectError(over, 429, 'rate_limited');
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await stored(site.websiteId)).toHaveLength(CONTACT_MAX_PER_HOUR_PER_CLIENT);
  });
});

describe('the inbox (/website/messages)', () => {
  async function withMessages() {
    const site = await merchantWithWebsiteFixture();
    const id = await section(site);
    for (let i = 0; i < 12; i++) {
      await site.db
        .prepare(
          `INSERT INTO contact_messages (website_id, section_id, page_slug, section_title, fields, created_at) VALUES (?, ?, 'contact-us', 'Write to us', ?, ?)`,
        )
        .bind(site.websiteId, id, JSON.stringify({ name: `n${i}` }), new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString())
        .run();
    }
    return { site, sectionId: id };
  }

  it('pages messages newest first with total and unread; marks read and unread; deletes', async () => {
    const { site, sectionId } = await withMessages();
    const res = await api('/website/messages', { token: site.token });
    expect(res.status).toBe(200);
    const p1 = (await res.json()) as ContactMessagePage;
    expect([p1.total, p1.unread, p1.page, p1.limit, p1.items.length]).toEqual([12, 12, 1, 10, 10]);
    const newest = p1.items[0];
    expect(newest).toEqual({
      id: expect.any(Number),
      section_id: sectionId,
      section_title: 'Write to us',
      page_slug: 'contact-us',
      fields: { name: 'n11' },
      email: '',
      read: false,
      created_at: '2026-01-01T00:11:00.000Z',
    } satisfies ContactMessage);

    const read = await api(`/website/messages/${newest.id}`, { method: 'PUT', token: site.token, json: { read: true } });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ ...newest, read: true });
    expect(await (await api('/website/messages/unread-count', { token: site.token })).json()).toEqual({ unread: 11 });
    const unread = await api(`/website/messages/${newest.id}`, { method: 'PUT', token: site.token, json: { read: false } });
    expect(((await unread.json()) as ContactMessage).read).toBe(false);

    const del = await api(`/website/messages/${newest.id}`, { method: 'DELETE', token: site.token });
    expect(del.status).toBe(204);
    const after = (await (await api('/website/messages?page=2&limit=5', { token: site.token })).json()) as ContactMessagePage;
    expect([after.total, after.unread, after.items.map((m) => m.fields.name)]).toEqual([11, 11, ['n5', 'n4', 'n3', 'n2', 'n1']]);
  });

  it("answers another merchant's message with 404 message_not_found and leaves it alone", async () => {
    const { site } = await withMessages();
    const other = await merchantWithWebsiteFixture();
    const [mine] = ((await (await api('/website/messages', { token: site.token })).json()) as ContactMessagePage).items;
    await expectError(
      await api(`/website/messages/${mine.id}`, { method: 'PUT', token: other.token, json: { read: true } }),
      404,
      'message_not_found',
    );
    await expectError(await api(`/website/messages/${mine.id}`, { method: 'DELETE', token: other.token }), 404, 'message_not_found');
    await expectError(await api('/website/messages/abc', { method: 'DELETE', token: site.token }), 404, 'message_not_found');
    expect(((await (await api('/website/messages', { token: other.token })).json()) as ContactMessagePage).total).toBe(0);
    expect(await (await api('/website/messages/unread-count', { token: site.token })).json()).toEqual({ unread: 12 });
  });

  it('validates the read flag and the paging, and needs a session', async () => {
    const { site } = await withMessages();
    const [m] = ((await (await api('/website/messages', { token: site.token })).json()) as ContactMessagePage).items;
    for (const json of [{}, { read: 'yes' }, { read: 1 }]) {
      await expectError(await api(`/website/messages/${m.id}`, { method: 'PUT', token: site.token, json }), 400, 'validation_failed', [
        'body',
        'read',
      ]);
    }
    expect((await api('/website/messages?limit=0', { token: site.token })).status).toBe(400);
    expect((await api('/website/messages')).status).toBe(401);
    expect((await api('/website/messages/unread-count')).status).toBe(401);
  });
});
