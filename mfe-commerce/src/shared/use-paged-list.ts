import type { DefaultError } from '@app/contracts/errors';
import type { Paged } from '@app/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { createPagedList } from './paged-list.store';

/** The page number lives in the URL (?page=2): reload, back and a shared link keep it. Anything odd is page 1. */
function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isSafeInteger(raw) && raw >= 1 ? raw : 1;
  const go = useCallback(
    (p: number) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (p <= 1) next.delete('page');
        else next.set('page', String(p));
        return next;
      }),
    [setParams],
  );
  return [page, go];
}

/** A paged list for the page in the URL, loaded whenever that page changes. */
export function usePagedList<T>(fetchPage: (page: number, limit: number) => Promise<Paged<T>>, fallback: DefaultError, limit: number) {
  const [page, setPage] = usePageParam();
  const [list] = useState(() => createPagedList(fetchPage, fallback, limit));
  useEffect(() => {
    void list.load(page);
  }, [list, page]);
  const snap = useSnapshot(list.state);
  const retry = useCallback(() => void list.load(page), [list, page]);
  // Between a page change and the effect that loads it, the store still holds the previous page: never show those
  // rows under the new page number.
  const status = snap.page === page ? snap.status : 'loading';
  // `list.state` is the live proxy: a page may change an item in place (a message marked read).
  return { snap, status, page, setPage, retry, list };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
