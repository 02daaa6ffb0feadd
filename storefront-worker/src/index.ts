// storefront-worker: public store pages (streamed React SSR), their static files, media from R2, and the public API
// calls a page on a custom domain makes (for that domain's store only). See routing.ts for what goes where.
import { withMeter } from '@app/db';
import { withSecurityHeaders } from './lib/headers';
import { onCustomDomain, route } from './routing';
import { forwardToApi } from './routes/api-proxy';
import { serveAsset } from './routes/assets';
import { setLanguage } from './routes/lang';
import { serveMedia } from './routes/media';
import { handleStore, websiteNotFound } from './routes/store';

async function dispatch(req: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(req.url);
  const r = route(url, onCustomDomain(url, env.APP_HOSTS));
  const waitUntil = (p: Promise<unknown>) => ctx.waitUntil(p);
  switch (r.type) {
    case 'asset':
      return serveAsset(req, r.path);
    case 'media':
      return serveMedia(req, env, r.path);
    case 'api':
      return forwardToApi(req, env, r.path);
    case 'lang':
      return setLanguage(req, env);
    case 'website-not-found':
      return websiteNotFound(req, env, waitUntil);
    case 'store':
      return handleStore(req, env, waitUntil, r);
  }
}

const FAILED_PAGE =
  '<!DOCTYPE html><html lang="en"><title>Something went wrong</title><h1>Something went wrong</h1><p>Please try again.</p></html>';

export default {
  async fetch(req, env, ctx): Promise<Response> {
    let res: Response;
    try {
      // withMeter: D1 totals per request for the bench, locally and only when asked (packages/db meter.ts).
      res = await withMeter(req, env, (metered) => dispatch(req, metered, ctx));
    } catch (err) {
      console.error('storefront: unhandled', err);
      res = new Response(FAILED_PAGE, {
        status: 500,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
    // The one place the security headers are applied: every answer of this Worker leaves through here.
    return withSecurityHeaders(res, new URL(req.url));
  },
} satisfies ExportedHandler<Env>;
