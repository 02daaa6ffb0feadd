// The store directory (DESIGN §20, packages/db directory.ts): a new store's id and shard come from CONTROL, a
// merchant's store and a name are found there without reading a shard, and an isolate reuses a directory row for at
// most the store-row bound of DESIGN §8, or not at all once told to forget it.
import { env } from 'cloudflare:test';
import { forgetStore, leastFilledShard, SHARDS, STORE_ENTRY_REUSE_MS, storeEntry, storeIdByDomain } from '@app/db';
import { describe, expect, it } from 'vitest';
import { merchantFixture, merchantWithWebsiteFixture } from './fixtures';
import { api, unique } from './helpers';

const entryRow = (id: number) =>
  env.CONTROL.prepare('SELECT id, owner_id, domain, shard, status FROM stores WHERE id = ?').bind(id).first();

describe('store directory', () => {
  it("creating a website writes the store's directory row, whose id the store's rows carry", async () => {
    const m = await merchantFixture();
    const domain = unique('dir');
    const res = await api('/website/', { method: 'POST', token: m.token, json: { domain, title: 'T', description: 'D' } });
    expect(res.status).toBe(200);
    const site = (await res.json()) as { id: number };
    expect(await entryRow(site.id)).toEqual({ id: site.id, owner_id: m.userId, domain, shard: expect.any(String), status: 'active' });
    expect(SHARDS).toContain(((await entryRow(site.id)) as { shard: string }).shard);
    expect(await storeIdByDomain(env, domain)).toBe(site.id);
  });

  it('a name or an owner the directory already holds is refused with 409, and a refused store leaves no row', async () => {
    const a = await merchantWithWebsiteFixture();
    const b = await merchantFixture();
    const taken = await api('/website/', { method: 'POST', token: b.token, json: { domain: a.domain, title: 'T', description: 'D' } });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { code: string }).code).toBe('domain_taken');
    const second = await api('/website/', {
      method: 'POST',
      token: a.token,
      json: { domain: unique('dir'), title: 'T', description: 'D' },
    });
    expect(((await second.json()) as { code: string }).code).toBe('website_exists');
    const rows = await env.CONTROL.prepare('SELECT count(*) AS n FROM stores WHERE owner_id IN (?, ?)')
      .bind(a.userId, b.userId)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
  });

  it('a renamed store is found by its new name in the directory, not by the old one', async () => {
    const a = await merchantWithWebsiteFixture();
    const renamed = unique('dir');
    const res = await api('/website/', { method: 'PUT', token: a.token, json: { domain: renamed, title: 'T', description: 'D' } });
    expect(res.status).toBe(200);
    expect(await storeIdByDomain(env, renamed)).toBe(a.websiteId);
    expect(await storeIdByDomain(env, a.domain)).toBeNull();
  });

  it('an isolate reuses a directory row for less than the store-row bound, and not at all once it forgets it', async () => {
    const a = await merchantWithWebsiteFixture();
    forgetStore(a.websiteId); // the fixture's placement kept the row at its own time
    const t = Date.now();
    expect((await storeEntry(env, a.websiteId, t))!.status).toBe('active');
    await env.CONTROL.prepare("UPDATE stores SET status = 'moving' WHERE id = ?").bind(a.websiteId).run();
    expect((await storeEntry(env, a.websiteId, t + STORE_ENTRY_REUSE_MS - 1))!.status).toBe('active');
    expect((await storeEntry(env, a.websiteId, t + STORE_ENTRY_REUSE_MS))!.status).toBe('moving');
    await env.CONTROL.prepare("UPDATE stores SET status = 'active' WHERE id = ?").bind(a.websiteId).run();
    forgetStore(a.websiteId);
    expect((await storeEntry(env, a.websiteId, t + STORE_ENTRY_REUSE_MS + 1))!.status).toBe('active');
  });

  it('places a new store on the open shard holding the fewest stores', async () => {
    await merchantWithWebsiteFixture();
    // SHARD_0 holds stores; a shard with none (a name the directory never gave out) is the least filled.
    expect(await leastFilledShard(env, ['SHARD_0', 'SHARD_NEW'])).toBe('SHARD_NEW');
    expect(await leastFilledShard(env, ['SHARD_0'])).toBe('SHARD_0');
  });
});
