// The headless check a release passes before it is activated (DESIGN.md §19, issue #32 item 11): in Chromium, on a
// page of the shell (its federation host, with the shared modules it provides: React, the router, i18next, @app/ui...),
// the candidate's entry is registered under the remote's name, every module it exposes is imported and rendered with
// the props the shell gives its pages. A module that throws while importing or rendering stops the release: the
// dashboard would fall back on every load and, with a second bad release, show the Retry panel.
// Errors of the page's own data calls (the check is not signed in) are not failures: only an import that rejects and
// an error React reports from rendering are.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './runtime.mjs';

/** How long a rendered page may take to show an error (its catalogue loads first, then it renders its content). */
const SETTLE_MS = 2500;

/** Debian's Chromium, driven by the playwright-core the browser tests use (never a downloaded browser). */
async function launch() {
  const { chromium } = createRequire(path.join(ROOT, 'e2e/package.json'))('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/** Runs in the page: imports and renders each expose through the shell's federation host. */
async function checkInPage({ name, entry, exposes, settleMs }) {
  const host = globalThis.__FEDERATION__?.__INSTANCES__?.find((i) => i.name === 'shell');
  if (!host) return { failures: [{ expose: '*', stage: 'import', message: 'the shell page has no federation host' }], rendered: {} };
  host.registerRemotes([{ name, entry, type: 'module', entryGlobalName: name, shareScope: 'default' }], { force: true });
  const shared = async (id) => (await host.loadShare(id))();
  const React = await shared('react');
  const { createRoot } = await shared('react-dom/client');
  const { MemoryRouter } = await shared('react-router');
  const user = {
    id: 1,
    username: 'release-check',
    email: null,
    phone_number: null,
    role_name: 'user',
    created_at: new Date().toISOString(),
  };
  const props = { user, onLogout() {}, onUnreadChange() {}, onAuthenticated() {} };
  const text = (err) => String((err && (err.stack || err.message)) || err).slice(0, 800);
  const checkOne = async (expose) => {
    let component;
    try {
      const mod = await host.loadRemote(`${name}/${expose}`);
      component = mod?.default ?? mod?.[expose];
      if (typeof component !== 'function' && typeof component !== 'object') throw new Error(`./${expose} exports no component`);
    } catch (err) {
      return { expose, stage: 'import', message: text(err) };
    }
    const errors = [];
    const container = document.createElement('div');
    document.body.append(container);
    // Each module in a root of its own: an error is told to the root it happened in.
    const root = createRoot(container, {
      onUncaughtError: (err) => errors.push(err),
      onCaughtError: (err) => errors.push(err),
    });
    root.render(React.createElement(MemoryRouter, null, React.createElement(component, props)));
    // Until an error, or the page's text has stayed the same for 300 ms (its catalogue loaded, its content shown).
    let seen = '';
    let still = 0;
    for (let waited = 0; waited < settleMs && errors.length === 0 && still < 3; waited += 100) {
      await new Promise((r) => setTimeout(r, 100));
      const now = container.textContent ?? '';
      still = now && now === seen ? still + 1 : 0;
      seen = now;
    }
    root.unmount();
    container.remove();
    return errors.length ? { expose, stage: 'render', message: text(errors[0]) } : { expose, length: seen.length };
  };
  // All at once: the check costs about the slowest module, not their sum.
  const results = await Promise.all(exposes.map(checkOne));
  const failures = results.filter((r) => r.stage);
  const rendered = Object.fromEntries(results.filter((r) => !r.stage).map((r) => [r.expose, r.length]));
  return { failures, rendered };
}

/** The one browser the checks of this process share (pnpm start checks every remote): closed once they are done. */
let browser = null;
export async function closeCheckBrowser() {
  const open = browser;
  browser = null;
  if (open) await (await open).close();
}

/**
 * Imports and renders every module in `exposes` of the release whose entry is `entry`, on `shellUrl` (a page of the
 * shell that provides the shared modules). Returns the failures ([{ expose, stage: 'import' | 'render', message }])
 * and, for each module that rendered, the length of the text it showed.
 */
export async function checkRelease({ shellUrl, name, entry, exposes, settleMs = SETTLE_MS }) {
  browser ??= launch();
  // A page of its own for each release: nothing one release registered or rendered is left for the next.
  const page = await (await browser).newPage();
  try {
    await page.goto(shellUrl, { waitUntil: 'load' });
    await page.waitForFunction(() => globalThis.__FEDERATION__?.__INSTANCES__?.some((i) => i.name === 'shell'), null, {
      timeout: 30_000,
    });
    return await page.evaluate(checkInPage, { name, entry, exposes, settleMs });
  } finally {
    await page.close();
  }
}

/** The modules a release exposes, from its mf-manifest.json ({ exposes: [{ name }] }). */
export function exposesOf(manifest) {
  const exposes = Array.isArray(manifest?.exposes) ? manifest.exposes.map((e) => e?.name).filter((n) => typeof n === 'string') : [];
  return exposes;
}

/** The failures as the operator reads them. */
export function describeFailures(name, version, failures) {
  const lines = failures.map(
    (f) => `\n  - ./${f.expose} threw while ${f.stage === 'import' ? 'importing' : 'rendering'}: ${f.message.split('\n')[0]}`,
  );
  return `${name} ${version} is not activated: the headless check of its exposed modules failed${lines.join('')}`;
}
