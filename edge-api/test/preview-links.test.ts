// Preview links: created with a TTL, listed, revoked; tokens checked as the storefront will (packages/db).
import { checkPreviewToken, signPreviewToken, verifyPreviewToken } from '@app/db';
import { describe, expect, it } from 'vitest';
import { merchantWithWebsiteFixture } from './fixtures';
import { call } from './publishing-helpers';

const SECRET = 'test-preview-secret';
type Link = { id: number; url: string; expires_at: string; revoked_at: string | null };

async function create(token: string, json?: unknown): Promise<Link> {
  const res = await call(token, '/website/preview-links', 'POST', json);
  expect(res.status).toBe(201);
  return res.json();
}
const tokenOf = (l: Link) => new URL(l.url, 'https://x.test').searchParams.get('preview')!;

describe('preview links', () => {
  it('creates a link to the store with a signed token that expires after its TTL', async () => {
    const m = await merchantWithWebsiteFixture();
    const before = Date.now();
    const link = await create(m.token);
    expect(link.url.startsWith(`/published/${m.domain}?preview=`)).toBe(true);
    // 24 h from when the server made it, which is between `before` and `after` (never a bound on how long that took;
    // a second's slack for an expiry written to the second).
    const after = Date.now();
    const expires = Date.parse(link.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 24 * 3600_000 - 1000);
    expect(expires).toBeLessThanOrEqual(after + 24 * 3600_000);
    const claims = await checkPreviewToken(m.db, SECRET, tokenOf(link));
    expect(claims).toMatchObject({ websiteId: m.websiteId, linkId: link.id });
    // Past its expiry the same token is refused, row or not.
    expect(await checkPreviewToken(m.db, SECRET, tokenOf(link), Date.parse(link.expires_at) + 1000)).toBeNull();
    const short = await create(m.token, { ttl_hours: 1 });
    expect(Date.parse(short.expires_at) - Date.now()).toBeLessThanOrEqual(3600_000);
    const list = (await (await call(m.token, '/website/preview-links')).json()) as { items: Link[] };
    expect(list.items.map((i) => i.id)).toEqual([short.id, link.id]);
    expect(list.items[0]).not.toHaveProperty('url');
  });

  it('refuses revoked, forged and foreign tokens', async () => {
    const m = await merchantWithWebsiteFixture();
    const link = await create(m.token);
    const token = tokenOf(link);
    const parts = token.split('.');
    const forged = [
      [String(Number(parts[0]) + 1), ...parts.slice(1)].join('.'),
      [...parts.slice(0, 2), String(Number(parts[2]) + 9999), ...parts.slice(3)].join('.'),
      [...parts.slice(0, 4), parts[4].replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))].join('.'),
      'garbage',
      '',
    ];
    for (const f of forged) expect(await checkPreviewToken(m.db, SECRET, f)).toBeNull();
    expect(await checkPreviewToken(m.db, 'another-secret', token)).toBeNull();
    // Signed with our secret but never handed out: no row holds its hash.
    const unissued = await signPreviewToken(SECRET, {
      websiteId: m.websiteId,
      linkId: link.id,
      expires: Math.floor(Date.now() / 1000) + 60,
    });
    expect(await verifyPreviewToken(SECRET, unissued)).not.toBeNull();
    expect(await checkPreviewToken(m.db, SECRET, unissued)).toBeNull();

    const other = await merchantWithWebsiteFixture();
    expect((await call(other.token, `/website/preview-links/${link.id}`, 'DELETE')).status).toBe(404);
    expect(await checkPreviewToken(m.db, SECRET, token)).not.toBeNull();
    expect((await call(m.token, `/website/preview-links/${link.id}`, 'DELETE')).status).toBe(204);
    expect(await checkPreviewToken(m.db, SECRET, token)).toBeNull();
    expect((await call(m.token, '/website/preview-links/99999999', 'DELETE')).status).toBe(404);
  });

  it('answers 400 for a TTL out of 1..168', async () => {
    const m = await merchantWithWebsiteFixture();
    for (const ttl_hours of [0, 169, 1.5, 'x']) {
      expect((await call(m.token, '/website/preview-links', 'POST', { ttl_hours })).status).toBe(400);
    }
  });
});
