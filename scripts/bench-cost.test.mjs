// The bench's cost model (bench/measures/cost.mjs): the meter header it reads, and the arithmetic of list prices and
// allowances that turns measured per-request costs into dollars per store per month.
import { describe, expect, it } from 'vitest';
import { fleetCost, MONTH, parseMeter, PRICES } from '../bench/measures/cost.mjs';

const free = { rowsRead: 0, rowsWritten: 0, cpuMs: 0 };
const kinds = (k = free) => ({ pageMiss: k, pageHit: k, apiList: k, cartPrice: k, checkout: k, dashboard: k });
const quiet = { ...MONTH, pageViews: 0, apiListCalls: 0, cartPrices: 0, checkouts: 0, dashboardCalls: 0, imageViews: 0, uploads: 0 };

describe('cost model', () => {
  it("adds up the meter header's databases, and keeps the directory's (CONTROL) time apart", () => {
    expect(parseMeter('CONTROL q=1 r=1 w=0 ms=2, SHARD_0 q=3 r=52 w=4 ms=1')).toEqual({
      read: 53,
      written: 4,
      controlQueries: 1,
      controlMs: 2,
    });
    expect(parseMeter('')).toEqual({ read: 0, written: 0, controlQueries: 0, controlMs: 0 });
  });

  it('charges only the base fee while a fleet stays within the allowances', () => {
    const c = fleetCost(1000, kinds({ rowsRead: 10, rowsWritten: 1, cpuMs: 5 }), {
      ...quiet,
      pageViews: 100,
      d1MbPerStore: 1,
      r2MbPerStore: 1,
    });
    expect(c.total).toBe(PRICES.workersBase);
    expect(c.perStore).toBeCloseTo(PRICES.workersBase / 1000);
  });

  it('charges what exceeds each allowance at its list price', () => {
    // 1,000,000 stores x 100 checkouts x 10 rows written = 1e9 rows: 950 million above the 50 million included, $1/million.
    const month = { ...quiet, checkouts: 100, d1MbPerStore: 0, r2MbPerStore: 0 };
    const c = fleetCost(1_000_000, { ...kinds(), checkout: { rowsRead: 0, rowsWritten: 10, cpuMs: 0 } }, month);
    expect(c.lines.d1Writes).toBeCloseTo(950);
    // 1e8 requests: 90 million above the 10 million included, $0.30/million.
    expect(c.lines.requests).toBeCloseTo(27);
    expect(c.total).toBeCloseTo(PRICES.workersBase + 950 + 27);
  });

  it('prices storage by the fleet: D1 above 5 GB, R2 above 10 GB', () => {
    const c = fleetCost(10_240, kinds(), { ...quiet, d1MbPerStore: 1, r2MbPerStore: 2 });
    expect(c.lines.d1Storage).toBeCloseTo((10 - 5) * PRICES.perD1GbMonth);
    expect(c.lines.r2Storage).toBeCloseTo((20 - 10) * PRICES.perR2GbMonth);
  });
});
