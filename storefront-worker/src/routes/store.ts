// A request for a store: one indexed read of the store row (with the live publication's hash), then the cached page
// (its key: see cache.ts) or a fresh render from the live publication that is cached while it streams. A preview
// (routes/preview.ts) renders the draft and bypasses the cache both ways.
import type { Language } from '@app/contracts/constants';
import { contentHash } from '@app/contracts';
import { cacheKey, cachePath, fromCache, storeInCache } from '../cache';
import { liveContent, previewContent } from '../data/content';
import { findStore, rowReuseMs, type StoreRow } from '../data/store-row';
import { pickLanguage, translator } from '../lib/i18n';
import { textResponse } from '../lib/headers';
import { streamDocument } from '../render/document';
import type { StoreRoute, StorePage } from '../routing';
import { WebsiteNotFound } from '../markup/NotFoundPages';
import { storeContext, type StoreContext } from './context';
import { asPreview, readPreview, type Preview } from './preview';
import { domainRedirect } from './domain-redirect';
import { renderStorePage } from './store-pages';
import { robots, sitemap } from './seo';

type Wait = (p: Promise<unknown>) => void;
type ValidPreview = Extract<Preview, { kind: 'valid' }>;

/** Every page of a published store says which publication it shows (hits too: the stored copy keeps the header). */
function withPublication(res: Response, row: StoreRow): Response {
  if (row.hash) res.headers.set('X-Publication', row.hash);
  return res;
}

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

function render(ctx: StoreContext, page: StorePage): Promise<Response> | Response {
  if (ctx.badLocale) return renderStorePage(ctx, { kind: 'unknown' });
  if (page.kind === 'sitemap') return sitemap(ctx);
  if (page.kind === 'robots') return robots(ctx);
  return renderStorePage(ctx, page);
}

/** A preview of the draft: never read from nor written to the cache (routes/preview.ts). */
async function previewPage(req: Request, env: Env, wait: Wait, route: StoreRoute, row: StoreRow, p: ValidPreview): Promise<Response> {
  const content = await previewContent(row);
  // The bar says whether the draft differs from what shoppers see: the same hash publishing gives it (issue #34 item 12).
  const changes = row.hash === null || (await contentHash(content)) !== row.hash;
  const ctx = storeContext(req, env, route, { row, content, preview: true, changes }, pickLanguage(req), wait);
  // Links to the page in another language are the store's too: the token follows them from under any prefix.
  return asPreview(await render(ctx, route.page), p, route.root);
}

/** A bad token is a store that does not exist: no sign of the draft. */
function previewRejected(req: Request, env: Env, wait: Wait): Response {
  const res = websiteNotFound(req, env, wait);
  res.headers.set('Cache-Control', 'private, no-store');
  return res;
}

export async function handleStore(req: Request, env: Env, waitUntil: Wait, route: StoreRoute): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return textResponse('Method not allowed', 405, undefined, { Allow: 'GET, HEAD' });
  const shopperLang = pickLanguage(req);
  const url = new URL(req.url);
  // A preview (the builder's frame, right after the merchant's save) reads the row afresh and leaves the reused one
  // alone: the draft is what it shows, and its reads must not hold a row that a publish is about to change.
  const reuse = url.searchParams.has('preview') ? 0 : rowReuseMs(env);
  const row = await findStore(env, route.lookup, reuse);
  if (!row) return websiteNotFound(req, env, waitUntil, shopperLang);
  if ('movedTo' in row) return domainRedirect(req, row.movedTo);
  const preview = await readPreview(url, env, row);
  if (preview.kind === 'invalid') return forMethod(req, previewRejected(req, env, waitUntil));
  if (preview.kind === 'valid') return forMethod(req, await previewPage(req, env, waitUntil, route, row, preview));

  // Everything below shows the live publication (or, for a store not yet published, its draft: data/content.ts).
  const live = async () =>
    storeContext(req, env, route, { row, content: await liveContent(env, row), preview: false }, shopperLang, waitUntil);
  if (route.page.kind === 'unknown') return forMethod(req, withPublication(await renderStorePage(await live(), route.page), row));

  // Under a language prefix the UI follows the prefix, whoever asks (a prefix the store does not show is a 404, which
  // is never stored); the path holds the prefix too.
  const lang = route.locale ?? shopperLang;
  const path = cachePath(url, route.page);
  if (path === undefined) return forMethod(req, withPublication(await render(await live(), route.page), row));
  const key = cacheKey({ storeId: row.id, version: row.version, hash: row.hash, lang, host: url.host, path });
  const hit = await fromCache(key);
  if (hit) return forMethod(req, withPublication(hit, row));
  // Only a miss renders: a hit never builds the page context nor reads the snapshot.
  const res = withPublication(await render(await live(), route.page), row);
  return forMethod(req, storeInCache(key, res, waitUntil));
}
