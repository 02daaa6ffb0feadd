// Geometry of the sales-per-day bar chart, kept apart from the SVG so the scaling is tested without rendering.

export interface DayPoint {
  date: string;
  revenue: number;
  orders: number;
}
export interface ChartBar extends DayPoint {
  /** Centre of the day's slot, for its label. */
  cx: number;
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface PlotBox {
  left: number;
  top: number;
  width: number;
  height: number;
}
export interface ChartScale {
  bars: ChartBar[];
  /** The value at the top of the plot (a round number at or above the best day); 0 when nothing was sold. */
  max: number;
  /** Grid lines: 0, half and max (just 0 when max is 0). */
  ticks: number[];
}

/** A bar is never wider than this, so a single day does not become a slab across the whole chart. */
export const MAX_BAR_WIDTH = 48;
/** A day with any sale at all stays visible next to a much bigger one. */
export const MIN_VISIBLE_HEIGHT = 2;

/** The smallest of 1, 2, 2.5, 5 (times a power of ten) at or above `v`; 0 for nothing, or nonsense, to show. */
export function niceMax(v: number): number {
  if (!Number.isFinite(v) || v <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * power >= v - 1e-9 * power) return m * power;
  return 10 * power;
}

const revenueOf = (p: DayPoint) => (Number.isFinite(p.revenue) && p.revenue > 0 ? p.revenue : 0);

export function scaleChart(points: readonly DayPoint[], box: PlotBox): ChartScale {
  const max = niceMax(Math.max(0, ...points.map(revenueOf)));
  const ticks = max > 0 ? [0, max / 2, max] : [0];
  const slot = points.length > 0 ? box.width / points.length : box.width;
  const width = Math.min(slot * 0.7, MAX_BAR_WIDTH);
  const bottom = box.top + box.height;
  const bars = points.map((p, i) => {
    const revenue = revenueOf(p);
    const height = max > 0 && revenue > 0 ? Math.max(MIN_VISIBLE_HEIGHT, (revenue / max) * box.height) : 0;
    const cx = box.left + slot * i + slot / 2;
    return { ...p, cx, x: cx - width / 2, y: bottom - height, width, height };
  });
  return { bars, max, ticks };
}

/** Which days get a date under the axis: every day when `wanted` fit, else `wanted` evenly spread, first and last included. */
export function labelledDays(count: number, wanted = 7): number[] {
  if (count <= 0) return [];
  if (count <= wanted) return Array.from({ length: count }, (_, i) => i);
  if (wanted < 2) return [count - 1];
  const step = (count - 1) / (wanted - 1);
  return Array.from({ length: wanted }, (_, i) => Math.round(i * step));
}

/** The best day (most revenue; the earliest wins a tie), or null when nothing was sold. */
export function bestDay(points: readonly DayPoint[]): DayPoint | null {
  let best: DayPoint | null = null;
  for (const p of points) if (revenueOf(p) > 0 && (!best || revenueOf(p) > revenueOf(best))) best = p;
  return best;
}
