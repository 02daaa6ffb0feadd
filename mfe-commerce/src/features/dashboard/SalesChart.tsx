// Sales per day as a small inline SVG bar chart (no charting library: DESIGN.md §11 gives this remote 80 KB).
// Screen readers get a one-sentence summary (the SVG's title and desc) and every day's figures in a table.
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NumberHeads, ScrollTable } from '../../shared/ScrollTable';
import { useFormat } from '../../shared/use-format';
import { bestDay, labelledDays, scaleChart, type DayPoint } from './chart-scale';
import { useWidth } from './use-width';

const H = 220;
const MIN_W = 280;
const plotBox = (w: number) => ({ left: 64, top: 12, width: w - 64 - 8, height: H - 12 - 30 });

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
  }
  .grid {
    stroke: ${(p) => p.theme.color.border};
    stroke-width: 1;
  }
  .axis {
    fill: ${(p) => p.theme.color.muted};
    font-size: 11px;
    font-family: inherit;
  }
  .bar {
    fill: ${(p) => p.theme.color.primary};
  }
  .bar:hover {
    fill: #3730a3;
  }
  .empty {
    fill: ${(p) => p.theme.color.muted};
    font-size: 14px;
    font-family: inherit;
  }
  figcaption {
    margin-top: 8px;
    color: ${(p) => p.theme.color.muted};
    font-size: 0.9rem;
  }
  details {
    margin-top: 8px;
  }
  summary {
    cursor: pointer;
    color: ${(p) => p.theme.color.primary};
    font-size: 0.9rem;
  }
`;

interface ChartProps {
  points: readonly DayPoint[];
  currency: string;
  days: number;
}

/** Every day's figures, for screen readers and for anyone who wants the numbers (folded away by default). */
function DaysTable({ points, currency, days }: ChartProps) {
  const { t } = useTranslation('commerce');
  const fmt = useFormat();
  return (
    <details>
      <summary>{t('chart.showTable')}</summary>
      <ScrollTable caption={t('chart.title', { days })}>
        <NumberHeads first={t('chart.day')} numbers={[t('report.revenue'), t('report.orders')]} />
        <tbody>
          {points.map((p) => (
            <tr key={p.date}>
              <th scope="row">
                <time dateTime={p.date}>{fmt.day(p.date)}</time>
              </th>
              <td className="num">{fmt.money(p.revenue, currency)}</td>
              <td className="num">{fmt.number(p.orders)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </details>
  );
}

export function SalesChart({ points, currency, days }: ChartProps) {
  const { t } = useTranslation('commerce');
  const fmt = useFormat();
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const W = Math.max(MIN_W, useWidth(ref, 640));
  const BOX = plotBox(W);
  const { bars, max, ticks } = scaleChart(points, BOX);
  const best = bestDay(points);
  const revenue = points.reduce((s, p) => s + p.revenue, 0);
  const orders = points.reduce((s, p) => s + p.orders, 0);
  const summary = best
    ? t('chart.summary', {
        days,
        revenue: fmt.money(revenue, currency),
        orders: fmt.number(orders),
        day: fmt.dayLong(best.date),
        best: fmt.money(best.revenue, currency),
      })
    : t('chart.noSales', { days });
  const y = (v: number) => (max > 0 ? BOX.top + BOX.height - (v / max) * BOX.height : BOX.top + BOX.height);

  return (
    <Figure ref={ref}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`} data-testid="sales-chart">
        <title id={`${id}-t`}>{t('chart.title', { days })}</title>
        <desc id={`${id}-d`}>{summary}</desc>
        {ticks.map((v) => (
          <g key={v}>
            <line className="grid" x1={BOX.left} x2={BOX.left + BOX.width} y1={y(v)} y2={y(v)} />
            <text className="axis" x={BOX.left - 8} y={y(v)} dy="0.32em" textAnchor="end">
              {fmt.moneyShort(v, currency)}
            </text>
          </g>
        ))}
        {bars.map((b) =>
          b.height > 0 ? (
            <rect key={b.date} className="bar" x={b.x} y={b.y} width={b.width} height={b.height} rx={Math.min(3, b.width / 3)}>
              <title>
                {t('chart.bar', { day: fmt.day(b.date), revenue: fmt.money(b.revenue, currency), orders: fmt.number(b.orders) })}
              </title>
            </rect>
          ) : null,
        )}
        {max === 0 && (
          <text className="empty" x={BOX.left + BOX.width / 2} y={BOX.top + BOX.height / 2} textAnchor="middle" aria-hidden="true">
            {summary}
          </text>
        )}
        {labelledDays(bars.length, Math.max(2, Math.min(7, Math.floor(BOX.width / 56)))).map((i) => (
          <text key={bars[i].date} className="axis" x={bars[i].cx} y={H - 8} textAnchor="middle">
            {fmt.day(bars[i].date)}
          </text>
        ))}
      </svg>
      {best && <figcaption aria-hidden="true">{summary}</figcaption>}
      <DaysTable points={points} currency={currency} days={days} />
    </Figure>
  );
}
