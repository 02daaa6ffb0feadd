// The store row an isolate reuses for STORE_ROW_REUSE_MS (data/store-row.ts), and DESIGN §8's bound on it: an edit or
// a publish shows on every request that starts more than 250 ms after it answered. No test here waits: findStore
// takes the request's start time, and the Worker-level tests move the clock (vi fake Date) instead of sleeping. The
// Worker under the other tests reads on every request (vitest.config.ts sets 0).
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../src/index';
import { findStore, rowReuseMs, STORE_ROW_REUSE_MAX_MS } from '../src/data/store-row';
import type { Lookup } from '../src/routing';
import { createStore, edit, ORIGIN, publish, unique } from './fixtures';

/** findStore's row (a former name's redirect counts as none here). */
async function find(...[lookup, reuse, at]: [Lookup, number, number]) {
  const row = await findStore(env, lookup, reuse, at);
  return row && 'id' in row ? row : null;
}

const BOUND = 250;
const T = 1_900_000_000_000;

describe('the store row within the reuse window (request start times given)', () => {
  it('a request starting 249 ms after the read may reuse it; one at +250 or +251 reads afresh', async () => {
    const s = await createStore();
    const lookup = { domain: s.domain };
    const before = (await find(lookup, BOUND, T))!;
    await edit(s.id, 'UPDATE websites SET title = ? WHERE id = ?', 'Renamed', s.id);
    expect((await find(lookup, BOUND, T + 249))!.version).toBe(before.version);
    const fresh = (await find(lookup, BOUND, T + 251))!;
    expect(fresh.version).toBeGreaterThan(before.version);
    // Exactly at the bound counts as past it.
    await edit(s.id, 'UPDATE websites SET title = ? WHERE id = ?', 'Renamed again', s.id);
    expect((await find(lookup, BOUND, T + 251 + 250))!.version).toBeGreaterThan(fresh.version);
  });

  it('a reuse never extends the window: it is counted from the read', async () => {
    const s = await createStore();
    const lookup = { id: s.id };
    const first = (await find(lookup, BOUND, T))!;
    await edit(s.id, 'UPDATE websites SET title = ? WHERE id = ?', 'Edited', s.id);
    for (const at of [1, 100, 200, 249]) expect((await find(lookup, BOUND, T + at))!.version).toBe(first.version);
    expect((await find(lookup, BOUND, T + 251))!.version).toBeGreaterThan(first.version);
  });

  it('a write that answers after the read shows 251 ms after it answered at the latest', async () => {
    const s = await createStore();
    const lookup = { domain: s.domain };
    await find(lookup, BOUND, T);
    const answered = T + 200; // the publish answers while the row read at T is still kept
    const pub = await publish(s.id);
    expect((await find(lookup, BOUND, answered + 49))!.hash).toBeNull();
    expect((await find(lookup, BOUND, answered + 251))!.hash).toBe(pub.hash);
  });

  it('a longer STORE_ROW_REUSE_MS or reuseMs never stretches the bound', async () => {
    const s = await createStore();
    const lookup = { domain: s.domain };
    expect(rowReuseMs({ STORE_ROW_REUSE_MS: '600000' })).toBe(BOUND);
    expect(STORE_ROW_REUSE_MAX_MS).toBe(BOUND);
    await find(lookup, 5000, T);
    const pub = await publish(s.id);
    expect((await find(lookup, 5000, T + 251))!.hash).toBe(pub.hash);
  });

  it('lookups by id and by domain are kept apart', async () => {
    const s = await createStore();
    expect((await find({ id: s.id }, BOUND, T))!.hash).toBeNull();
    const pub = await publish(s.id);
    expect((await find({ id: s.id }, BOUND, T + 10))!.hash).toBeNull();
    expect((await find({ domain: s.domain }, BOUND, T + 10))!.hash).toBe(pub.hash);
    // Without a window (previews, and the tests' Worker) the lookup reads afresh at once.
    expect((await find({ id: s.id }, 0, T + 10))!.hash).toBe(pub.hash);
  });

  it('never keeps a store that does not exist: one created a moment later is found at once', async () => {
    const domain = unique('later');
    expect(await find({ domain }, BOUND, T)).toBeNull();
    const s = await createStore({ domain });
    expect((await find({ domain }, BOUND, T + 1))!.id).toBe(s.id);
  });
});

/** The database, with `onRead` called as each of its reads comes back (a read that took time, on a moved clock). */
function withReadHook<T extends object>(target: T, onRead: () => void): T {
  return new Proxy(target, {
    get(t, prop) {
      const v: unknown = Reflect.get(t, prop, t);
      if (typeof v !== 'function') return v;
      return (...args: unknown[]) => {
        const r: unknown = v.apply(t, args);
        if (r instanceof Promise) return r.then((x: unknown) => (onRead(), x));
        return r && typeof r === 'object' ? withReadHook(r, onRead) : r;
      };
    },
  });
}

describe('the bound through the Worker (STORE_ROW_REUSE_MS 250, the clock moved, never waited for)', () => {
  const reusing = { ...env, STORE_ROW_REUSE_MS: '250' } as Env;
  afterEach(() => vi.useRealTimers());

  /** The page's <title>, as the Worker answers a request that starts at `at` on the isolate's clock. */
  async function titleAt(at: number, path: string, workerEnv = reusing): Promise<string> {
    vi.setSystemTime(at);
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`${ORIGIN}${path}`), workerEnv, ctx);
    const html = await res.text();
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    return /<title>([^<]*)<\/title>/.exec(html)![1];
  }

  it('after a publish, a request starting more than 250 ms after it answered shows the new publication', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const s = await createStore({ title: 'First' });
    await publish(s.id);
    const home = `/published/${s.domain}`;
    expect(await titleAt(T, home)).toBe('First');

    vi.setSystemTime(T);
    await edit(s.id, 'UPDATE websites SET title = ? WHERE id = ?', 'Second', s.id);
    await publish(s.id); // answered at T, right after the row was read
    expect(await titleAt(T + 249, home)).toBe('First'); // the window is real: this one may reuse the row
    expect(await titleAt(T + 251, home)).toBe('Second');

    vi.setSystemTime(T + 400);
    await edit(s.id, 'UPDATE websites SET title = ? WHERE id = ?', 'Third', s.id);
    await publish(s.id); // answered at T + 400, inside the window of the row read at T + 251
    expect(await titleAt(T + 400 + 251, home)).toBe('Third');
  });

  it('counts the window from when the read started, not from when a slow read came back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const s = await createStore({ title: 'Old' });
    await publish(s.id);
    const start = T + 10_000;
    let slow = true;
    // The lookup's first read (the directory) starts at `start` and comes back 300 ms later; the publish answered in
    // between (start + 100).
    const slowDb = withReadHook(env.CONTROL, () => {
      if (slow) vi.setSystemTime(start + 300);
      slow = false;
    });
    expect(await titleAt(start, `/published/${s.domain}`, { ...reusing, CONTROL: slowDb })).toBe('Old');
    vi.setSystemTime(start + 300);
    await edit(s.id, 'UPDATE websites SET title = ? WHERE id = ?', 'New', s.id);
    await publish(s.id);
    expect(await titleAt(start + 100 + 251, `/published/${s.domain}`, { ...reusing, CONTROL: slowDb })).toBe('New');
  });
});
