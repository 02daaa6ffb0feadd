import { changeLanguage } from '@app/i18n';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@app/ui';
import { ThemeProvider } from 'styled-components';
import { SalesChart } from './SalesChart';

const chart = (points: { date: string; revenue: number; orders: number }[], days = points.length) =>
  render(
    <ThemeProvider theme={theme}>
      <SalesChart points={points} currency="USD" days={days} />
    </ThemeProvider>,
  );
const svg = () => screen.getByTestId('sales-chart');

describe('SalesChart', () => {
  it('names itself and summarises the period for screen readers; the figures are also a table', () => {
    chart([
      { date: '2026-11-21', revenue: 0, orders: 0 },
      { date: '2026-11-22', revenue: 30, orders: 1 },
      { date: '2026-11-23', revenue: 60, orders: 2 },
    ]);
    const img = screen.getByRole('img', {
      name: /^Sales per day, last 3 days Revenue over the last 3 days: \$90\.00 \(paid orders: 3\)\. Best day: Monday, November 23, 2026, \$60\.00\.$/,
    });
    expect(img).toBe(svg());
    expect(svg().querySelectorAll('rect.bar')).toHaveLength(2);
    expect([...svg().querySelectorAll('rect.bar title')].map((t) => t.textContent)).toEqual([
      'Nov 22: $30.00, paid orders: 1',
      'Nov 23: $60.00, paid orders: 2',
    ]);
    const table = screen.getByRole('table', { name: 'Sales per day, last 3 days' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Nov 21$0.000', 'Nov 22$30.001', 'Nov 23$60.002']);
    // Axis: 0, half and a round top.
    expect([...svg().querySelectorAll('text')].map((t) => t.textContent)).toEqual(['$0', '$50', '$100', 'Nov 21', 'Nov 22', 'Nov 23']);
  });

  it('zero revenue: no bars, one zero line, and it says there were no sales', () => {
    chart(Array.from({ length: 7 }, (_, i) => ({ date: `2026-11-${10 + i}`, revenue: 0, orders: 0 })));
    expect(svg().querySelectorAll('rect')).toHaveLength(0);
    expect(svg().querySelectorAll('line')).toHaveLength(1);
    expect(screen.getByRole('img', { name: /No sales in the last 7 days\./ })).toBeTruthy();
    // Said once, inside the empty plot.
    expect(svg().querySelector('text.empty')?.textContent).toBe('No sales in the last 7 days.');
    expect(document.querySelector('figcaption')).toBeNull();
  });

  it('empty data and a single day still draw', () => {
    const view = chart([], 30);
    expect(svg().querySelectorAll('rect')).toHaveLength(0);
    expect(screen.getByRole('img', { name: /No sales in the last 30 days/ })).toBeTruthy();
    view.unmount();
    chart([{ date: '2026-11-23', revenue: 5, orders: 1 }]);
    const bars = svg().querySelectorAll('rect.bar');
    expect(bars).toHaveLength(1);
    expect(Number(bars[0].getAttribute('width'))).toBeLessThanOrEqual(48);
  });

  it('in Amharic the labels and the summary are Amharic', async () => {
    await changeLanguage('am');
    chart([{ date: '2026-11-23', revenue: 5, orders: 1 }]);
    expect(screen.getByRole('img', { name: /የቀን ሽያጭ፣ ባለፉት 1 ቀናት/ })).toBeTruthy();
    expect(screen.getByText('አሃዞቹን በሰንጠረዥ አሳይ')).toBeTruthy();
  });
});
