// The static baseline: the same HTML as a static asset of the front door.
// The cache-hit HTML of the 48-product home (Host 127.0.0.1:PORT) is written to .site/bench/home.html; wrangler dev
// serves files added to the [assets] folder without a restart, at /bench/home (its html_handling drops ".html").
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const STATIC = { label: 'static /bench/home', path: '/bench/home' };

/** Writes the copy and waits until it is served; returns the function that checks it again before each measure. */
export async function prepareStaticCopy({ get, home48, staticDir, log }) {
  const staticFile = path.join(staticDir, 'home.html');
  const homeHtml = Buffer.from(await (await get(home48)).arrayBuffer());
  const ensureStatic = async () => {
    mkdirSync(staticDir, { recursive: true });
    if (!existsSync(staticFile) || !readFileSync(staticFile).equals(homeHtml)) writeFileSync(staticFile, homeHtml);
    for (let i = 0; i < 60; i++) {
      const body = Buffer.from(await (await get('/bench/home')).arrayBuffer());
      if (body.equals(homeHtml)) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('the static copy /bench/home is not served (wrangler dev did not pick up .site/bench/home.html)');
  };
  await ensureStatic();
  const hitCheck = await get(home48);
  await hitCheck.arrayBuffer();
  log(`static copy ready: ${homeHtml.length} bytes; storefront home X-Cache now ${hitCheck.headers.get('x-cache')}`);
  return ensureStatic;
}
