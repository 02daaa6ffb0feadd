// A request for a store: one indexed read of the store row, then the cached page (its key: see cache.ts) or a fresh
// render that is cached while it streams.
import type { Language } from '@app/contracts/constants';
import { cacheKey, cachePath, fromCache, storeInCache } from '../cache';
import { findStore } from '../data/store-row';
import { pickLanguage, translator } from '../lib/i18n';
import { textResponse } from '../lib/headers';
import { streamDocument } from '../render/document';
import type { Route } from '../routing';
import { WebsiteNotFound } from '../markup/NotFoundPages';
import { storeContext } from './context';
import { renderStorePage } from './store-pages';
import { robots, sitemap } from './seo';

type Wait = (p: Promise<unknown>) => void;

/** HEAD gets the headers of GET and no body. */
function forMethod(req: Request, res: Response): Response {
  if (req.method !== 'HEAD') return res;
  res.body?.cancel().catch(() => undefined);
  return new Response(null, res);
}

export function websiteNotFound(req: Request, env: Env, waitUntil: Wait, lang: Language = pickLanguage(req)): Response {
  const t = translator(lang);
  const home = `${(env.DASHBOARD_ORIGIN ?? '').replace(/\/+$/, '')}/`;
  const res = streamDocument({
    status: 404,
    head: { lang, title: t('meta.websiteNotFound'), description: t('notFound.websiteMessage'), noindex: true },
    body: Promise.resolve({ element: WebsiteNotFound({ t, homeUrl: home }) }),
    waitUntil,
  });
  return forMethod(req, res);
}

export async function handleStore(req: Request, env: Env, waitUntil: Wait, route: Extract<Route, { type: 'store' }>): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return textResponse('Method not allowed', 405, undefined, { Allow: 'GET, HEAD' });
  const lang = pickLanguage(req);
  const row = await findStore(env.DB, route.lookup);
  if (!row) return websiteNotFound(req, env, waitUntil, lang);
  if (route.page.kind === 'unknown')
    return forMethod(req, await renderStorePage(storeContext(req, env, route, row, lang, waitUntil), route.page));

  const url = new URL(req.url);
  const key = cacheKey({ storeId: row.id, version: row.version, lang, host: url.host, path: cachePath(url, route.page) });
  const hit = await fromCache(key);
  if (hit) return forMethod(req, hit);
  // Only a miss renders: a hit never builds the page context.
  const ctx = storeContext(req, env, route, row, lang, waitUntil);

  let res: Response;
  if (route.page.kind === 'sitemap') res = await sitemap(ctx);
  else if (route.page.kind === 'robots') res = robots(ctx);
  else res = await renderStorePage(ctx, route.page);
  return forMethod(req, storeInCache(key, res, waitUntil));
}
