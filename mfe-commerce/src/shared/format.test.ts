import { LANGUAGE_LIST } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { formatters } from './format';

// Intl's own spaces (narrow no-break, no-break) read as plain spaces in the expectations.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatters per language', () => {
  it('money in the store currency, grouped and with decimals the way each language writes them', () => {
    expect(formatters('en').money(1234.5, 'USD')).toBe('$1,234.50');
    expect(plain(formatters('es').money(1234.5, 'USD'))).toBe('1234,50 US$');
    expect(plain(formatters('es').money(12345.5, 'EUR'))).toBe('12.345,50 €');
    expect(formatters('am').money(1234.5, 'USD')).toBe('US$1,234.50');
    expect(formatters('am').money(1234.5, 'ETB')).toMatch(/^ብር\s?1,234\.50$/);
    expect(formatters('en').money(0, 'USD')).toBe('$0.00');
  });

  it('numbers and short money for the chart axis', () => {
    expect(formatters('en').number(1234567)).toBe('1,234,567');
    expect(plain(formatters('es').number(1234567))).toBe('1.234.567');
    expect(formatters('am').number(1234567)).toBe('1,234,567');
    expect(formatters('en').moneyShort(12500, 'USD')).toBe('$12.5K');
  });

  it('dates: instants in the given time zone, report days always as the UTC day they name', () => {
    expect(plain(formatters('en', 'UTC').dateTime('2026-11-23T10:05:00.000Z'))).toBe('Nov 23, 2026, 10:05 AM');
    expect(formatters('es', 'UTC').dateTime('2026-11-23T10:05:00.000Z')).toBe('23 nov 2026, 10:05');
    expect(formatters('am', 'UTC').dateTime('2026-11-23T10:05:00.000Z')).toMatch(/ኖቬም/);
    expect(formatters('en').day('2026-11-01')).toBe('Nov 1');
    expect(formatters('es').day('2026-11-01')).toBe('1 nov');
    expect(formatters('am').day('2026-11-01')).toMatch(/^ኖቬም 1$/);
    expect(formatters('en').dayLong('2026-11-23')).toBe('Monday, November 23, 2026');
  });

  it('never throws on bad data: an unknown currency or date is shown as it came', () => {
    expect(formatters('en').money(5, 'NOT-A-CODE')).toBe('5 NOT-A-CODE');
    expect(formatters('en').money(Number.NaN, 'USD')).toBe('$0.00');
    expect(formatters('en').dateTime('yesterday')).toBe('yesterday');
    expect(formatters('en').day('nope')).toBe('nope');
    expect(formatters('es').currencyName('USD')).toBe('dólar estadounidense');
  });

  it.each(LANGUAGE_LIST)('$code writes with the Intl locale of the language list ($intl), as the storefront does', ({ code, intl }) => {
    const f = formatters(code, 'UTC');
    expect(f.money(1234.5, 'EUR')).toBe(new Intl.NumberFormat(intl, { style: 'currency', currency: 'EUR' }).format(1234.5));
    expect(f.date('2026-11-23T10:05:00.000Z')).toBe(
      new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-11-23T10:05:00.000Z')),
    );
  });
});
