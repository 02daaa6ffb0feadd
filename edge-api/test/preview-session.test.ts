// The builder's preview session (POST /website/preview-session): a 1-hour preview link of purpose 'builder' that
// shows the draft in the builder's frame, is never listed with the share links and is pruned once expired.
import { checkPreviewToken } from '@app/db';
import { describe, expect, it } from 'vitest';
import { prune } from '../src/services/housekeeping';
import { merchantFixture, merchantWithWebsiteFixture } from './fixtures';
import { env } from './helpers';
import { call } from './publishing-helpers';

const SECRET = 'test-preview-secret';
const HOUR = 3600_000;

describe('preview session', () => {
  it('answers a 1-hour draft link that the share list never shows', async () => {
    const m = await merchantWithWebsiteFixture();
    const res = await call(m.token, '/website/preview-session', 'POST');
    expect(res.status).toBe(201);
    const session = (await res.json()) as { url: string; expires_at: string };
    expect(Object.keys(session).sort()).toEqual(['expires_at', 'url']);
    expect(session.url.startsWith(`/published/${m.domain}?preview=`)).toBe(true);
    const ttl = Date.parse(session.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(HOUR - 5000);
    expect(ttl).toBeLessThanOrEqual(HOUR);
    const token = new URL(session.url, 'https://x.test').searchParams.get('preview')!;
    expect(await checkPreviewToken(m.db, SECRET, token)).toMatchObject({ websiteId: m.websiteId });

    const share = await call(m.token, '/website/preview-links', 'POST', {});
    const list = (await (await call(m.token, '/website/preview-links')).json()) as { items: { id: number }[] };
    expect(list.items.map((i) => i.id)).toEqual([((await share.json()) as { id: number }).id]);
  });

  it('is deleted by the daily housekeeping once expired; share links and live sessions stay', async () => {
    const m = await merchantWithWebsiteFixture();
    await call(m.token, '/website/preview-session', 'POST');
    await call(m.token, '/website/preview-session', 'POST');
    await call(m.token, '/website/preview-links', 'POST', { ttl_hours: 1 });
    const rows = (purpose: string) =>
      m.db
        .prepare('SELECT count(*) AS n FROM preview_links WHERE website_id = ? AND purpose = ?')
        .bind(m.websiteId, purpose)
        .first<{ n: number }>()
        .then((r) => r!.n);
    // Two hours on, the 1-hour builder rows and the 1-hour share link have all expired.
    const pruned = await prune(env, Date.now() + 2 * HOUR, [{ shard: 'store', db: m.db }]);
    expect(pruned.shards.store).toMatchObject({ builderPreviews: expect.any(Number) });
    expect((pruned.shards.store as { builderPreviews: number }).builderPreviews).toBeGreaterThanOrEqual(2);
    expect(await rows('builder')).toBe(0);
    expect(await rows('share')).toBe(1);
  });

  it('answers 404 without a website and 401 without a session', async () => {
    const m = await merchantFixture();
    expect((await call(m.token, '/website/preview-session', 'POST')).status).toBe(404);
    expect((await call('', '/website/preview-session', 'POST')).status).toBe(401);
  });
});
