// Lighthouse performance (mobile) of DESIGN §11's pages, median of 5 runs each (Lighthouse's docs/variability.md): the demo store's home, the heavy
// store's home, a product page and its translated home (bench/lib/heavy-store.mjs), and the dashboard's sign-in page.
// A Lighthouse failure is recorded as a failed measure, not a broken bench.
import { BUDGETS } from '../lib/budgets.mjs';
import { lighthouseRuns } from '../lib/lighthouse.mjs';

const RUNS = 5;

/** The pages and their budgets; `heavy` is the seeded heavy store. */
export const lighthousePages = (base, heavy) => [
  {
    name: 'lighthouse-demo-home',
    what: 'storefront home, demo store',
    url: `${base}/published/demo`,
    budget: BUDGETS.lighthouseStorefront,
  },
  {
    name: 'lighthouse-heavy-home',
    what: 'storefront home, heavy store',
    url: `${base}/published/${heavy.domain}`,
    budget: BUDGETS.lighthouseStorefront,
  },
  {
    name: 'lighthouse-heavy-product',
    what: 'product page, heavy store',
    url: `${base}/published/${heavy.domain}/shop/product/${heavy.productId}`,
    budget: BUDGETS.lighthouseStorefront,
  },
  {
    name: 'lighthouse-heavy-es',
    what: 'storefront home /es, heavy store',
    url: `${base}/published/${heavy.domain}/es`,
    budget: BUDGETS.lighthouseStorefront,
  },
  { name: 'lighthouse-login', what: 'dashboard /auth/login', url: `${base}/auth/login`, budget: BUDGETS.lighthouseLogin },
];

async function measureOne(page, { record, log }) {
  const measure = `Lighthouse performance, mobile, ${page.what}`;
  log(`Lighthouse (mobile), ${page.what}, ${RUNS} runs: ${page.url}`);
  try {
    const runs = await lighthouseRuns(page.url, RUNS, log);
    const med = runs.map((x) => x.score).sort((a, b) => a - b)[Math.floor(RUNS / 2)];
    const lcp = runs.map((x) => x.lcpMs).sort((a, b) => a - b)[Math.floor(RUNS / 2)];
    record(page.name, {
      measure,
      value: `${med} (runs ${runs.map((x) => x.score).join(', ')}; LCP ${(lcp / 1000).toFixed(1)} s)`,
      budget: `>= ${page.budget}`,
      pass: med >= page.budget,
      detail: { url: page.url, median: med, runs },
    });
  } catch (err) {
    record(page.name, { measure, value: 'error', budget: `>= ${page.budget}`, pass: false, detail: { error: String(err.message ?? err) } });
    log(String(err.message ?? err).slice(0, 800));
  }
}

export async function measureLighthouse({ base, heavy, settle, record, log }) {
  for (const page of lighthousePages(base, heavy)) {
    await settle();
    await measureOne(page, { record, log });
  }
}
