import { ApiError } from '@app/api-client';
import { describe, expect, it } from 'vitest';
import { createPagedList } from './paged-list.store';

const page = (n: number) => ({ items: [n], total: 25, page: n, limit: 10 });

describe('createPagedList', () => {
  it('loads a page and keeps what the server said', async () => {
    const list = createPagedList(async (p) => page(p), 'fetchOrders', 10);
    expect(list.state.status).toBe('loading');
    await list.load(2);
    expect(list.state).toMatchObject({ page: 2, status: 'ready', items: [2], total: 25, limit: 10, error: null });
  });

  it('drops an answer that comes back after a newer request', async () => {
    const waiting: ((v: ReturnType<typeof page>) => void)[] = [];
    const list = createPagedList((p) => new Promise<ReturnType<typeof page>>((r) => (waiting[p] = r)), 'fetchOrders', 10);
    const first = list.load(1);
    const second = list.load(2);
    waiting[2](page(2));
    await second;
    waiting[1](page(1));
    await first;
    expect(list.state.items).toEqual([2]);
    expect(list.state.page).toBe(2);
  });

  it('the server message, else the SPEC default; no website is an empty list, not an error', async () => {
    const fail = (err: unknown) => createPagedList(() => Promise.reject(err), 'fetchOrders', 10);
    const withMessage = fail(new ApiError(429, 'rate_limited', 'Too many requests'));
    await withMessage.load(1);
    expect(withMessage.state).toMatchObject({ status: 'error', error: { text: 'Too many requests', code: 'rate_limited' } });
    const without = fail(new Error(''));
    await without.load(1);
    expect(without.state.error).toEqual({ text: 'Failed to fetch orders', key: 'common:defaults.fetchOrders' });
    const none = fail(new ApiError(404, 'website_not_found', 'Website not found'));
    await none.load(1);
    expect(none.state).toMatchObject({ status: 'ready', items: [], total: 0, noWebsite: true, error: null });
  });
});
