// The orders list's filters live in the URL (?status=&from=&to=): reload, back and a shared link keep them. A value
// the API would refuse is dropped here, so the list never asks for a page that can only fail.
import { ORDER_STATUSES, type OrderState } from '@app/contracts';

export interface OrderFilters {
  status: OrderState | '';
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) => DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

export function filtersOf(params: URLSearchParams): OrderFilters {
  const status = params.get('status') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderState) : '',
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
  };
}

/** The range is backwards: the end is before the start (shown at the end field; the list is not asked). */
export const rangeBackwards = (f: OrderFilters) => Boolean(f.from && f.to && f.to < f.from);

/** The URL's params with the filters set (empty ones removed) and the page reset: a new filter starts at page 1. */
export function withFilters(prev: URLSearchParams, f: OrderFilters): URLSearchParams {
  const next = new URLSearchParams(prev);
  next.delete('page');
  for (const k of ['status', 'from', 'to'] as const) {
    if (f[k]) next.set(k, f[k]);
    else next.delete(k);
  }
  return next;
}

/** One string per filter set: the list is remounted (and reloaded) when it changes. */
export const filterKey = (f: OrderFilters) => `${f.status}|${f.from}|${f.to}`;
