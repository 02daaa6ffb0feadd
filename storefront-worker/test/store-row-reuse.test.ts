// The store row an isolate reuses for STORE_ROW_REUSE_MS (data/store-row.ts): a cache hit then reads no database row,
// and an edit or a publish shows once the window has passed. The Worker under test reads on every request
// (vitest.config.ts sets 0); these call findStore with a window of their own.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { findStore, rowReuseMs } from '../src/data/store-row';
import { createStore, edit, publish, unique } from './fixtures';

const WINDOW_MS = 300;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the store row within the reuse window', () => {
  it('is reused until the window ends, then an edit shows', async () => {
    const s = await createStore();
    const before = (await findStore(env.DB, { domain: s.domain }, WINDOW_MS))!;
    await edit(s.id, 'UPDATE websites SET title = ? WHERE id = ?', 'Renamed', s.id);
    expect((await findStore(env.DB, { domain: s.domain }, WINDOW_MS))!.version).toBe(before.version);
    // Without a window (what the tests' Worker does) the same lookup sees the edit at once.
    const fresh = (await findStore(env.DB, { domain: s.domain }))!;
    expect(fresh.version).toBeGreaterThan(before.version);
    await pause(WINDOW_MS + 50);
    expect((await findStore(env.DB, { domain: s.domain }, WINDOW_MS))!.version).toBe(fresh.version);
  });

  it('shows a publication once the window ends; lookups by id and by domain are kept apart', async () => {
    const s = await createStore();
    expect((await findStore(env.DB, { id: s.id }, WINDOW_MS))!.hash).toBeNull();
    const pub = await publish(s.id);
    expect((await findStore(env.DB, { id: s.id }, WINDOW_MS))!.hash).toBeNull();
    expect((await findStore(env.DB, { domain: s.domain }, WINDOW_MS))!.hash).toBe(pub.hash);
    await pause(WINDOW_MS + 50);
    expect((await findStore(env.DB, { id: s.id }, WINDOW_MS))!.hash).toBe(pub.hash);
  });

  it('never keeps a store that does not exist: one created a moment later is found at once', async () => {
    const domain = unique('later');
    expect(await findStore(env.DB, { domain }, WINDOW_MS)).toBeNull();
    const s = await createStore({ domain });
    expect((await findStore(env.DB, { domain }, WINDOW_MS))!.id).toBe(s.id);
  });
});

describe('STORE_ROW_REUSE_MS', () => {
  it('is a number of milliseconds, 0 when unset or not a positive number, at most 5 s', () => {
    expect(rowReuseMs({ STORE_ROW_REUSE_MS: '250' })).toBe(250);
    expect(rowReuseMs({})).toBe(0);
    expect(rowReuseMs({ STORE_ROW_REUSE_MS: 'soon' })).toBe(0);
    expect(rowReuseMs({ STORE_ROW_REUSE_MS: '-5' })).toBe(0);
    expect(rowReuseMs({ STORE_ROW_REUSE_MS: '600000' })).toBe(5000);
  });
});
