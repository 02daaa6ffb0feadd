// axe-core run straight in the page. @axe-core/playwright re-parsed axe's ~550 KB source twice per check and finished
// each run in a fresh blank page; on the dashboard (one document for every screen) that was ~5x the cost of the check
// itself and most of the browser tests' time. Here the source goes into a document once, and only violations travel
// back (passes and inapplicable rules are never serialised).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// A toast on its way out (react-toastify marks it data-in="false") is fading: what it looks like then is not a colour
// anybody reads.
const LEAVING_TOAST = '.Toastify__toast[data-in="false"]';

/** axe into every frame of the page that lacks it (the builder's preview is a same-origin frame axe checks too). */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const isMain = frame === page.mainFrame();
    try {
      if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
    } catch (error) {
      // A child frame can navigate or go away meanwhile: then it has nothing to check. The page itself must take axe.
      if (isMain) throw error;
    }
  }
}

/**
 * Lets the animations about to end (a toast sliding and fading in: ~0.75 s) finish, so axe reads the colours people
 * see: mid-fade, a toast's text blends with the page (4.35:1 seen on a busy CI machine). Long ones (a toast's
 * 6 s progress bar) and endless ones (spinners) are not waited for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const ending = document.getAnimations().flatMap((a) => {
      const t = a.effect?.getComputedTiming();
      const left = Number(t?.endTime) - Number(t?.localTime ?? 0);
      return a.playState === 'running' && Number.isFinite(left) && left <= 1500 ? [a.finished.catch(() => undefined)] : [];
    });
    // Never longer than that, whatever an animation does meanwhile (cancelled, paused, restarted).
    return Promise.race([Promise.all(ending), new Promise((done) => setTimeout(done, 2000))]);
  });
}

/** axe's serious and critical violations (in `within` only, when given) once the animations about to end have ended. */
async function seriousViolations(page: Page, within?: string) {
  await settleAnimations(page);
  await injectAxe(page);
  const context: ElementContext = { exclude: [[LEAVING_TOAST]], ...(within ? { include: [[within]] } : {}) };
  const options: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };
  // axe's own types are too deep for playwright's serialisable-argument check: they cross as unknown.
  const { violations } = (await page.evaluate(
    ([ctx, opts]) => (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe.run(ctx, opts),
    [context, options] as [unknown, unknown],
  )) as AxeResults;
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * axe-core over the whole page, or over `within` (a CSS selector) when only that region changed since the page was
 * checked whole (a dialog that opened, a field's error); serious and critical violations fail with one readable line
 * per element. A toast can start fading in or out while axe reads the page (its autoClose runs meanwhile): what fails
 * is looked at once more after that settles, so only what stays wrong fails.
 */
export async function checkAccessibility(page: Page, name: string, opts: { within?: string } = {}): Promise<void> {
  let bad = await seriousViolations(page, opts.within);
  if (bad.length) bad = await seriousViolations(page, opts.within);
  if (bad.length === 0) return;
  const lines = bad.flatMap((v) => [
    `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})`,
    ...v.nodes
      .slice(0, 8)
      .map((n) => `    ${n.html.slice(0, 140)}\n      ${n.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''}`),
    ...(v.nodes.length > 8 ? [`    ... and ${v.nodes.length - 8} more`] : []),
  ]);
  throw new Error(`accessibility: ${bad.length} serious/critical axe violation(s) on "${name}" (${page.url()}):\n${lines.join('\n')}`);
}
