import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { createDashboardStore } from './dashboard.store';

/** The dashboard's store for this page: overview and the default period's report loaded on mount, in parallel. */
export function useDashboard() {
  const [store] = useState(() => createDashboardStore());
  useEffect(() => {
    void store.loadOverview();
    void store.loadReport();
  }, [store]);
  return { store, snap: useSnapshot(store.state) };
}
