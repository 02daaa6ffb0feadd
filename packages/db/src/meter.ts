// What one request costs in D1, per database (DESIGN §20's cost model, `pnpm bench`): queries, rows read, rows written
// (D1 bills by rows; each result's meta says how many) and the time spent waiting on each database. Locally only: a
// Worker meters a request when DEV_ROUTES is "true" and the request asks (METER_HEADER), and answers with the totals in
// the same header. The bench reads it; production never wraps a binding (DEV_ROUTES is "false" there).
import { DATABASES } from './shards';

export const METER_HEADER = 'x-d1-meter';

export interface MeterTotals {
  queries: number;
  rowsRead: number;
  rowsWritten: number;
  ms: number;
}
type Totals = Record<string, MeterTotals>;

interface D1Meta {
  rows_read?: number;
  rows_written?: number;
}
const metaOf = (r: unknown): D1Meta => ((r as { meta?: D1Meta } | null)?.meta ?? {}) as D1Meta;

function count(t: MeterTotals, started: number, metas: D1Meta[]) {
  t.queries += metas.length;
  t.ms += Date.now() - started;
  for (const m of metas) {
    t.rowsRead += m.rows_read ?? 0;
    t.rowsWritten += m.rows_written ?? 0;
  }
}

type Wrapped = D1PreparedStatement & { inner: D1PreparedStatement };

function statement(inner: D1PreparedStatement, t: MeterTotals): Wrapped {
  const timed = async <R>(work: Promise<R>, meta: (r: R) => D1Meta[]) => {
    const started = Date.now();
    const r = await work;
    count(t, started, meta(r));
    return r;
  };
  const w = {
    inner,
    bind: (...values: unknown[]) => statement(inner.bind(...values), t),
    all: () => timed(inner.all(), (r) => [metaOf(r)]),
    run: () => timed(inner.run(), (r) => [metaOf(r)]),
    // first() hides the meta: the same statement through all() has it, at the cost of the rows it returns.
    first: async (column?: string) => {
      const r = await timed(inner.all<Record<string, unknown>>(), (x) => [metaOf(x)]);
      const row = r.results[0] ?? null;
      return column == null || row == null ? row : (row[column] ?? null);
    },
    // raw() (drizzle's prepared get/values) has no meta: the rows come from raw() itself (a join's columns may share
    // a name, which all()'s objects would merge), the counts from the same statement through all(), not timed.
    raw: async (options?: { columnNames?: boolean }) => {
      const { meta } = await inner.all();
      const started = Date.now();
      const r = await inner.raw(options as { columnNames: true });
      count(t, started, [meta]);
      return r;
    },
  };
  return w as unknown as Wrapped;
}

function database(inner: D1Database | D1DatabaseSession, t: MeterTotals): D1Database {
  const unwrap = (s: D1PreparedStatement) => (s as Wrapped).inner ?? s;
  const db = {
    prepare: (sql: string) => statement(inner.prepare(sql), t),
    batch: async (stmts: D1PreparedStatement[]) => {
      const started = Date.now();
      const rs = await inner.batch(stmts.map(unwrap));
      count(t, started, rs.map(metaOf));
      return rs;
    },
    exec: (sql: string) => (inner as D1Database).exec(sql),
    withSession: (constraint?: string) => database((inner as D1Database).withSession(constraint as D1SessionConstraint), t),
    getBookmark: () => (inner as D1DatabaseSession).getBookmark(),
  };
  return db as unknown as D1Database;
}

/** The env with every database binding counted into `totals` (one entry per binding name). */
export function meteredEnv<E extends object>(env: E): { env: E; totals: Totals } {
  const totals: Totals = {};
  const out: Record<string, unknown> = { ...(env as Record<string, unknown>) };
  for (const name of DATABASES.map((d) => d.binding)) {
    const binding = (env as Record<string, unknown>)[name];
    if (binding == null) continue;
    totals[name] = { queries: 0, rowsRead: 0, rowsWritten: 0, ms: 0 };
    out[name] = database(binding as D1Database, totals[name]);
  }
  return { env: out as E, totals };
}

/** `CONTROL q=1 r=1 w=0 ms=0, SHARD_0 q=3 r=52 w=0 ms=1`: the bindings the request used. */
export function formatTotals(totals: Totals): string {
  return Object.entries(totals)
    .filter(([, t]) => t.queries > 0)
    .map(([name, t]) => `${name} q=${t.queries} r=${t.rowsRead} w=${t.rowsWritten} ms=${t.ms}`)
    .join(', ');
}

/**
 * Runs a Worker's fetch with its databases metered when the request asks and the Worker allows it (DEV_ROUTES), and
 * adds the totals to the response; otherwise runs it untouched.
 */
export async function withMeter<E extends { DEV_ROUTES?: string }>(
  req: Request,
  env: E,
  handle: (env: E) => Promise<Response> | Response,
): Promise<Response> {
  if (env.DEV_ROUTES !== 'true' || !req.headers.has(METER_HEADER)) return handle(env);
  const metered = meteredEnv(env);
  const res = await handle(metered.env);
  const out = new Response(res.body, res);
  // A Worker that called another (the storefront's /api proxy) keeps that one's totals too: the bench adds them up.
  const own = formatTotals(metered.totals);
  const called = res.headers.get(METER_HEADER);
  out.headers.set(METER_HEADER, [own, called].filter(Boolean).join(', '));
  return out;
}
