import { describe, expect, it } from 'vitest';
import { filterKey, filtersOf, rangeBackwards, withFilters } from './order-filters';

describe('order filters in the URL', () => {
  it('keeps known statuses and real days, drops anything else', () => {
    expect(filtersOf(new URLSearchParams('status=refunded&from=2026-01-02&to=2026-02-03'))).toEqual({
      status: 'refunded',
      from: '2026-01-02',
      to: '2026-02-03',
    });
    expect(filtersOf(new URLSearchParams('status=shipped&from=yesterday&to=2026-13-45'))).toEqual({ status: '', from: '', to: '' });
  });
  it('sets the filters, removes empty ones and goes back to page 1', () => {
    const next = withFilters(new URLSearchParams('page=3&status=paid&x=1'), { status: '', from: '2026-01-01', to: '' });
    expect(next.toString()).toBe('x=1&from=2026-01-01');
  });
  it('knows a backwards range and tells filter sets apart', () => {
    expect(rangeBackwards({ status: '', from: '2026-02-01', to: '2026-01-31' })).toBe(true);
    expect(rangeBackwards({ status: '', from: '2026-02-01', to: '2026-02-01' })).toBe(false);
    expect(filterKey({ status: 'paid', from: '', to: '' })).not.toBe(filterKey({ status: '', from: '', to: '' }));
  });
});
