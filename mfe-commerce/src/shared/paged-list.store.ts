// A paged server list (orders, transactions): one proxy per mounted page, so a list never outlives the merchant
// who loaded it (a second merchant signing in on the same tab starts from an empty list, never the last one's).
import type { Paged } from '@app/contracts';
import { proxy } from 'valtio';
import { messageOf, type Shown } from '@app/api-client';
import type { DefaultError } from '@app/contracts/errors';
import { isNoWebsite } from './no-website';

export type ListStatus = 'loading' | 'error' | 'ready';

export interface PagedListState<T> {
  page: number;
  status: ListStatus;
  items: T[];
  total: number;
  limit: number;
  error: Shown | null;
  /** The merchant has no website yet, so nothing can have been sold. */
  noWebsite: boolean;
}

export function createPagedList<T>(fetchPage: (page: number, limit: number) => Promise<Paged<T>>, fallback: DefaultError, limit: number) {
  const state = proxy<PagedListState<T>>({ page: 1, status: 'loading', items: [], total: 0, limit, error: null, noWebsite: false });
  let latest = 0;

  /** Loads a page; an answer that arrives after a newer request was made is dropped. */
  async function load(page: number): Promise<void> {
    const call = ++latest;
    state.page = page;
    state.status = 'loading';
    state.error = null;
    try {
      const res = await fetchPage(page, limit);
      if (call !== latest) return;
      Object.assign(state, { items: res.items, total: res.total, limit: res.limit || limit, status: 'ready', noWebsite: false });
    } catch (err) {
      if (call !== latest) return;
      if (isNoWebsite(err)) Object.assign(state, { items: [], total: 0, status: 'ready', noWebsite: true });
      else Object.assign(state, { items: [], status: 'error', error: messageOf(err, fallback) });
    }
  }

  return { state, load };
}
