// Debian's Chromium driven by playwright-core (never a downloaded browser): pages, axe checks and the dev outboxes.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { API_PREFIX, buildPath, ops } from '@app/contracts';
import { inject } from 'vitest';
import { checkAccessibility } from './axe';

export { AXE_TAGS, checkAccessibility, settleAnimations } from './axe';

export const SHOTS = path.resolve(import.meta.dirname, '../screenshots');

export function baseURL(): string {
  return inject('baseURL');
}

/**
 * The run's one Chromium (started by the global setup, e2e/setup/server.ts): each file connects and makes its own
 * contexts; `close()` ends only this file's connection and contexts.
 */
export async function launch(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}

/** A fresh context (own localStorage and cookies) whose page records console errors and failed pages. */
export async function openPage(
  browser: Browser,
  opts: { mobile?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: opts.mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  // Chromium's own "Failed to load resource" line names no URL in its text: the URL is added, so a test can tell an
  // expected answer (a 404 the page handles) from a real failure.
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const failed = msg.text().startsWith('Failed to load resource') && msg.location().url;
    errors.push(failed ? `${msg.text()} ${msg.location().url}` : msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

/**
 * Screenshots are for people to look at, so they are taken only when asked (`E2E_SHOTS=1 pnpm exec vitest run
 * --project e2e`): ~140 full-page captures cost every run time and look at nothing. axe runs on every call.
 */
export const SHOTS_WANTED = process.env.E2E_SHOTS === '1';

/** Saves a picture of the page (what is in view, or the whole page) under e2e/screenshots when SHOTS_WANTED. */
export async function picture(page: Page, name: string, opts: { fullPage: boolean }): Promise<void> {
  if (!SHOTS_WANTED) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: opts.fullPage });
}

/**
 * A full-page picture (E2E_SHOTS=1), and fails when axe finds a serious or critical WCAG 2.1 A/AA violation: in the
 * whole page, or in `within` (a CSS selector) when only that region changed since the last whole check.
 */
export async function shot(page: Page, name: string, opts: { within?: string } = {}): Promise<void> {
  await picture(page, name, { fullPage: true });
  await checkAccessibility(page, name, opts);
}

/** Waits for `count` animation frames: a re-render the page has scheduled has been painted. */
export const nextFrames = (page: Page, count = 2) =>
  page.evaluate(async (n) => {
    for (let i = 0; i < n; i++) await new Promise((done) => requestAnimationFrame(done));
  }, count);

/** The latest SMS code sent to a phone, from the dev outbox (DEV_ROUTES is on locally). */
export async function latestSmsCode(phone: string): Promise<string> {
  const res = await fetch(`${baseURL().replace('localhost', '127.0.0.1')}${API_PREFIX}${buildPath(ops.devSms, {}, { phone })}`);
  const data = (await res.json()) as { messages: { code: string }[] };
  return data.messages[0]?.code ?? '';
}

let n = 0;
// Files run side by side in separate workers: the random part keeps two workers' names apart in the same millisecond.
export const uniqueName = (prefix = 'u') =>
  `${prefix}${Date.now().toString(36)}${(n++).toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
export const uniquePhone = () => `+1202${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** A form field's message: @app/ui's Field writes it into the element whose id is the field's id + `-error`. */
export const fieldError = (field: Locator) => field.evaluate((el) => document.getElementById(`${el.id}-error`)?.textContent ?? null);

export interface RemoteScript {
  path: string;
  gzip: number;
}

/** Records each JavaScript file of one remote (`mfe_x`, any release) the page fetches, with its gzip size (DESIGN §11). */
export function recordRemoteScripts(page: Page, remote: string): RemoteScript[] {
  const scripts: RemoteScript[] = [];
  page.on('response', async (res) => {
    const p = new URL(res.url()).pathname;
    if (!p.startsWith(`/remotes/${remote}/`) || !p.endsWith('.js') || !res.ok()) return;
    scripts.push({ path: p, gzip: gzipSync(await res.body().catch(() => Buffer.alloc(0))).length });
  });
  return scripts;
}

/** The storefront's test card form, filled with a card the test provider approves (the shopper's name first). */
export async function fillTestCard(page: Page, name = 'Ada Lovelace') {
  await page.fill('#sf-card-name', name);
  await page.fill('#sf-card-number', '4242424242424242');
  await page.fill('#sf-card-expiry', '12/30');
  await page.fill('#sf-card-cvv', '123');
}

/** scrollY over `frames` animation frames after an instant scroll to `y`. */
export const scrollFrames = (page: Page, y: number, frames = 30) =>
  page.evaluate(
    async ([top, n]) => {
      scrollTo({ top, behavior: 'instant' });
      const seen: number[] = [];
      for (let i = 0; i < n; i++) {
        await new Promise((done) => requestAnimationFrame(done));
        seen.push(Math.round(scrollY));
      }
      return seen;
    },
    [y, frames] as const,
  );
