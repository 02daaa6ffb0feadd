// D1 error classification: the one place that reads SQLite's constraint messages. D1 raises them as Error text
// ("D1_ERROR: UNIQUE constraint failed: users.username: SQLITE_CONSTRAINT"), and drizzle wraps them in `cause`.

/** The messages of an error and of its causes (drizzle and D1 each wrap the one below), joined by spaces. */
export function errorText(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err, depth = 0; e != null && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    parts.push(e instanceof Error ? e.message : typeof e === 'object' ? '' : String(e));
  }
  return parts.join(' ');
}

const UNIQUE = /UNIQUE constraint failed: (\w+\.\w+(?:, \w+\.\w+)*)/i;

/** The `table.column` names of a UNIQUE violation (["users.username"]), or [] for any other error. */
export function uniqueColumns(err: unknown): string[] {
  const m = UNIQUE.exec(errorText(err));
  return m ? m[1].split(', ') : [];
}

/** True when the error is a UNIQUE violation on `target`: a column ("websites.domain") or any of a table ("pages."). */
export const isUniqueViolation = (err: unknown, target: string) =>
  uniqueColumns(err).some((c) => c === target || (target.endsWith('.') && c.startsWith(target)));

/** The column of `table` a UNIQUE violation names ("username" for users.username), or undefined. */
export function uniqueColumnOf(err: unknown, table: string): string | undefined {
  const hit = uniqueColumns(err).find((c) => c.startsWith(`${table}.`));
  return hit?.slice(table.length + 1);
}

/** True for a CHECK constraint failure (e.g. products_stock_ck: an oversell in the checkout batch). */
export const isCheckViolation = (err: unknown) => /CHECK constraint failed|SQLITE_CONSTRAINT_CHECK/i.test(errorText(err));
