// D1 rows read by one request to this Worker: its fetch handler run with D1 bindings (CONTROL and every shard) that note each statement's
// meta.rows_read (the real local D1 answers every statement; the wrapper only reads the answers' meta).
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { everyShard } from '@app/db';
import worker from '../src/index';
import { ORIGIN } from './fixtures';

export interface Statement {
  /** The binding it ran on: CONTROL or a shard's name. */
  db: string;
  sql: string;
  rowsRead: number;
}

type Noted = D1PreparedStatement & { inner: D1PreparedStatement; sql: string };

function recordingDb(name: string, db: D1Database, log: Statement[]): D1Database {
  const note = (sql: string) => (r: D1Result) => {
    log.push({ db: name, sql, rowsRead: r.meta.rows_read });
    return r;
  };
  const wrap = (sql: string, stmt: D1PreparedStatement): Noted =>
    ({
      inner: stmt,
      sql,
      bind: (...args: unknown[]) => wrap(sql, stmt.bind(...args)),
      all: () => stmt.all().then(note(sql)),
      run: () => stmt.run().then(note(sql)),
      // first() and raw() carry no meta: the statement runs through all() for it (noted once), raw() then answers.
      first: async (col?: string) => {
        const row = (note(sql)(await stmt.all()).results[0] ?? null) as Record<string, unknown> | null;
        return col === undefined ? row : (row?.[col] ?? null);
      },
      raw: async (opts?: { columnNames?: boolean }) => {
        note(sql)(await stmt.all());
        return stmt.raw(opts as { columnNames: true });
      },
    }) as unknown as Noted;
  return {
    prepare: (sql: string) => wrap(sql, db.prepare(sql)),
    batch: async (stmts: Noted[]) => {
      const results = await db.batch(stmts.map((s) => s.inner));
      results.forEach((r, i) => note(stmts[i]!.sql)(r));
      return results;
    },
    exec: (sql: string) => db.exec(sql),
    dump: () => db.dump(),
    withSession: () => {
      throw new Error('not used by the storefront');
    },
  } as unknown as D1Database;
}

/** One GET through the Worker, its body read to the end; returns the response, the html and every statement run. */
export async function readRows(path: string, { host, ...init }: RequestInit & { host?: string } = {}) {
  const statements: Statement[] = [];
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${host ? `https://${host}` : ORIGIN}${path}`, init) as Request<unknown, IncomingRequestCfProperties>,
    {
      ...env,
      CONTROL: recordingDb('CONTROL', env.CONTROL, statements),
      ...Object.fromEntries(everyShard(env).map(({ shard, db }) => [shard, recordingDb(shard, db, statements)])),
    },
    ctx,
  );
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html, statements, rowsRead: statements.reduce((n, s) => n + s.rowsRead, 0) };
}
