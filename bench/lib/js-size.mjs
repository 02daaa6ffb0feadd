// JavaScript a page makes the browser fetch, gzip: every response of resource type "script" while the page loads in
// Debian's Chromium (playwright-core), each counted once per URL, at the gzip size of its bytes (zlib level 9).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { REMOTES } from '../../packages/contracts/src/remotes.ts';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export const launch = () => chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ARGS });

function recorder(page, base) {
  const scripts = new Map();
  const pending = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    const url = res.url();
    if (scripts.has(url)) return;
    scripts.set(url, null);
    pending.push(
      res.body().then(
        (body) =>
          scripts.set(url, {
            path: url.startsWith(base) ? url.slice(base.length) : url,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          }),
        () => scripts.set(url, { path: url, raw: 0, gzip: 0, error: true }),
      ),
    );
  });
  return { scripts, settle: () => Promise.all(pending) };
}

const total = (files) => files.reduce((n, f) => n + f.gzip, 0);

// The signed-in pages the dashboard measure visits: these, plus the first owner page of any remote (the one list,
// packages/contracts/src/remotes.ts) that none of them belongs to, so a new remote is measured without an edit here.
const VISITED = ['/dashboard', '/website', '/welcome', '/order', '/transaction', '/subscription'];
const DASHBOARD_ROUTES = [
  ...VISITED,
  ...REMOTES.filter((r) => !r.pages.some((p) => VISITED.includes(`/${p.path}`)))
    .map((r) => r.pages.find((p) => p.access === 'owner' && !p.path.includes(':')))
    .filter(Boolean)
    .map((p) => `/${p.path}`),
];

export async function shopperJs(browser, base, pages) {
  const out = {};
  for (const [name, url] of Object.entries(pages)) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const rec = recorder(page, base);
    await page.goto(base + url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    await rec.settle();
    const files = [...rec.scripts.values()].filter(Boolean);
    out[name] = { url, gzip: total(files), files };
    await context.close();
  }
  return out;
}

/**
 * The dashboard's first load (signed out, /auth/login: every script, which since the sign-in page is the front
 * door's own is its island alone), the shell on the first page after sign-in (every script not under /remotes/)
 * and each remote's own files.
 */
export async function dashboardJs(browser, base, { username, password }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const rec = recorder(page, base);
  await page.goto(`${base}/auth/login`, { waitUntil: 'networkidle' });
  await rec.settle();
  const firstLoad = [...rec.scripts.values()].filter(Boolean);
  await page.getByRole('tab', { name: 'Username and password' }).click();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await rec.settle();
  const appFiles = [...rec.scripts.values()].filter(
    (f) => f && !f.path.startsWith('/remotes/') && !firstLoad.some((s) => s.path === f.path),
  );
  for (const route of DASHBOARD_ROUTES) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
  }
  await rec.settle();
  const all = [...rec.scripts.values()].filter(Boolean);
  const remotes = {};
  for (const f of all) {
    const m = /^\/remotes\/([^/]+)\//.exec(f.path);
    if (!m) continue;
    (remotes[m[1]] ??= { gzip: 0, files: [] }).files.push(f);
  }
  for (const r of Object.values(remotes)) r.gzip = total(r.files);
  const later = all.filter((f) => !f.path.startsWith('/remotes/') && ![...firstLoad, ...appFiles].some((s) => s.path === f.path));
  await context.close();
  return {
    firstLoad: { url: '/auth/login', gzip: total(firstLoad), files: firstLoad },
    shell: { url: '/dashboard', gzip: total(appFiles), files: appFiles },
    remotes,
    shellLazyLater: { gzip: total(later), files: later },
  };
}
