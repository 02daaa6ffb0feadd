// The bench's results: one bench/results/<name>.json per measure as it is taken, and the table printed at the end.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
export const r2 = (x) => Math.round(x * 100) / 100;

export function createReport(resultsDir) {
  mkdirSync(resultsDir, { recursive: true });
  const rows = [];
  function record(name, { measure, value, budget, pass, detail }) {
    rows.push({ name, measure, value, budget, pass });
    writeFileSync(
      path.join(resultsDir, `${name}.json`),
      `${JSON.stringify({ name, measure, value, budget, pass, measuredAt: new Date().toISOString(), detail }, null, 2)}\n`,
    );
  }
  return { rows, record };
}

/** measure / value / budget / result, one line per recorded measure, in the order they were taken. */
export function printTable(rows, t0) {
  if (!rows.length) return;
  const w = [
    Math.max(7, ...rows.map((r) => r.measure.length)),
    Math.max(5, ...rows.map((r) => String(r.value).length)),
    Math.max(6, ...rows.map((r) => r.budget.length)),
  ];
  const line = (a, b, c, d) => `${a.padEnd(w[0])}  ${b.padEnd(w[1])}  ${c.padEnd(w[2])}  ${d}`;
  console.log(`\n${line('measure', 'value', 'budget', 'result')}`);
  console.log(line('-'.repeat(w[0]), '-'.repeat(w[1]), '-'.repeat(w[2]), '------'));
  for (const r of rows) console.log(line(r.measure, String(r.value), r.budget, r.pass ? 'pass' : 'FAIL'));
  console.log(
    `\n${rows.filter((r) => r.pass).length}/${rows.length} within budget; results in bench/results/*.json; ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  );
}
