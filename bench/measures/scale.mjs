// 10,000 products against 10: the time of the home, product page and API list (measured while the product runs),
// then, once it is stopped, the D1 rows read and query plans of the same reads.
import { abRounds } from '../lib/load.mjs';
import { measureQueries } from '../lib/queries.mjs';
import { BUDGETS } from '../lib/budgets.mjs';
import { r2 } from '../lib/report.mjs';

const LABELS = { home: 'home', product: 'product page', list: 'product list (API)' };
const latencyValue = (ratio, ab) => `${r2(ratio)}x (${ab.a.medianLatencyMean.toFixed(2)}/${ab.b.medianLatencyMean.toFixed(2)} ms)`;

/** Mean latencies, 1 connection: the big store against the small one for each page, and against the 48 one's home. */
export async function measureScaleTimes({ base, stores, big, rounds, seconds, settle, log }) {
  const { s48, s10, sBig } = stores;
  const scaleOpts = { rounds, seconds, connections: 1, log };
  const scalePages = {
    home: (s) => ({ label: `home ${s.domain} (miss)`, path: `/published/${s.domain}`, bustCache: true }),
    product: (s) => ({ label: `product ${s.domain} (miss)`, path: `/published/${s.domain}/shop/product/${s.productId}`, bustCache: true }),
    list: (s) => ({ label: `API list ${s.domain}`, path: `/api/website/website/${s.id}/products?limit=48` }),
  };
  const scale = {};
  for (const [kind, target] of Object.entries(scalePages)) {
    log(`${big} vs 10 products: ${kind} (mean latency, 1 connection, ${rounds} rounds x ${seconds} s)`);
    await settle();
    scale[kind] = await abRounds(base, target(sBig), target(s10), scaleOpts);
  }
  log(`${big} vs 48 products: home (context: same number of cards on the page)`);
  await settle();
  scale.home48 = await abRounds(base, scalePages.home(sBig), scalePages.home(s48), scaleOpts);
  return scale;
}

function recordKind(kind, s, rr, { big, record }) {
  const ratio = s.a.medianLatencyMean / s.b.medianLatencyMean;
  record(`scale-${kind}-time`, {
    measure: `${big} vs 10 products, ${LABELS[kind]}: time`,
    value: latencyValue(ratio, s),
    budget: `<= ${BUDGETS.scaleTimeRatio}x`,
    pass: ratio <= BUDGETS.scaleTimeRatio,
    detail: { ratio, ...s },
  });
  const flat = rr.big.rowsRead <= Math.max(10 * rr.small.rowsRead, 100);
  const scans = [...rr.big.statements, ...rr.small.statements].flatMap((st) => st.fullScans);
  record(`scale-${kind}-rows-read`, {
    measure: `${big} vs 10 products, ${LABELS[kind]}: D1 rows read`,
    value: `${rr.big.rowsRead} vs ${rr.small.rowsRead}`,
    budget: 'flat (< 10x)',
    pass: flat,
    detail: rr,
  });
  record(`scale-${kind}-query-plan`, {
    measure: `${LABELS[kind]}: query plans`,
    value: scans.length ? `full scan: ${[...new Set(scans)].join('; ')}` : 'index only',
    budget: 'no full scan',
    pass: scans.length === 0,
    detail: Object.fromEntries(
      Object.entries(rr).map(([w, v]) => [
        w,
        v.statements.map((st) => ({ sql: st.sql, params: st.params, rowsRead: st.rowsRead, plan: st.plan })),
      ]),
    ),
  });
}

/** DESIGN §11: one uncached home render of the 48-product store reads at most (cards + 20) D1 rows. */
function recordHomeRows(rr, record) {
  const budget = rr.cards + BUDGETS.homeRowsAboveCards;
  record('storefront-home-rows', {
    measure: `D1 rows read, one uncached storefront home render (${rr.cards} cards)`,
    value: `${rr.rowsRead} rows`,
    budget: `<= cards + ${BUDGETS.homeRowsAboveCards} (${budget})`,
    pass: rr.rowsRead <= budget,
    detail: {
      cards: rr.cards,
      rowsRead: rr.rowsRead,
      statements: rr.statements.map(({ sql, params, rowsRead }) => ({ sql, params, rowsRead })),
    },
  });
}

/** Run with the product stopped: measureQueries opens the same D1 state through getPlatformProxy. */
export async function recordScale(scale, { state, stores, big, record, log }) {
  log('D1 rows read and EXPLAIN QUERY PLAN of the hot reads (product read functions, getPlatformProxy)');
  const q = await measureQueries(state, { small: stores.s10, big: stores.sBig, home48: stores.s48 });
  for (const kind of ['home', 'product', 'list']) {
    const { home48: _h, ...pair } = q[kind];
    recordKind(kind, scale[kind], pair, { big, record });
  }
  recordHomeRows(q.home.home48, record);
  const h48 = scale.home48;
  const r48 = h48.a.medianLatencyMean / h48.b.medianLatencyMean;
  record('scale-home-vs-48-time', {
    measure: `(context) ${big} vs 48 products, home: time`,
    value: latencyValue(r48, h48),
    budget: `(info) <= ${BUDGETS.scaleTimeRatio}x`,
    pass: r48 <= BUDGETS.scaleTimeRatio,
    detail: { ratio: r48, ...h48 },
  });
}
