// `pnpm bench`: every budget of DESIGN.md §11, measured side by side in one run on this machine (see README in bench/).
// Starts the product on its own port and state, seeds three stores, measures, prints a table and writes
// bench/results/<name>.json per measure. Exit 0 even when a budget fails (it is a report); non-zero when the bench breaks.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ensureNode22, ROOT } from '../scripts/lib/runtime.mjs';

ensureNode22();

const { startProduct } = await import('./lib/server.mjs');
const { createStore, addProducts, bulkProducts, d1 } = await import('./lib/seed.mjs');
const { abRounds } = await import('./lib/load.mjs');
const { measureQueries } = await import('./lib/queries.mjs');
const { launch, shopperJs, dashboardJs } = await import('./lib/js-size.mjs');
const { lighthouseRuns } = await import('./lib/lighthouse.mjs');
const { cpuAvailable, cpuPerRequest } = await import('./lib/cpu.mjs');

const PORT = Number(process.env.BENCH_PORT ?? 8796);
const STATE = path.join(ROOT, '.wrangler/bench-state');
const RESULTS = path.join(ROOT, 'bench/results');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const SCALE_SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 3);
const BIG = Number(process.env.BENCH_BIG ?? 10_000);
const STATIC_DIR = path.join(ROOT, '.site/bench');
const STATIC_FILE = path.join(STATIC_DIR, 'home.html');
const t0 = Date.now();
const log = (...a) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(3)} s]`, ...a);

mkdirSync(RESULTS, { recursive: true });
const rows = [];
function record(name, { measure, value, budget, pass, detail }) {
  rows.push({ name, measure, value, budget, pass });
  writeFileSync(
    path.join(RESULTS, `${name}.json`),
    `${JSON.stringify({ name, measure, value, budget, pass, measuredAt: new Date().toISOString(), detail }, null, 2)}\n`,
  );
}
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
// Each load measurement starts on a settled machine: a cache-miss run writes ~150 MB of cached pages, and their
// write-back to disk would otherwise land in the middle of the next measurement.
const settle = async () => {
  execFileSync('sync');
  await new Promise((r) => setTimeout(r, 3000));
};
const r2 = (x) => Math.round(x * 100) / 100;

let server;
let broken = false;
try {
  log(`starting the product on 127.0.0.1:${PORT} (scripts/start.mjs, STATE_DIR ${path.relative(ROOT, STATE)}) ...`);
  server = await startProduct({ port: PORT, stateDir: STATE, log: (l) => log(l) });
  const base = server.base;
  const api = `${base}/api`;

  // ---- stores ------------------------------------------------------------------------------------------------
  log('seeding: store of 48 products, of 10, and of ' + BIG.toLocaleString('en') + ' ...');
  const s48 = await createStore(api, { username: 'bench48', phone: '+12025550148', domain: 'bench48', title: 'Bench 48' });
  const s10 = await createStore(api, { username: 'bench10', phone: '+12025550110', domain: 'bench10', title: 'Bench 10' });
  const sBig = await createStore(api, { username: 'benchbig', phone: '+12025550199', domain: 'benchbig', title: 'Bench Big' });
  bulkProducts(STATE, sBig.id, BIG - 48); // older than the API-created ones below
  await Promise.all([addProducts(api, s48, 48), addProducts(api, s10, 10), addProducts(api, sBig, 48)]);
  const counts = d1(STATE, `SELECT website_id, count(*) AS n FROM products GROUP BY website_id ORDER BY website_id`, { json: true })[0]
    .results;
  log('products per store id:', counts.map((c) => `${c.website_id}=${c.n}`).join(', '));
  const firstProductId = async (s, oldest) => {
    const res = await (await fetch(`${api}/website/website/${s.id}/products?limit=1`)).json();
    if (!oldest) return res.items[0].id;
    return d1(STATE, `SELECT min(id) AS id FROM products WHERE website_id = ${s.id}`, { json: true })[0].results[0].id;
  };
  s10.productId = await firstProductId(s10, true);
  sBig.productId = await firstProductId(sBig, true); // the oldest of 10,000: the deepest row
  s48.productId = await firstProductId(s48, false);

  const home48 = `/published/${s48.domain}`;
  const get = (p, headers = {}) => fetch(base + p, { headers: { 'accept-encoding': 'identity', ...headers } });

  // ---- static baseline: the same HTML as a static asset of the front door -----------------------------------------
  // The cache-hit HTML of the 48-product home (Host 127.0.0.1:PORT) is written to .site/bench/home.html; wrangler dev
  // serves files added to the [assets] folder without a restart, at /bench/home (its html_handling drops ".html").
  const homeHtml = Buffer.from(await (await get(home48)).arrayBuffer());
  const ensureStatic = async () => {
    mkdirSync(STATIC_DIR, { recursive: true });
    if (!existsSync(STATIC_FILE) || !readFileSync(STATIC_FILE).equals(homeHtml)) writeFileSync(STATIC_FILE, homeHtml);
    for (let i = 0; i < 60; i++) {
      const body = Buffer.from(await (await get('/bench/home')).arrayBuffer());
      if (body.equals(homeHtml)) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('the static copy /bench/home is not served (wrangler dev did not pick up .site/bench/home.html)');
  };
  await ensureStatic();
  const hitCheck = await get(home48);
  await hitCheck.arrayBuffer();
  log(`static copy ready: ${homeHtml.length} bytes; storefront home X-Cache now ${hitCheck.headers.get('x-cache')}`);

  const opts = { rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS, log };
  const STATIC = { label: 'static /bench/home', path: '/bench/home' };

  // ---- throughput ratios --------------------------------------------------------------------------------------------
  log(`cache miss vs static (${ROUNDS} rounds x ${SECONDS} s each side, ${CONNECTIONS} connections, Accept-Encoding: identity)`);
  await settle();
  await ensureStatic();
  const miss = await abRounds(base, { label: 'home miss', path: home48, bustCache: true }, STATIC, opts);
  const missRatio = miss.a.medianRps / miss.b.medianRps;
  record('storefront-home-miss-vs-static', {
    measure: 'home 48, cache miss / static (req/s)',
    value: `${r2(missRatio)} (${miss.a.medianRps.toFixed(0)}/${miss.b.medianRps.toFixed(0)})`,
    budget: '>= 0.25',
    pass: missRatio >= 0.25 && miss.a.counts.hit === 0,
    detail: {
      ratio: missRatio,
      ...miss,
      how: 'every request carries a Host 127.0.0.1:<unused port>; the host is part of the storefront cache key, so every request renders (X-Cache: MISS counted)',
    },
  });

  log('cache hit vs static');
  await settle();
  await ensureStatic();
  await (await get(home48)).arrayBuffer();
  const hit = await abRounds(base, { label: 'home hit', path: home48 }, STATIC, opts);
  const hitRatio = hit.a.medianRps / hit.b.medianRps;
  record('storefront-home-hit-vs-static', {
    measure: 'home 48, cache hit / static (req/s)',
    value: `${r2(hitRatio)} (${hit.a.medianRps.toFixed(0)}/${hit.b.medianRps.toFixed(0)})`,
    budget: '>= 0.8',
    pass: hitRatio >= 0.8,
    detail: { ratio: hitRatio, ...hit },
  });

  if (cpuAvailable()) {
    log('server CPU per request: static, hit, miss (400 requests each, 4 connections)');
    await settle();
    const cpu = await cpuPerRequest(base, [
      STATIC,
      { label: 'home hit', path: home48 },
      { label: 'home miss', path: home48, bustCache: true },
    ]);
    const ms = (label) => cpu[label].cpuMsPerRequest.toFixed(2);
    record('storefront-home-cpu', {
      measure: '(context) server CPU ms/request: static / hit / miss',
      value: `${ms('static /bench/home')} / ${ms('home hit')} / ${ms('home miss')}`,
      budget: '(info)',
      pass: true,
      detail: { ...cpu, how: 'user+system time of every workerd and wrangler process (/proc) over the requests, divided by their number' },
    });
  }

  log('GET product list (48) vs GET /api/health');
  await settle();
  const list = await abRounds(
    base,
    { label: 'product list 48', path: `/api/website/website/${s48.id}/products?limit=48` },
    { label: 'health', path: '/api/health' },
    opts,
  );
  const listRatio = list.a.medianRps / list.b.medianRps;
  record('api-product-list-vs-health', {
    measure: 'GET product list 48 / GET /api/health (req/s)',
    value: `${r2(listRatio)} (${list.a.medianRps.toFixed(0)}/${list.b.medianRps.toFixed(0)})`,
    budget: '>= 0.5',
    pass: listRatio >= 0.5,
    detail: { ratio: listRatio, ...list },
  });

  // ---- 10,000 vs 10: time ---------------------------------------------------------------------------------------------
  const scaleOpts = { rounds: ROUNDS, seconds: SCALE_SECONDS, connections: 1, log };
  const scalePages = {
    home: (s) => ({ label: `home ${s.domain} (miss)`, path: `/published/${s.domain}`, bustCache: true }),
    product: (s) => ({ label: `product ${s.domain} (miss)`, path: `/published/${s.domain}/shop/product/${s.productId}`, bustCache: true }),
    list: (s) => ({ label: `API list ${s.domain}`, path: `/api/website/website/${s.id}/products?limit=48` }),
  };
  const scale = {};
  for (const [kind, target] of Object.entries(scalePages)) {
    log(`${BIG} vs 10 products: ${kind} (mean latency, 1 connection, ${ROUNDS} rounds x ${SCALE_SECONDS} s)`);
    await settle();
    scale[kind] = await abRounds(base, target(sBig), target(s10), scaleOpts);
  }
  log(`${BIG} vs 48 products: home (context: same number of cards on the page)`);
  await settle();
  scale.home48 = await abRounds(base, scalePages.home(sBig), scalePages.home(s48), scaleOpts);

  // ---- JavaScript sent ------------------------------------------------------------------------------------------------
  log('JavaScript per page type (Chromium, gzip -9 of every script response)');
  const browser = await launch();
  let shopper;
  let dash;
  try {
    const b = `/published/${s48.domain}`;
    shopper = await shopperJs(browser, base, {
      home: b,
      product: `${b}/shop/product/${s48.productId}`,
      cart: `${b}/cart`,
      wishlist: `${b}/wishlist`,
      checkout: `${b}/checkout`,
    });
    dash = await dashboardJs(browser, base, { username: 'demo', password: 'demo-store-2026' });
  } finally {
    await browser.close();
  }
  for (const [name, r] of Object.entries(shopper)) {
    const limit = name === 'home' || name === 'product' ? 12 * 1024 : 80 * 1024;
    record(`js-shopper-${name}`, {
      measure: `JS gzip, shopper ${name} page`,
      value: kb(r.gzip),
      budget: `<= ${kb(limit)}`,
      pass: r.gzip <= limit,
      detail: r,
    });
  }
  record('js-dashboard-shell', {
    measure: 'JS gzip, shell first load (/auth/login)',
    value: kb(dash.shell.gzip),
    budget: '<= 150.0 KB',
    pass: dash.shell.gzip <= 150 * 1024,
    detail: { ...dash.shell, shellLazyAfterSignIn: dash.shellLazyAfterSignIn },
  });
  for (const name of ['mfe-account', 'mfe-builder', 'mfe-commerce']) {
    const r = dash.remotes[name];
    record(`js-remote-${name}`, {
      measure: `JS gzip, remote ${name} (own files)`,
      value: r ? kb(r.gzip) : 'not loaded',
      budget: '<= 80.0 KB',
      pass: !!r && r.gzip <= 80 * 1024,
      detail: r ?? { error: `no file under /remotes/${name}/ was fetched` },
    });
  }

  // ---- Lighthouse ------------------------------------------------------------------------------------------------
  log('Lighthouse performance (mobile), storefront home of the 48-product store, 3 runs');
  await settle();
  try {
    const runs = await lighthouseRuns(base + home48, 3, log);
    const scores = runs.map((x) => x.score).sort((a, b) => a - b);
    const med = scores[1];
    record('lighthouse-home', {
      measure: 'Lighthouse performance, mobile, home',
      value: `${med} (runs ${runs.map((x) => x.score).join(', ')})`,
      budget: '>= 95',
      pass: med >= 95,
      detail: { median: med, runs },
    });
  } catch (err) {
    record('lighthouse-home', {
      measure: 'Lighthouse performance, mobile, home',
      value: 'error',
      budget: '>= 95',
      pass: false,
      detail: { error: String(err.message ?? err) },
    });
    log(String(err.message ?? err).slice(0, 800));
  }

  // ---- stop, then D1 rows read and plans ------------------------------------------------------------------------------
  await server.stop();
  server = undefined;
  log('D1 rows read and EXPLAIN QUERY PLAN of the hot reads (product read functions, getPlatformProxy)');
  const q = await measureQueries(STATE, { small: s10, big: sBig });
  const labels = { home: 'home', product: 'product page', list: 'product list (API)' };
  for (const kind of ['home', 'product', 'list']) {
    const s = scale[kind];
    const ratio = s.a.medianLatencyMean / s.b.medianLatencyMean;
    record(`scale-${kind}-time`, {
      measure: `${BIG} vs 10 products, ${labels[kind]}: time`,
      value: `${r2(ratio)}x (${s.a.medianLatencyMean.toFixed(2)}/${s.b.medianLatencyMean.toFixed(2)} ms)`,
      budget: '<= 1.2x',
      pass: ratio <= 1.2,
      detail: { ratio, ...s },
    });
    const rr = q[kind];
    const flat = rr.big.rowsRead <= Math.max(10 * rr.small.rowsRead, 100);
    const scans = [...rr.big.statements, ...rr.small.statements].flatMap((st) => st.fullScans);
    record(`scale-${kind}-rows-read`, {
      measure: `${BIG} vs 10 products, ${labels[kind]}: D1 rows read`,
      value: `${rr.big.rowsRead} vs ${rr.small.rowsRead}`,
      budget: 'flat (< 10x)',
      pass: flat,
      detail: q[kind],
    });
    record(`scale-${kind}-query-plan`, {
      measure: `${labels[kind]}: query plans`,
      value: scans.length ? `full scan: ${[...new Set(scans)].join('; ')}` : 'index only',
      budget: 'no full scan',
      pass: scans.length === 0,
      detail: Object.fromEntries(
        Object.entries(q[kind]).map(([w, v]) => [
          w,
          v.statements.map((st) => ({ sql: st.sql, params: st.params, rowsRead: st.rowsRead, plan: st.plan })),
        ]),
      ),
    });
  }
  const h48 = scale.home48;
  const r48 = h48.a.medianLatencyMean / h48.b.medianLatencyMean;
  record('scale-home-vs-48-time', {
    measure: `(context) ${BIG} vs 48 products, home: time`,
    value: `${r2(r48)}x (${h48.a.medianLatencyMean.toFixed(2)}/${h48.b.medianLatencyMean.toFixed(2)} ms)`,
    budget: '(info) <= 1.2x',
    pass: r48 <= 1.2,
    detail: { ratio: r48, ...h48 },
  });
} catch (err) {
  broken = true;
  console.error('\nbench broke:', err?.stack ?? err);
} finally {
  await server?.stop();
  rmSync(STATIC_DIR, { recursive: true, force: true }); // never leave the copy in the deployable assets folder
}

// ---- table ------------------------------------------------------------------------------------------------------------
if (rows.length) {
  const w = [
    Math.max(7, ...rows.map((r) => r.measure.length)),
    Math.max(5, ...rows.map((r) => String(r.value).length)),
    Math.max(6, ...rows.map((r) => r.budget.length)),
  ];
  const line = (a, b, c, d) => `${a.padEnd(w[0])}  ${b.padEnd(w[1])}  ${c.padEnd(w[2])}  ${d}`;
  console.log(`\n${line('measure', 'value', 'budget', 'result')}`);
  console.log(line('-'.repeat(w[0]), '-'.repeat(w[1]), '-'.repeat(w[2]), '------'));
  for (const r of rows) console.log(line(r.measure, String(r.value), r.budget, r.pass ? 'pass' : 'FAIL'));
  console.log(
    `\n${rows.filter((r) => r.pass).length}/${rows.length} within budget; results in bench/results/*.json; ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  );
}
process.exit(broken ? 1 : 0);
