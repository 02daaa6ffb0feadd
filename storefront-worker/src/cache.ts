// Rendered pages in the Cache API (caches.default), with a first level in this isolate's memory (memory-cache.ts).
//
// THE CACHE KEY (the one description of it; other comments point here) holds everything a page depends on:
//   build / store id / content_version / publication hash / language / host / path
// - build: BUILD_ID, the asset URLs baked into the page;
// - content_version: websites.content_version, bumped by the database itself (triggers of edge-api migration 0004)
//   on every insert, update or delete of a row a page shows: the website's domain, title, description and currency,
//   header and footer (table chrome) and their nav items, hero, pages, sections, products (stock included, so a checkout
//   bumps it in its own batch) and product images. An edit therefore changes the key and a stale page is never
//   found; no code path can forget the bump. (The key is built from the store row, which an isolate reuses for
//   STORE_ROW_REUSE_MS, 250 ms: an edit shows on requests that start at most that long after it; data/store-row.ts.)
// - publication hash: the live publication's (websites.live_publication_id -> publications.hash, read by the same
//   query as content_version). Title, description, chrome, hero and pages come from that immutable snapshot, so a
//   publish or rollback changes the key at once, and a draft edit changes only content_version (never the content
//   shown). "-" for a store with no publication yet, which shows its draft (data/content.ts);
// - language; host (absolute URLs in canonical/Open Graph tags); path, plus the grid's parameters on the home page
//   (cachePath; a text search is not cached).
// The short TTL bounds only what no version covers (the copyright year) and the memory the entries hold.
import type { Language } from '@app/contracts/constants';
import { BUILD_ID } from './generated/assets';
import { MemoryCache } from './memory-cache';
import type { StorePage } from './routing';
import { gridSearch, readGridQuery } from './data/grid-query';
import { productSearch } from './data/variant-query';

const CACHE_TTL_SECONDS = 60;
const CACHE_ORIGIN = 'https://storefront-cache.internal';
const VARY = 'Accept-Language, Cookie';
/** Memory for the isolate's first-level page cache; a 48-product home is ~90 KB. */
const MEMORY_BYTES = 8 * 1024 * 1024;

export interface CacheKeyParts {
  storeId: number;
  version: number;
  /** The live publication's hash; null before the store's first publication. */
  hash: string | null;
  lang: Language;
  host: string;
  /** Path plus the query parameters the page depends on (normalised by the caller). */
  path: string;
}

export function cacheKey(p: CacheKeyParts, build = BUILD_ID): Request {
  const host = encodeURIComponent(p.host.toLowerCase());
  return new Request(`${CACHE_ORIGIN}/${build}/${p.storeId}/${p.version}/${p.hash ?? '-'}/${p.lang}/${host}${p.path}`);
}

/**
 * The part of the URL a page depends on: the path without a trailing slash and, on the home page, the grid's
 * parameters in their normal form (data/grid-query.ts), on a product page the chosen variant (data/variant-query.ts).
 * Nothing else of the URL (another query parameter, a trailing slash) may be rendered into a page.
 */
export function pagePath(url: URL, page: StorePage): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (page.kind === 'home') return `${path}${gridSearch(readGridQuery(url))}`;
  return page.kind === 'product' ? `${path}${productSearch(url)}` : path;
}

/**
 * The page's path in its cache key, or undefined for a text search, which is never cached: its keys are unbounded,
 * and a stream of made-up searches would push the real pages out of the isolate's memory. Category, sort and page
 * are bounded by the store's own data, so those pages are cached like the plain home.
 */
export function cachePath(url: URL, page: StorePage): string | undefined {
  if (page.kind === 'home' && readGridQuery(url).q) return undefined;
  // A chosen variant's page is rendered fresh for the same reason: any number or value can be asked for, and only
  // the product's own are bounded. The plain product page, the one links and the sitemap point to, is cached.
  if (page.kind === 'product' && productSearch(url)) return undefined;
  return pagePath(url, page);
}

const cache = () => (caches as unknown as { default: Cache }).default;

/** Pages this isolate stored, for hits without a round trip to the cache (memory-cache.ts). */
export const memory = new MemoryCache(MEMORY_BYTES, CACHE_TTL_SECONDS * 1000);

function asHit(res: Response): Response {
  res.headers.set('Cache-Control', 'no-cache');
  res.headers.set('Vary', VARY);
  res.headers.set('X-Cache', 'HIT');
  return res;
}

/** A cached page, marked as a hit, or undefined: from this isolate's memory first, then from the Cache API. */
export async function fromCache(key: Request): Promise<Response | undefined> {
  const kept = memory.get(key.url);
  if (kept) return asHit(new Response(kept.body, { status: kept.status, headers: kept.headers }));
  const hit = await cache().match(key);
  if (!hit) return undefined;
  return asHit(new Response(hit.body, hit));
}

export function cacheable(res: Response): boolean {
  return res.status === 200 && !res.headers.has('Set-Cookie');
}

/**
 * Returns the response for the client and, when it may be cached, stores a copy once the client has it all. The
 * chunks are passed on as they come and kept aside; the copy is one buffer with a Content-Length. A tee() would tie
 * the client's stream to the pace of the cache write (in workerd the slower branch holds the faster one back; locally
 * a streamed put of 100 KB took ~200 ms, and the shopper waited for it). Responses that set cookies or are not 200
 * are never stored; a response the client abandons is not stored either (flush never runs).
 */
export function storeInCache(key: Request, res: Response, waitUntil: (p: Promise<unknown>) => void): Response {
  res.headers.set('X-Cache', 'MISS');
  if (!cacheable(res) || !res.body) return res;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const headers = new Headers(res.headers);
  headers.set('Cache-Control', `public, max-age=${CACHE_TTL_SECONDS}`);
  headers.delete('X-Cache');
  // The key already holds the language; a Vary on the stored copy could only make lookups miss.
  headers.delete('Vary');
  const keep = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      chunks.push(chunk);
      size += chunk.byteLength;
      controller.enqueue(chunk);
    },
    flush() {
      const body = new Uint8Array(size);
      let at = 0;
      for (const c of chunks) {
        body.set(c, at);
        at += c.byteLength;
      }
      headers.set('Content-Length', String(size));
      // Stored in memory and in the Cache API at the same moment with the same TTL: the first level never outlives
      // the second.
      memory.set(key.url, { body, status: res.status, headers: [...headers] });
      const copy = new Response(body, { status: res.status, headers });
      waitUntil(
        cache()
          .put(key, copy)
          .catch((err: unknown) => console.error('cache put failed', err)),
      );
    },
  });
  return new Response(res.body.pipeThrough(keep), res);
}
