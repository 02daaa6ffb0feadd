// The isolate's first-level page cache: entries live as long as the Cache API copy (same TTL), the least recently
// used go first when the byte budget is reached, and a page too big for it is not kept at all.
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../src/memory-cache';

const page = (bytes: number) => ({
  body: new Uint8Array(bytes),
  status: 200,
  headers: [['Content-Type', 'text/html']] as [string, string][],
});

describe('MemoryCache', () => {
  it('returns what was set until the TTL has passed', () => {
    let now = 1_000;
    const m = new MemoryCache(1_000, 60_000, () => now);
    m.set('a', page(10));
    expect(m.get('a')?.body.byteLength).toBe(10);
    now += 59_999;
    expect(m.get('a')).toBeDefined();
    now += 1;
    expect(m.get('a')).toBeUndefined();
    expect(m.size).toBe(0);
    expect(m.usedBytes).toBe(0);
  });

  it('evicts the least recently used entries to stay within its bytes', () => {
    const m = new MemoryCache(400, 60_000);
    m.set('a', page(100));
    m.set('b', page(50));
    m.get('a'); // a is now more recent than b
    m.set('c', page(100));
    m.set('d', page(100));
    m.set('e', page(100)); // 450 > 400: b, the least recently used, goes
    expect(m.get('b')).toBeUndefined();
    for (const k of ['a', 'c', 'd', 'e']) expect(m.get(k)).toBeDefined();
    expect(m.usedBytes).toBe(400);
  });

  it('replaces an entry under the same key and never keeps a page bigger than a quarter of its bytes', () => {
    const m = new MemoryCache(400, 60_000);
    m.set('a', page(50));
    m.set('a', page(80));
    expect(m.size).toBe(1);
    expect(m.usedBytes).toBe(80);
    m.set('big', page(101));
    expect(m.get('big')).toBeUndefined();
    expect(m.usedBytes).toBe(80);
  });
});
