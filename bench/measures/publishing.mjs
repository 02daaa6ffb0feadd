// Publishing (DESIGN §11, §15): a store of 50 pages x 6 sections, built through the API; then, ROUNDS times, a draft
// edit (not timed) and POST /website/publish, and a rollback to an older publication. Wall-clock time of each call as
// the dashboard sees it (through the front door), median of the rounds.
import { call, json } from '../../scripts/lib/api.mjs';
import { createStore } from '../lib/seed.mjs';
import { BUDGETS } from '../lib/budgets.mjs';
import { r2 } from '../lib/report.mjs';

const PAGES = 50;
const SECTIONS = 6;
const PUBLISH_BUDGET_MS = BUDGETS.publishMs;
const ROLLBACK_BUDGET_MS = BUDGETS.rollbackMs;

const ok = (res, what) => {
  if (res.status !== 200 && res.status !== 201) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function buildPages(api, token) {
  const one = async (p) => {
    const page = ok(
      await call(api, '/website/pages/', json('POST', { title: `Page ${p}`, slug: `page-${p}`, is_published: true }), token),
      `page ${p}`,
    );
    for (let s = 0; s < SECTIONS; s++) {
      const text = `Section ${s + 1} of page ${p}. `.repeat(20);
      const body = { title: `Section ${s + 1}`, type: 'text', order: s, content: { text } };
      ok(await call(api, `/website/pages/${page.id}/sections`, json('POST', body), token), `section ${p}.${s}`);
    }
  };
  // Four pages at a time: the API is the product under test, not a stress target here.
  const queue = Array.from({ length: PAGES }, (_, i) => i + 1);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let p = queue.shift(); p; p = queue.shift()) await one(p);
    }),
  );
}

async function timed(fn) {
  const t = performance.now();
  const res = await fn();
  return { ms: performance.now() - t, res };
}

export async function measurePublishing({ base, rounds, record, log }) {
  const api = `${base}/api`;
  log(`publishing: building a store of ${PAGES} pages x ${SECTIONS} sections through the API ...`);
  const store = await createStore(api, { username: 'benchpub', phone: '+12025550150', domain: 'benchpub', title: 'Bench Publish' });
  await buildPages(api, store.token);
  const publishMs = [];
  const ids = [];
  for (let i = 0; i < rounds; i++) {
    ok(
      await call(
        api,
        '/website/',
        json('PUT', { domain: store.domain, title: `Bench Publish ${i}`, description: 'A store of many pages.' }),
        store.token,
      ),
      'edit the draft',
    );
    const { ms, res } = await timed(() => call(api, '/website/publish', json('POST', { note: `round ${i}` }), store.token));
    ids.push(ok(res, 'publish').publication.id);
    publishMs.push(ms);
  }
  const rollbackMs = [];
  for (let i = 0; i < rounds; i++) {
    // An older publication each time (never the live one), so every rollback really flips the pointer.
    const target = ids[i % (ids.length - 1)];
    const { ms, res } = await timed(() => call(api, `/website/publications/${target}/rollback`, json('POST', {}), store.token));
    ok(res, 'rollback');
    rollbackMs.push(ms);
  }
  const detail = { pages: PAGES, sections: PAGES * SECTIONS, publishMs: publishMs.map(r2), rollbackMs: rollbackMs.map(r2) };
  log(`publishing: publish ${detail.publishMs.join(', ')} ms; rollback ${detail.rollbackMs.join(', ')} ms`);
  const pub = median(publishMs);
  const back = median(rollbackMs);
  record('publish-50x6', {
    measure: `publish, ${PAGES} pages x ${SECTIONS} sections (median of ${rounds})`,
    value: `${Math.round(pub)} ms`,
    budget: `<= ${PUBLISH_BUDGET_MS} ms`,
    pass: pub <= PUBLISH_BUDGET_MS,
    detail,
  });
  record('rollback-50x6', {
    measure: `rollback to an older publication (median of ${rounds})`,
    value: `${Math.round(back)} ms`,
    budget: `<= ${ROLLBACK_BUDGET_MS} ms`,
    pass: back <= ROLLBACK_BUDGET_MS,
    detail,
  });
}
