import { describe, expect, it } from 'vitest';
import { bestDay, labelledDays, MAX_BAR_WIDTH, MIN_VISIBLE_HEIGHT, niceMax, scaleChart } from './chart-scale';

const BOX = { left: 60, top: 10, width: 560, height: 180 };
const day = (date: string, revenue: number, orders = revenue > 0 ? 1 : 0) => ({ date, revenue, orders });

describe('niceMax', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0.3, 1, 7, 12, 19.99, 21, 137, 250, 251, 999, 1000].map(niceMax)).toEqual([0.5, 1, 10, 20, 20, 25, 200, 250, 500, 1000, 1000]);
  });
  it('is 0 for nothing or nonsense', () => {
    expect([0, -5, Number.NaN, Number.POSITIVE_INFINITY].map(niceMax)).toEqual([0, 0, 0, 0]);
  });
});

describe('scaleChart', () => {
  it('empty data: no bars, a single zero line', () => {
    expect(scaleChart([], BOX)).toEqual({ bars: [], max: 0, ticks: [0] });
  });

  it('one day: one bar, centred, no wider than the cap, reaching the top of the plot', () => {
    const { bars, max, ticks } = scaleChart([day('2026-11-23', 40)], BOX);
    expect(max).toBe(50);
    expect(ticks).toEqual([0, 25, 50]);
    expect(bars).toHaveLength(1);
    const [b] = bars;
    expect(b.width).toBe(MAX_BAR_WIDTH);
    expect(b.cx).toBe(BOX.left + BOX.width / 2);
    expect(b.x).toBe(b.cx - MAX_BAR_WIDTH / 2);
    expect(b.height).toBeCloseTo((40 / 50) * BOX.height);
    expect(b.y + b.height).toBe(BOX.top + BOX.height);
  });

  it('zero revenue over the whole period: every bar flat on the baseline, axis 0 only', () => {
    const points = Array.from({ length: 30 }, (_, i) => day(`2026-11-${String(i + 1).padStart(2, '0')}`, 0));
    const { bars, max, ticks } = scaleChart(points, BOX);
    expect(max).toBe(0);
    expect(ticks).toEqual([0]);
    expect(bars.every((b) => b.height === 0 && b.y === BOX.top + BOX.height)).toBe(true);
  });

  it('bars are proportional, fit the plot, and a tiny sale stays visible', () => {
    const points = [day('2026-11-21', 1000), day('2026-11-22', 0.01), day('2026-11-23', 500)];
    const { bars, max } = scaleChart(points, BOX);
    expect(max).toBe(1000);
    expect(bars[0].height).toBe(BOX.height);
    expect(bars[1].height).toBe(MIN_VISIBLE_HEIGHT);
    expect(bars[2].height).toBe(BOX.height / 2);
    for (const b of bars) {
      expect(b.x).toBeGreaterThanOrEqual(BOX.left);
      expect(b.x + b.width).toBeLessThanOrEqual(BOX.left + BOX.width);
      expect(b.y).toBeGreaterThanOrEqual(BOX.top);
    }
  });

  it('90 days fit side by side without overlapping', () => {
    const points = Array.from({ length: 90 }, (_, i) => day(`d${i}`, i));
    const { bars } = scaleChart(points, BOX);
    for (let i = 1; i < bars.length; i++) expect(bars[i].x).toBeGreaterThan(bars[i - 1].x + bars[i - 1].width);
  });

  it('negative or broken revenue counts as none', () => {
    const { bars, max } = scaleChart([day('a', -20), day('b', Number.NaN), day('c', 10)], BOX);
    expect(max).toBe(10);
    expect(bars.map((b) => b.height)).toEqual([0, 0, BOX.height]);
  });
});

describe('labels and best day', () => {
  it('labels every day when they fit, else as many as fit spread from first to last', () => {
    expect(labelledDays(0)).toEqual([]);
    expect(labelledDays(1)).toEqual([0]);
    expect(labelledDays(7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelledDays(30, 6)).toEqual([0, 6, 12, 17, 23, 29]);
    expect(labelledDays(90, 6)).toEqual([0, 18, 36, 53, 71, 89]);
    // A phone: three labels for a week.
    expect(labelledDays(7, 3)).toEqual([0, 3, 6]);
    expect(labelledDays(7, 1)).toEqual([6]);
  });
  it('best day is the highest revenue, the earliest on a tie, none without sales', () => {
    expect(bestDay([day('a', 5), day('b', 9), day('c', 9)])?.date).toBe('b');
    expect(bestDay([day('a', 0)])).toBeNull();
    expect(bestDay([])).toBeNull();
  });
});
