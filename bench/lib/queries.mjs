// D1 rows read and query plans of the hot reads, from the product's own read functions (bundled from
// storefront-worker/src/data and packages/db by esbuild), run against the bench's local D1 through wrangler's
// getPlatformProxy (the same miniflare D1 as `wrangler dev`, which reports meta.rows_read for every statement).
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getPlatformProxy } from 'wrangler';
import { ROOT } from '../../scripts/lib/runtime.mjs';
import { DATABASES } from '../../packages/db/src/shards.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));

async function loadQueries() {
  const outdir = path.join(ROOT, '.wrangler/bench-build');
  mkdirSync(outdir, { recursive: true });
  const outfile = path.join(outdir, 'hot-queries.mjs');
  await build({
    entryPoints: [path.join(HERE, 'hot-queries.entry.js')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    outfile,
    logLevel: 'error',
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

/** A D1 binding that records every statement it runs (SQL, parameters, meta.rows_read). */
function recordingDb(db, log) {
  const wrapStmt = (sql, stmt, params = []) => ({
    __inner: stmt,
    __sql: sql,
    __params: params,
    bind: (...args) => wrapStmt(sql, stmt.bind(...args), args),
    async all() {
      const r = await stmt.all();
      log.push({ sql, params, rowsRead: r.meta.rows_read, db });
      return r;
    },
    async run() {
      const r = await stmt.run();
      log.push({ sql, params, rowsRead: r.meta.rows_read, db });
      return r;
    },
    async first(col) {
      const r = await stmt.all();
      log.push({ sql, params, rowsRead: r.meta.rows_read, db });
      return stmt.first(col);
    },
    async raw(opts) {
      const r = await stmt.all();
      log.push({ sql, params, rowsRead: r.meta.rows_read, db });
      return stmt.raw(opts);
    },
  });
  return {
    prepare: (sql) => wrapStmt(sql, db.prepare(sql)),
    async batch(stmts) {
      const results = await db.batch(stmts.map((s) => s.__inner));
      results.forEach((r, i) => log.push({ sql: stmts[i].__sql, params: stmts[i].__params, rowsRead: r.meta.rows_read, batch: true, db }));
      return results;
    },
    exec: (sql) => db.exec(sql),
    dump: () => db.dump(),
    withSession: () => {
      throw new Error('not used');
    },
  };
}

// "SCAN t" with no index (a full table scan); "SCAN t USING [COVERING] INDEX" and "SEARCH" are index use.
const FULL_SCAN = /^SCAN (?!CONSTANT ROW)(\w+)\b(?! USING (COVERING )?INDEX)/;
// A recursive CTE's own queue (the home's category list: "SCAN cats") holds the rows the query made, not a table's.
const cteNames = (sql) => [...sql.matchAll(/\bWITH\s+RECURSIVE\s+(\w+)/gi)].map((m) => m[1]);
const isFullScan = (sql, detail) => FULL_SCAN.test(detail) && !cteNames(sql).includes(FULL_SCAN.exec(detail)[1]);

/**
 * stores: { small: {id, domain, productId}, big: {...}, ... }. Returns, per page kind and store, the statements with
 * their rows read and plans (and the home's number of cards).
 */
export async function measureQueries(stateDir, stores) {
  const q = await loadQueries();
  const proxy = await getPlatformProxy({
    configPath: path.join(ROOT, 'edge-api/wrangler.toml'),
    persist: { path: path.join(stateDir, 'v3') },
  });
  try {
    // The store directory in CONTROL finds the store and its shard (DESIGN §20), then the shard's own reads.
    const recording = (log) => Object.fromEntries(DATABASES.map(({ binding }) => [binding, recordingDb(proxy.env[binding], log)]));
    const pages = {
      // storefront-worker/src/routes/store.ts + store-pages.tsx: findStore (the directory, then the store's row with
      // the live publication's hash), then gridData (grid page 1; the category list comes with the store row). The
      // rest of the page is the publication's snapshot (R2, kept in isolate memory).
      // (cards: how many product cards the grid shows, for the rows-per-card budget)
      home: async (env, s) => {
        const store = await q.findStore(env, { domain: s.domain });
        const grid = await q.gridData(store.db, store, { q: '', category: '', sort: 'newest', page: 1 });
        return { cards: grid.items.length };
      },
      // findStore, getProduct and its options and variants (readVariants, DESIGN §17: the option picker's data); the
      // rest from the snapshot, as above
      product: async (env, s) => {
        const store = await q.findStore(env, { domain: s.domain });
        await q.getProduct(store.db, s.id, s.productId);
        await q.readVariants(store.db, s.id, [s.productId]);
      },
      // edge-api GET /website/website/:id/products?limit=48: the store by its number in the directory, listProducts
      // (count + page) in its shard, then the page's options and variants (edge-api services/variants.ts withVariants)
      list: async (env, s) => {
        const store = await q.publicStoreById(env, s.id);
        const page = await q.listProducts(store.db, s.id, { page: 1, limit: 48 });
        await q.readVariants(
          store.db,
          s.id,
          page.items.map((p) => p.id),
        );
      },
    };
    const out = {};
    for (const [kind, fn] of Object.entries(pages)) {
      out[kind] = {};
      for (const [which, s] of Object.entries(stores)) {
        const log = [];
        const extra = await fn(recording(log), s);
        for (const st of log) {
          const plan = await st.db
            .prepare(`EXPLAIN QUERY PLAN ${st.sql}`)
            .bind(...st.params)
            .all();
          delete st.db;
          st.plan = plan.results.map((r) => r.detail);
          st.fullScans = st.plan.filter((d) => isFullScan(st.sql, d));
        }
        out[kind][which] = { rowsRead: log.reduce((n, st) => n + st.rowsRead, 0), statements: log, ...extra };
      }
    }
    return out;
  } finally {
    await proxy.dispose();
  }
}
