// A publication's media outlives the draft's use of it: replacing the hero keeps the published image for rollback.
import { describe, expect, it } from 'vitest';
import { pruneOrphanMedia } from '../src/services/housekeeping';
import { merchantWithWebsiteFixture } from './fixtures';
import { api, env, shardOf } from './helpers';
import { file, form, png } from './media';
import { call, publish } from './publishing-helpers';

const heroKey = async (websiteId: number) =>
  (await (
    await shardOf(websiteId)
  )
    .prepare('SELECT image_key AS k FROM heroes WHERE website_id = ?')
    .bind(websiteId)
    .first<{ k: string }>())!.k;

describe('published media', () => {
  it('keeps a replaced hero image that a publication shows, and restores it', async () => {
    const m = await merchantWithWebsiteFixture();
    const hero = (seed: number) =>
      api('/website/hero', {
        method: 'POST',
        token: m.token,
        body: form({ title: 'H', subtitle: 'S', background_image: file(png(2, 2, seed)) }),
      });
    expect((await hero(1)).status).toBe(201);
    const first = await heroKey(m.websiteId);
    const p = await publish(m.token);
    expect(p.status).toBe(201);
    expect((await hero(2)).status).toBe(200);
    expect(await heroKey(m.websiteId)).not.toBe(first);
    // Still in R2, and the daily orphan sweep (even a day later) leaves it.
    expect(await env.MEDIA.head(first)).not.toBeNull();
    await pruneOrphanMedia(env, env.MEDIA, Date.now() + 3 * 86_400_000);
    expect(await env.MEDIA.head(first)).not.toBeNull();
    expect((await call(m.token, `/website/publications/${p.body.publication.id}/restore`, 'POST')).status).toBe(200);
    expect(await heroKey(m.websiteId)).toBe(first);
  });
});
