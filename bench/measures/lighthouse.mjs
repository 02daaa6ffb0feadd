// Lighthouse performance (mobile) of the 48-product store's home, median of 3 runs; a Lighthouse failure is recorded
// as a failed measure, not a broken bench.
import { lighthouseRuns } from '../lib/lighthouse.mjs';

export async function measureLighthouse({ url, settle, record, log }) {
  log('Lighthouse performance (mobile), storefront home of the 48-product store, 3 runs');
  await settle();
  try {
    const runs = await lighthouseRuns(url, 3, log);
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
}
