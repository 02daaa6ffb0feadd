// Lighthouse performance score (its default: mobile emulation, simulated throttling) with Debian's Chromium, n runs.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules/.bin/lighthouse');

// Lighthouse 13's "lcp-breakdown-insight": a table of LCP's subparts, then the LCP element's node.
const lcpItems = (audits) => audits['lcp-breakdown-insight']?.details?.items ?? [];

/** The LCP element's selector and snippet. */
function lcpElement(audits) {
  const node = lcpItems(audits).find((item) => item.type === 'node');
  return node ? { selector: node.selector, snippet: node.snippet } : undefined;
}

/** LCP's subparts in ms (time to first byte, resource load delay and duration, element render delay). */
function lcpPhases(audits) {
  const table = lcpItems(audits).find((item) => item.type === 'table');
  if (!table) return undefined;
  return Object.fromEntries((table.items ?? []).map((row) => [row.subpart, Math.round(row.duration)]));
}

export async function lighthouseRuns(url, n, log) {
  const runs = [];
  for (let i = 0; i < n; i++) {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-lh-'));
    const out = path.join(dir, 'report.json');
    try {
      await new Promise((resolve, reject) =>
        execFile(
          BIN,
          [
            url,
            '--only-categories=performance',
            '--output=json',
            `--output-path=${out}`,
            '--quiet',
            '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run --disable-background-networking --disable-component-update --disable-sync',
          ],
          { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, timeout: 120_000, maxBuffer: 16 << 20 },
          (err, _stdout, stderr) => (err ? reject(new Error(`lighthouse: ${err.message}\n${stderr.slice(-2000)}`)) : resolve()),
        ),
      );
      const report = JSON.parse(readFileSync(out, 'utf8'));
      const a = report.audits;
      const run = {
        score: Math.round(report.categories.performance.score * 100),
        fcpMs: a['first-contentful-paint']?.numericValue,
        lcpMs: a['largest-contentful-paint']?.numericValue,
        tbtMs: a['total-blocking-time']?.numericValue,
        cls: a['cumulative-layout-shift']?.numericValue,
        // What the largest paint was and where its time went (the first thing to look at when LCP is over).
        lcpElement: lcpElement(a),
        lcpPhases: lcpPhases(a),
        formFactor: report.configSettings.formFactor,
        runtimeError: report.runtimeError?.message,
      };
      runs.push(run);
      log?.(
        `  lighthouse run ${i + 1}: ${run.score} (LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls?.toFixed(3)})` +
          ` LCP element ${run.lcpElement?.selector ?? '?'} ${JSON.stringify(run.lcpPhases ?? {})}`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return runs;
}
