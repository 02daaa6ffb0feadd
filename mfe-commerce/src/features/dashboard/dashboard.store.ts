// The dashboard's data: the store at a glance (website + product count) and the report of the chosen period.
// One store per mounted page (see paged-list.store.ts for why nothing here outlives the page).
import { api as defaultApi, type Api } from '@app/api-client';
import type { ReportSummary, Website } from '@app/contracts';
import { REPORT_PERIODS } from '@app/contracts/constants';
import { proxy, ref } from 'valtio';
import { messageOf, type Shown } from '@app/api-client';
import { isNoWebsite } from '../../shared/no-website';
import { rememberShared, wasShared } from '@app/contracts/share-flag';

export type Period = (typeof REPORT_PERIODS)[number];
const DEFAULT_PERIOD: Period = 30;
type Status = 'loading' | 'ready' | 'error';

export interface DashboardState {
  overview: {
    status: Status;
    website: Website | null;
    productCount: number;
    shared: boolean;
    /** The store takes real payments (out of test mode, #34); false too when its settings could not be read. */
    realPayments: boolean;
    error: Shown | null;
  };
  report: { days: Period; status: Status; data: ReportSummary | null; error: Shown | null };
}

type DashboardApi = Pick<Api, 'website' | 'products' | 'reports' | 'payments'>;

export function createDashboardStore(api: DashboardApi = defaultApi) {
  const state = proxy<DashboardState>({
    overview: { status: 'loading', website: null, productCount: 0, shared: false, realPayments: false, error: null },
    report: { days: DEFAULT_PERIOD, status: 'loading', data: null, error: null },
  });
  let latestReport = 0;

  async function loadOverview(): Promise<void> {
    const o = state.overview;
    Object.assign(o, { status: 'loading', error: null });
    let website: Website;
    try {
      website = await api.website.mine();
    } catch (err) {
      if (isNoWebsite(err)) Object.assign(o, { status: 'ready', website: null, productCount: 0, shared: false });
      else Object.assign(o, { status: 'error', error: messageOf(err, 'fetchWebsite') });
      return;
    }
    try {
      // Only the total is needed: one product is the smallest page. The checklist's payments step is a hint: settings
      // that cannot be read leave it to do.
      const [products, payments] = await Promise.all([
        api.products.list(website.id, { page: 1, limit: 1 }),
        api.payments.settings().catch(() => null),
      ]);
      const realPayments = payments ? !payments.test_mode : false;
      Object.assign(o, {
        status: 'ready',
        website: ref(website),
        productCount: products.total,
        shared: wasShared(website.id),
        realPayments,
      });
    } catch (err) {
      Object.assign(o, { status: 'error', error: messageOf(err, 'fetchProducts') });
    }
  }

  /** Loads the report of a period; choosing another period before the answer comes drops the older answer. */
  async function loadReport(days: Period = state.report.days): Promise<void> {
    const call = ++latestReport;
    const r = state.report;
    Object.assign(r, { days, status: 'loading', error: null });
    try {
      const data = await api.reports.summary(days);
      if (call === latestReport) Object.assign(r, { status: 'ready', data: ref(data) });
    } catch (err) {
      if (call !== latestReport) return;
      // No website yet: nothing sold, which the page says in its own words.
      if (isNoWebsite(err)) Object.assign(r, { status: 'ready', data: null });
      else Object.assign(r, { status: 'error', data: null, error: messageOf(err, 'generic') });
    }
  }

  /** The merchant shared the store link (see share-flag.ts). */
  function markShared(): void {
    const website = state.overview.website;
    if (!website) return;
    rememberShared(website.id);
    state.overview.shared = true;
  }

  return { state, loadOverview, loadReport, markShared };
}

export type DashboardStore = ReturnType<typeof createDashboardStore>;
