// A small first level in front of the Cache API: the pages this isolate stored lately, kept in its memory under the
// same key (described in cache.ts) and for the same TTL. A hot store's hits then skip the
// round trip to the cache; a merchant edit still shows at once, since it bumps the version in the key and the old
// entries are never asked for again (they age out or are evicted). Bounded in bytes: an isolate has 128 MB in all.

export interface MemoryEntry {
  body: Uint8Array;
  status: number;
  headers: [string, string][];
}

interface Slot extends MemoryEntry {
  expires: number;
}

export class MemoryCache {
  private readonly slots = new Map<string, Slot>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): MemoryEntry | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    if (slot.expires <= this.now()) {
      this.drop(key, slot);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order, so eviction takes the first.
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot;
  }

  set(key: string, entry: MemoryEntry): void {
    const old = this.slots.get(key);
    if (old) this.drop(key, old);
    if (entry.body.byteLength > this.maxBytes / 4) return; // one page never pushes out most of the others
    this.slots.set(key, { ...entry, expires: this.now() + this.ttlMs });
    this.bytes += entry.body.byteLength;
    for (const [k, slot] of this.slots) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(k, slot);
    }
  }

  /** Forgets every page (an isolate that starts afresh; tests use it to reach the Cache API copy). */
  clear(): void {
    this.slots.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.slots.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  private drop(key: string, slot: Slot): void {
    this.slots.delete(key);
    this.bytes -= slot.body.byteLength;
  }
}
