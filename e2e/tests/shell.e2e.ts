// The dashboard's host app as `pnpm start` serves it: routing, guard, language, store search, error pages,
// a remote that cannot load, React loaded once, the front door's headers.
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { NAV_PAGES } from '@app/contracts/route-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newMerchant, signIn } from '../lib/api';
import { baseURL, launch, openPage, scrollFrames, settleAnimations, shot } from '../lib/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const DEMO = { username: 'demo', password: 'demo-store-2026' };
const REMOTE_FAILED = 'This section could not be loaded';

/** JS files fetched by the page, in order, with their size once gzipped (what a browser is sent). */
function recordScripts(page: Page) {
  const scripts: { path: string; gzip: number }[] = [];
  page.on('response', async (res) => {
    if (!new URL(res.url()).pathname.endsWith('.js') || !res.ok()) return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    scripts.push({ path: new URL(res.url()).pathname, gzip: gzipSync(body).length });
  });
  return scripts;
}

describe('shell', () => {
  it('signed out, / lands on the front door’s sign-in page: one small script, no framework', async () => {
    const { context, page, errors } = await openPage(browser);
    const signInScripts = recordScripts(page);
    await page.goto('/');
    await page.waitForURL('**/auth/login');
    await page.getByRole('tab', { name: 'Phone (SMS code)', selected: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('link', { name: 'Register' }).first().isVisible()).toBe(true);
    expect(signInScripts.map((s) => s.path)).toEqual([expect.stringMatching(/^\/_signin\/[0-9a-f]{12}\/sign-in\.js$/)]);
    console.log(`sign-in page JavaScript: ${(signInScripts[0].gzip / 1024).toFixed(1)} KiB gzip`);
    await shot(page, 'shell-login-en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signed in, a dashboard page loads React once, from the shell', async () => {
    const { context, page, errors } = await openPage(browser);
    expect((await context.request.post('/api/auth/login', { form: DEMO })).status()).toBe(200);
    const scripts = recordScripts(page);
    await page.goto('/welcome');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText(REMOTE_FAILED).count()).toBe(0);
    // React (and react-dom) come from the shell only: no remote fetched its own copy.
    const reactChunks = scripts.filter((s) => /prebuild__react__prebuild__|\/react-[\w-]{8}\.js$/.test(s.path));
    expect(reactChunks.map((s) => s.path)).toHaveLength(1);
    expect(
      scripts.filter(
        (s) => s.path.startsWith('/remotes/') && /react|router|i18next|styled|valtio|toastify/.test(s.path) && /prebuild/.test(s.path),
      ),
    ).toEqual([]);
    const shellKiB = scripts.filter((s) => !s.path.startsWith('/remotes/')).reduce((n, s) => n + s.gzip, 0) / 1024;
    console.log(
      `shell JavaScript on a dashboard page: ${shellKiB.toFixed(1)} KiB gzip (${scripts.filter((s) => !s.path.startsWith('/remotes/')).length} files)`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the guard sends owner screens to the login screen; signed in they open, and Logout ends the session', async () => {
    const { context, page } = await openPage(browser);
    // The sign-in page is the front door's: a full page load, which comes back to the page asked for.
    await page.goto('/dashboard');
    await page.waitForURL('**/auth/login?next=%2Fdashboard');
    await page.goto('/order?page=2');
    await page.waitForURL('**/auth/login?next=%2Forder%3Fpage%3D2');

    const res = await context.request.post('/api/auth/login', { form: DEMO });
    expect(res.status()).toBe(200);
    await page.goto('/order');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/order');
    await page.goto('/auth/login');
    await page.waitForURL('**/dashboard');
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Transaction' }).click();
    await page.waitForURL('**/transaction');
    await shot(page, 'shell-owner-en');
    await page.getByRole('button', { name: 'Account menu' }).click();
    expect(await page.getByText(`Welcome, ${DEMO.username}`).isVisible()).toBe(true);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/auth/login');
    await page.goto('/dashboard');
    await page.waitForURL('**/auth/login?next=%2Fdashboard');
    await context.close();
  });

  it('Amharic chosen in the picker is kept after a reload, in Ethiopic script', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot(page, 'shell-about-en');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('am');
    await page.getByRole('link', { name: 'ስለ እኛ' }).first().waitFor();
    await page.reload();
    const h1 = page.getByRole('heading', { level: 1 });
    await h1.waitFor();
    expect(await h1.textContent()).toMatch(/[\u1200-\u137F]/);
    expect(await page.evaluate(() => [localStorage.getItem('appLang'), document.documentElement.lang])).toEqual(['am', 'am']);
    expect(await page.getByRole('combobox', { name: 'ቋንቋ' }).inputValue()).toBe('am');
    const question = page.getByRole('button', { name: /ነጻ ሙከራ አለ/ });
    await question.click();
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
    await settleAnimations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'shell-about-am');
    await page.goto('/auth/login');
    await page.getByRole('banner').waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, 'shell-login-am');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the owner top bar fits all its links at 1280 px in every language (Spanish is the longest)', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, DEMO);
    for (const [lng, orders] of [
      ['es', 'Pedidos'],
      ['am', 'ትዕዛዞች'],
      ['en', 'Orders'],
    ] as const) {
      await page.evaluate((l) => localStorage.setItem('appLang', l), lng);
      await page.reload();
      const nav = page.getByRole('banner').getByRole('navigation').first();
      await nav.getByRole('link', { name: orders }).waitFor();
      const box = (await nav.boundingBox())!;
      const links = await nav.getByRole('link').all();
      expect(links.length, lng).toBeGreaterThanOrEqual(8);
      for (const link of links) {
        const b = (await link.boundingBox())!;
        expect(b.x + b.width, `${lng} ${await link.textContent()}`).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), lng).toBe(1280);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the store-number search takes digits only and opens /published-store/{n} with a full page load', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/about');
    const box = page.getByRole('textbox', { name: 'Store number' });
    const go = page.getByRole('button', { name: 'Open store' });
    expect(await go.isDisabled()).toBe(true);
    await box.pressSequentially('x4y2');
    expect(await box.inputValue()).toBe('42');
    expect(await go.isEnabled()).toBe(true);
    const navigation = page.waitForEvent('framenavigated');
    await go.click();
    await navigation;
    await page.waitForURL('**/published-store/42');
    await context.close();
  });

  it('shows the 404 page (HTTP 404) and the Website Not Found page', async () => {
    const { context, page, errors } = await openPage(browser);
    for (const path of ['/no-such-page', '/no/such/page']) {
      const res = await page.goto(path);
      expect([path, res?.status()]).toEqual([path, 404]);
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    }
    await shot(page, 'shell-404-en');
    await page.getByRole('link', { name: 'Go Back To Home' }).click();
    await page.waitForURL('**/auth/login');
    await page.goto('/not-found');
    await page.getByRole('heading', { name: 'Website Not Found' }).waitFor();
    expect(await page.getByText("The store you're looking for doesn't exist.").isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Return to Home' }).isVisible()).toBe(true);
    await shot(page, 'shell-not-found-en');
    // /not-found is rendered by storefront-worker with status 404, which Chromium reports as a console error.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await context.close();
  });

  it('a remote whose files are blocked shows Retry while the navigation keeps working, and Retry recovers', async () => {
    const { context, page } = await openPage(browser);
    await page.route('**/remotes/mfe_account/**', (route) => route.abort());
    await page.goto('/auth/register');
    await page.getByText(REMOTE_FAILED).waitFor();
    await shot(page, 'shell-remote-blocked-en');
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');
    await page.goBack();
    await page.getByText(REMOTE_FAILED).waitFor();
    await page.unroute('**/remotes/mfe_account/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText(REMOTE_FAILED).waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await context.close();
  });

  it('on a phone the landing header folds into a slide-down menu', async () => {
    const { context, page, errors } = await openPage(browser, { mobile: true });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#public-menu').getByRole('link', { name: 'About' }).waitFor();
    await shot(page, 'shell-contact-mobile-en');
    await page.locator('#public-menu').getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    expect(await page.locator('#public-menu').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the landing header shrinks past 50 px of scroll and the page holds still there', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/about');
    const header = page.getByRole('banner');
    await header.waitFor();
    expect(await header.getAttribute('data-shrunk')).toBe('false');
    // 60 px is inside the band where a header that changed height in the flow once fought scroll anchoring.
    expect(await scrollFrames(page, 60)).toEqual(Array.from({ length: 30 }, () => 60));
    expect(await header.getAttribute('data-shrunk')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the front door sends security headers, 404s missing files and serves /remotes.json', async () => {
    const page = await fetch(`${baseURL()}/auth/login`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'[^;]*;/);
    expect(page.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const missing = await fetch(`${baseURL()}/assets/missing-0000.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<html');
    const remotes = await (await fetch(`${baseURL()}/remotes.json`)).json();
    // Each remote's active release (pnpm start released all three): its entry under its content-hashed version.
    for (const name of ['mfe_account', 'mfe_builder', 'mfe_commerce']) {
      const { entry, version } = remotes[name];
      expect(version).toMatch(/^[0-9a-f]{16}$/);
      expect(entry).toBe(`/remotes/${name}/${version}/remoteEntry.js`);
    }
  });

  it('toasts start below the top bar: they never cover the language picker or the avatar (1280 and 390 px)', async () => {
    for (const mobile of [false, true]) {
      const { context, page } = await openPage(browser, { mobile });
      expect((await context.request.post('/api/auth/login', { form: DEMO })).status()).toBe(200);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Copy link' }).click();
      const toast = page.locator('.Toastify__toast').first();
      await toast.waitFor();
      // Held open by the pointer (react-toastify pauses on hover): on a loaded machine it could close on its own before
      // it was measured.
      await toast.hover();
      await settleAnimations(page); // the toast's entrance animation
      const bar = (await page.getByRole('banner').first().boundingBox())!;
      const box = (await toast.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      for (const control of [page.getByRole('button', { name: 'Account menu' }), page.getByRole('combobox', { name: 'Language' })]) {
        if (!(await control.isVisible())) continue;
        const c = (await control.boundingBox())!;
        const overlaps = c.x < box.x + box.width && box.x < c.x + c.width && c.y < box.y + box.height && box.y < c.y + c.height;
        expect(overlaps).toBe(false);
      }
      await shot(page, `shell-toast-${mobile ? 'mobile' : 'desktop'}-en`);
      await context.close();
    }
  });

  it('a new merchant (no store yet) visits every owner screen without a console error, in English and Amharic, on a phone too', async () => {
    const merchant = await newMerchant();
    // Every navigation entry in its order (/subscribers then /inbox), then the plan page, which has none.
    const screens = [...NAV_PAGES.map((p) => `/${p.path}`), '/subscription'];
    // Until the API has the subscribers and messages routes (edge-api's branch), those two screens cannot be checked.
    const probe = await call<{ code?: string }>('/website/subscribers?page=1&limit=10', { token: merchant.token });
    const routesMissing = probe.status === 404 && probe.body?.code === 'not_found';
    if (routesMissing) {
      console.warn("SKIPPED /subscribers and /inbox (and the Inbox badge's call): this API has no subscribers/messages routes yet");
      screens.splice(screens.indexOf('/subscribers'), 2);
    }
    for (const [lng, mobile] of [
      ['en', false],
      ['am', true],
    ] as const) {
      const { context, page, errors } = await openPage(browser, { mobile });
      // "No website yet" is an answer, not a failure: the API says 404 website_not_found and the screens say so in
      // words. Chromium still prints its own "Failed to load resource" line for any 404; only those lines, for exactly
      // those answers, are excused.
      const noWebsite = new Set<string>();
      page.on('response', async (res) => {
        if (res.status() === 404 && new URL(res.url()).pathname.startsWith('/api/')) {
          const body = (await res.json().catch(() => null)) as { code?: string } | null;
          if (body?.code === 'website_not_found') noWebsite.add(res.url());
          if (routesMissing && body?.code === 'not_found' && new URL(res.url()).pathname === '/api/website/messages/unread-count')
            noWebsite.add(res.url());
        }
      });
      await signIn(page, merchant);
      await page.evaluate((l) => localStorage.setItem('appLang', l), lng);
      for (const path of screens) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.getByText(REMOTE_FAILED).count()).toBe(0);
        if (['/dashboard', '/order', '/discounts', '/payments', '/subscribers', '/inbox'].includes(path))
          await shot(page, `shell-new-merchant${path.replace('/', '-')}-${mobile ? 'mobile-' : ''}${lng}`);
      }
      const expected = (e: string) =>
        /^Failed to load resource: the server responded with a status of 404/.test(e) && noWebsite.has(e.split(' ').pop()!);
      expect(errors.filter((e) => !expected(e))).toEqual([]);
      await context.close();
    }
  });
});
