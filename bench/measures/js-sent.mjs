// JavaScript sent per page type (Chromium, gzip -9 of every script response): the shopper pages of the 48-product
// store against DESIGN §11's budgets, the dashboard shell's first load and each remote's own files.
import { dashboardJs, launch, shopperJs } from '../lib/js-size.mjs';
import { BUDGETS } from '../lib/budgets.mjs';
import { kb } from '../lib/report.mjs';
import { REMOTES } from '../../packages/contracts/src/remotes.ts';

async function collect(base, s48) {
  const browser = await launch();
  try {
    const b = `/published/${s48.domain}`;
    const shopper = await shopperJs(browser, base, {
      home: b,
      product: `${b}/shop/product/${s48.productId}`,
      cart: `${b}/cart`,
      wishlist: `${b}/wishlist`,
      checkout: `${b}/checkout`,
    });
    const dash = await dashboardJs(browser, base, { username: 'demo', password: 'demo-store-2026' });
    return { shopper, dash };
  } finally {
    await browser.close();
  }
}

export async function measureJsSent({ base, s48, record, log }) {
  log('JavaScript per page type (Chromium, gzip -9 of every script response)');
  const { shopper, dash } = await collect(base, s48);
  for (const [name, r] of Object.entries(shopper)) {
    const limit = name === 'home' || name === 'product' ? BUDGETS.shopperPageJs : BUDGETS.shopperFlowJs;
    record(`js-shopper-${name}`, {
      measure: `JS gzip, shopper ${name} page`,
      value: kb(r.gzip),
      budget: `<= ${kb(limit)}`,
      pass: r.gzip <= limit,
      detail: r,
    });
  }
  record('js-dashboard-shell', {
    measure: 'JS gzip, dashboard first load (/auth/login, every script)',
    value: kb(dash.firstLoad.gzip),
    budget: `<= ${kb(BUDGETS.shellFirstLoadJs)}`,
    pass: dash.firstLoad.gzip <= BUDGETS.shellFirstLoadJs,
    detail: dash.firstLoad,
  });
  // What the first page after sign-in loads of the shell itself (the remotes' files are their own rows): not a budget
  // of §11, shown so that the sign-in page being light does not hide what the dashboard weighs.
  record('js-dashboard-app', {
    measure: '(context) JS gzip, shell on the first page after sign-in (/dashboard)',
    value: kb(dash.shell.gzip),
    budget: '(info)',
    pass: true,
    detail: { ...dash.shell, shellLazyLater: dash.shellLazyLater },
  });
  // Every remote of the one list (packages/contracts/src/remotes.ts), a new one too.
  for (const fed of REMOTES.map((r) => r.name)) {
    // Served as releases under /remotes/<federation name>/<version>/ (mfe_account); named as its folder (mfe-account).
    const name = fed.replace(/_/g, '-');
    const r = dash.remotes[fed];
    record(`js-remote-${name}`, {
      measure: `JS gzip, remote ${name} (own files)`,
      value: r ? kb(r.gzip) : 'not loaded',
      budget: `<= ${kb(BUDGETS.remoteOwnJs)}`,
      pass: !!r && r.gzip <= BUDGETS.remoteOwnJs,
      detail: r ?? { error: `no file under /remotes/${fed}/ was fetched` },
    });
  }
}
