// Per store: every store under /published/* shares one origin and so one localStorage. The stored object keeps
// SPEC's shape at its top level ({items, totalQuantity, totalPrice} / {items, wishlistQuantity}) for the store it
// belongs to (`website_id`), and parks other stores' lists under `other_stores` by id. A page of store B therefore
// never shows store A's items, and going back to A finds its cart intact.

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A stored list as found: its fields are untrusted until parsed (shop-items.ts). */
type StoredDoc = { website_id?: number; other_stores?: Record<string, unknown> } & Record<string, unknown>;
/** Other stores' lists, kept as they were stored and written back untouched. */
export type Parked = Record<string, unknown>;

const docOf = (x: unknown): StoredDoc | null => (x && typeof x === 'object' && !Array.isArray(x) ? (x as StoredDoc) : null);

function parse(text: string | null): StoredDoc | null {
  try {
    return docOf(JSON.parse(text ?? 'null'));
  } catch {
    return null;
  }
}

export function createStoredLists(storage: StorageLike, websiteId: number) {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((fn) => fn());
  return {
    /** This store's stored list (unparsed) and the lists parked for other stores. */
    read(key: string): { raw: StoredDoc | null; others: Parked } {
      let raw = parse(storage.getItem(key));
      const others: Parked = { ...(raw?.other_stores ?? {}) };
      // Another store's list: park it, and take this store's parked list (if any) as the current one.
      if (raw && raw.website_id !== undefined && raw.website_id !== websiteId) {
        const { website_id, other_stores: _, ...own } = raw;
        others[String(website_id)] = own;
        raw = docOf(others[String(websiteId)]);
      }
      delete others[String(websiteId)];
      return { raw, others };
    },
    write(key: string, value: object, others: Parked): void {
      const doc: StoredDoc = { ...value, website_id: websiteId };
      if (Object.keys(others).length) doc.other_stores = others;
      try {
        storage.setItem(key, JSON.stringify(doc));
      } catch {
        // storage full or disabled: the change lasts for this page only
      }
      notify();
    },
    /** Called after every change (and by the browser wrapper when another tab changes the storage). */
    subscribe(fn: () => void): () => void {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    notify,
  };
}
export type StoredLists = ReturnType<typeof createStoredLists>;
