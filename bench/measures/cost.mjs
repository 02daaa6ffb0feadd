// What a store costs to run on Cloudflare (#35 "Tests and figures"): dollars per store per month at 1,000, 100,000 and
// 1,000,000 stores on Workers Paid + D1 + R2 list prices, from what this run measures per kind of request (D1 rows read
// and written from the Workers' own meter, packages/db meter.ts; server CPU ms from /proc, bench/lib/cpu.mjs) times an
// assumed month of a typical store. The assumptions and prices are printed with the figures: change them here.
import http from 'node:http';
import { cpuAvailable, serverCpuMs } from '../lib/cpu.mjs';
import { freshHost, median } from '../lib/load.mjs';

/** Cloudflare list prices, Workers Paid plan (developers.cloudflare.com: workers/platform/pricing, d1/platform/pricing, r2/pricing). */
export const PRICES = Object.freeze({
  workersBase: 5, // $ per account per month, includes the allowances below
  requestsIncluded: 10e6,
  perMillionRequests: 0.3,
  cpuMsIncluded: 30e6,
  perMillionCpuMs: 0.02,
  d1ReadsIncluded: 25e9,
  perMillionD1Reads: 0.001,
  d1WritesIncluded: 50e6,
  perMillionD1Writes: 1.0,
  d1GbIncluded: 5,
  perD1GbMonth: 0.75,
  r2GbIncluded: 10,
  perR2GbMonth: 0.015,
  r2ClassAIncluded: 1e6,
  perMillionR2ClassA: 4.5,
  r2ClassBIncluded: 10e6,
  perMillionR2ClassB: 0.36,
});

/** One typical store's month (assumptions, not measurements): visits and what they do. */
export const MONTH = Object.freeze({
  pageViews: 6000, // storefront pages (home, product, list pages): ~200 a day
  pageCacheHitShare: 0.8, // the storefront's page cache (DESIGN §8) answers this share without D1
  apiListCalls: 1500, // shoppers' product list / search calls
  cartPrices: 900, // cart and checkout pages pricing the cart
  checkouts: 60, // orders
  dashboardCalls: 2000, // the merchant's dashboard API calls
  imageViews: 30000, // product photos; Cloudflare's cache answers most, the rest are R2 reads
  imageCacheHitShare: 0.9,
  uploads: 40, // photos uploaded (R2 writes)
  d1MbPerStore: 2, // rows of one store: products, variants, orders, content
  r2MbPerStore: 100, // photos
});

let ip = 1;
/** A request through node:http (a Host of our choosing: a fresh one is a storefront cache miss). */
function request(base, { method = 'GET', path, headers = {}, body }) {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    // Each request from its own client address: the per-client budgets of public writes (DESIGN §21) are not measured here.
    const client = `198.51.${(ip >> 8) & 255}.${ip++ & 255}`;
    const all = { 'x-d1-meter': '1', 'accept-encoding': 'identity', 'CF-Connecting-IP': client, ...headers };
    const req = http.request(url, { method, headers: all }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, meter: String(res.headers['x-d1-meter'] ?? '') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Sums of the meter header: rows read and written, and the CONTROL database's queries and wait (the directory). */
export function parseMeter(header) {
  const out = { read: 0, written: 0, controlQueries: 0, controlMs: 0 };
  for (const part of header.split(', ').filter(Boolean)) {
    const [name, ...pairs] = part.split(' ');
    const v = Object.fromEntries(pairs.map((p) => p.split('=')).map(([k, n]) => [k, Number(n)]));
    out.read += v.r ?? 0;
    out.written += v.w ?? 0;
    if (name === 'CONTROL') {
      out.controlQueries += v.q ?? 0;
      out.controlMs += v.ms ?? 0;
    }
  }
  return out;
}

/** `amount` requests of one kind, one at a time: medians of rows read and written, and server CPU ms per request. */
async function measureKind(base, make, amount) {
  const samples = [];
  const cpuBefore = cpuAvailable() ? serverCpuMs() : 0;
  for (let i = 0; i < amount; i++) {
    const res = await request(base, make(i));
    if (res.status >= 400) throw new Error(`cost: ${make(i).path} answered ${res.status}`);
    samples.push(parseMeter(res.meter));
  }
  const cpuMs = cpuAvailable() ? (serverCpuMs() - cpuBefore) / amount : 0;
  const med = (k) => median(samples.map((s) => s[k]));
  // The directory's lookups themselves (most requests reuse the isolate's row: DESIGN §8's 250 ms bound).
  const lookups = samples.filter((s) => s.controlQueries > 0).map((s) => s.controlMs);
  return {
    rowsRead: med('read'),
    rowsWritten: med('written'),
    cpuMs,
    controlMs: med('controlMs'),
    controlQueries: med('controlQueries'),
    lookups: lookups.length,
    lookupMs: lookups.length ? median(lookups) : null,
  };
}

/** Dollars per month for the whole fleet of `stores`, given each kind's measured cost per request. */
export function fleetCost(stores, kinds, month = MONTH, p = PRICES) {
  const per = (kind) => kinds[kind];
  const missViews = month.pageViews * (1 - month.pageCacheHitShare);
  const hitViews = month.pageViews * month.pageCacheHitShare;
  const uses = [
    [per('pageMiss'), missViews],
    [per('pageHit'), hitViews],
    [per('apiList'), month.apiListCalls],
    [per('cartPrice'), month.cartPrices],
    [per('checkout'), month.checkouts],
    [per('dashboard'), month.dashboardCalls],
  ];
  const imageReads = month.imageViews * (1 - month.imageCacheHitShare);
  const sum = (f) => stores * uses.reduce((n, [k, count]) => n + f(k) * count, 0);
  const requests = sum(() => 1) + stores * imageReads + stores * month.uploads;
  const cpuMs = sum((k) => k.cpuMs);
  const reads = sum((k) => k.rowsRead);
  const writes = sum((k) => k.rowsWritten);
  const over = (used, included) => Math.max(0, used - included);
  const lines = {
    workers: p.workersBase,
    requests: (over(requests, p.requestsIncluded) / 1e6) * p.perMillionRequests,
    cpu: (over(cpuMs, p.cpuMsIncluded) / 1e6) * p.perMillionCpuMs,
    d1Reads: (over(reads, p.d1ReadsIncluded) / 1e6) * p.perMillionD1Reads,
    d1Writes: (over(writes, p.d1WritesIncluded) / 1e6) * p.perMillionD1Writes,
    d1Storage: over((stores * month.d1MbPerStore) / 1024, p.d1GbIncluded) * p.perD1GbMonth,
    r2Storage: over((stores * month.r2MbPerStore) / 1024, p.r2GbIncluded) * p.perR2GbMonth,
    r2Writes: (over(stores * month.uploads, p.r2ClassAIncluded) / 1e6) * p.perMillionR2ClassA,
    r2Reads: (over(stores * imageReads, p.r2ClassBIncluded) / 1e6) * p.perMillionR2ClassB,
  };
  const total = Object.values(lines).reduce((a, b) => a + b, 0);
  return { total, perStore: total / stores, lines, usage: { requests, cpuMs, reads, writes } };
}

const KIND_LABELS = {
  pageMiss: 'storefront page (cache miss)',
  pageHit: 'storefront page (cache hit)',
  apiList: 'product list API',
  cartPrice: 'cart price',
  checkout: 'checkout',
  dashboard: 'dashboard read',
};

const money = (x) => (x >= 0.01 ? `$${x.toFixed(2)}` : `$${x.toFixed(4)}`);

/**
 * Measures each kind of request on the running product (the seeded 48-product store: `s48` with its owner's token),
 * records the directory's time per storefront request and the cost per store at three fleet sizes.
 */
export async function measureCost({ base, s48, record, log, amount = 30 }) {
  const home = `/published/${s48.domain}`;
  const product = `${home}/shop/product/${s48.productId}`;
  const host = new URL(base).host;
  const cart = JSON.stringify({ items: [{ product_id: s48.productId, quantity: 1 }] });
  // Each checkout buys one of a product the store has (the seeded stock is 5 or more of each of 48): never sold out.
  const listed = await (await fetch(`${base}/api/website/website/${s48.id}/products?limit=48`)).json();
  const productIds = listed.items.map((p) => p.id);
  const json = { 'Content-Type': 'application/json' };
  let seq = 0;
  const checkout = (i) =>
    JSON.stringify({
      items: [{ product_id: productIds[i % productIds.length], quantity: 1 }],
      customer: {
        name: 'Bench Shopper',
        email: 'shopper@example.com',
        shipping_address: { line1: '1 Bole Road', city: 'Addis Ababa', postal_code: '1000', country: 'ET' },
      },
      payment: { method: 'card', token: 'tok_test_4242', last4: '4242', exp_month: 12, exp_year: 2099 },
    });
  await request(base, { path: home, headers: { host } }); // the cache-hit kind starts from a cached page
  const targets = {
    pageMiss: () => ({ path: seq++ % 2 ? home : product, headers: { host: freshHost() } }),
    pageHit: () => ({ path: home, headers: { host } }),
    apiList: () => ({ path: `/api/website/website/${s48.id}/products?limit=48` }),
    cartPrice: () => ({ method: 'POST', path: `/api/stores/${s48.id}/cart/price`, headers: json, body: cart }),
    checkout: (i) => ({
      method: 'POST',
      path: `/api/stores/${s48.id}/checkout`,
      headers: { ...json, 'Idempotency-Key': `bench-cost-${Date.now()}-${seq++}` },
      body: checkout(i),
    }),
    dashboard: () => ({ path: '/api/website/', headers: { Authorization: `Bearer ${s48.token}` } }),
  };
  const kinds = {};
  for (const [kind, make] of Object.entries(targets)) {
    kinds[kind] = await measureKind(base, make, amount);
    const k = kinds[kind];
    log(`cost: ${kind}: ${k.rowsRead} rows read, ${k.rowsWritten} written, ${k.cpuMs.toFixed(1)} CPU ms per request`);
  }
  for (const [kind, k] of Object.entries(kinds))
    record(`cost-kind-${kind}`, {
      measure: `per request, ${KIND_LABELS[kind]}: D1 rows read / written, server CPU`,
      value: `${k.rowsRead} / ${k.rowsWritten} rows, ${k.cpuMs.toFixed(1)} ms`,
      budget: 'report',
      pass: true,
      detail: k,
    });
  const dir = kinds.pageMiss;
  record('directory-time', {
    measure: 'store directory: added time per uncached storefront request (median)',
    value: `${dir.controlMs} ms (a lookup: ${dir.lookupMs ?? '-'} ms, ${dir.lookups} of ${amount} requests)`,
    budget: '<= 1 ms',
    pass: dir.controlMs <= 1,
    detail: kinds,
  });
  for (const stores of [1_000, 100_000, 1_000_000]) {
    const c = fleetCost(stores, kinds);
    record(`cost-${stores}`, {
      measure: `cost per store per month, ${stores.toLocaleString('en')} stores`,
      value: `${money(c.perStore)} (fleet ${money(c.total)})`,
      budget: 'report',
      pass: true,
      detail: { ...c, kinds, assumptions: MONTH, prices: PRICES },
    });
  }
  log(`cost model assumptions (a store's month): ${JSON.stringify(MONTH)}`);
  log(`cost model prices (Workers Paid list): ${JSON.stringify(PRICES)}`);
  return kinds;
}
