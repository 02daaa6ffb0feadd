// Throughput ratios: the storefront home (cache miss, cache hit) against the static copy, the server CPU of each, and
// the API product list against /api/health. ctx: { base, home48, s48, opts, ensureStatic, settle, record, log }.
import { abRounds } from '../lib/load.mjs';
import { cpuAvailable, cpuPerRequest } from '../lib/cpu.mjs';
import { BUDGETS } from '../lib/budgets.mjs';
import { r2 } from '../lib/report.mjs';
import { STATIC } from './static-copy.mjs';

const ratioValue = (ratio, ab) => `${r2(ratio)} (${ab.a.medianRps.toFixed(0)}/${ab.b.medianRps.toFixed(0)})`;

async function homeMissVsStatic({ base, home48, opts, ensureStatic, settle, record, log }) {
  log(
    `cache miss vs static (${opts.rounds} rounds x ${opts.seconds} s each side, ${opts.connections} connections, Accept-Encoding: identity)`,
  );
  await settle();
  await ensureStatic();
  const miss = await abRounds(base, { label: 'home miss', path: home48, bustCache: true }, STATIC, opts);
  const missRatio = miss.a.medianRps / miss.b.medianRps;
  record('storefront-home-miss-vs-static', {
    measure: 'home 48, cache miss / static (req/s)',
    value: ratioValue(missRatio, miss),
    budget: `>= ${BUDGETS.homeMissVsStatic}`,
    pass: missRatio >= BUDGETS.homeMissVsStatic && miss.a.counts.hit === 0,
    detail: {
      ratio: missRatio,
      ...miss,
      how: 'every request carries a Host 127.0.0.1:<unused port>; the host is part of the storefront cache key, so every request renders (X-Cache: MISS counted)',
    },
  });
}

async function homeHitVsStatic({ base, home48, opts, ensureStatic, settle, get, record, log }) {
  log('cache hit vs static');
  await settle();
  await ensureStatic();
  await (await get(home48)).arrayBuffer();
  const hit = await abRounds(base, { label: 'home hit', path: home48 }, STATIC, opts);
  const hitRatio = hit.a.medianRps / hit.b.medianRps;
  record('storefront-home-hit-vs-static', {
    measure: 'home 48, cache hit / static (req/s)',
    value: ratioValue(hitRatio, hit),
    budget: `>= ${BUDGETS.homeHitVsStatic}`,
    pass: hitRatio >= BUDGETS.homeHitVsStatic,
    detail: { ratio: hitRatio, ...hit },
  });
}

async function homeCpu({ base, home48, settle, record, log }) {
  if (!cpuAvailable()) return;
  log('server CPU per request: static, hit, miss (400 requests each, 4 connections, median of 5 rounds)');
  await settle();
  const cpu = await cpuPerRequest(base, [
    STATIC,
    { label: 'home hit', path: home48 },
    { label: 'home miss', path: home48, bustCache: true },
  ]);
  const ms = (label) => cpu[label].cpuMsPerRequest.toFixed(2);
  const how = 'user+system time of every workerd and wrangler process (/proc) over the requests, divided by their number';
  record('storefront-home-cpu', {
    measure: '(context) server CPU ms/request: static / hit / miss',
    value: `${ms('static /bench/home')} / ${ms('home hit')} / ${ms('home miss')}`,
    budget: '(info)',
    pass: true,
    detail: { ...cpu, how },
  });
  // DESIGN §11: what a miss costs above serving the same bytes as a static asset (the Workers free plan's whole budget).
  const above = cpu['home miss'].cpuMsPerRequest - cpu['static /bench/home'].cpuMsPerRequest;
  record('storefront-home-miss-cpu', {
    measure: 'storefront home, cache miss: server CPU ms/request above the static asset',
    value: `${above.toFixed(2)} ms`,
    budget: `<= ${BUDGETS.homeMissCpuAboveStaticMs} ms`,
    pass: above <= BUDGETS.homeMissCpuAboveStaticMs,
    detail: { aboveMs: above, how },
  });
}

async function productListVsHealth({ base, s48, opts, settle, record, log }) {
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
    value: ratioValue(listRatio, list),
    budget: `>= ${BUDGETS.productListVsHealth}`,
    pass: listRatio >= BUDGETS.productListVsHealth,
    detail: { ratio: listRatio, ...list },
  });
}

export async function measureThroughput(ctx) {
  await homeMissVsStatic(ctx);
  await homeHitVsStatic(ctx);
  await homeCpu(ctx);
  await productListVsHealth(ctx);
}
