// storefront-worker: public store pages (streamed React SSR), their static files, media from R2, and the two API
// calls a page on a custom domain makes. See routing.ts for what goes where.
import { SECURITY_HEADERS } from './lib/headers';
import { route } from './routing';
import { forwardToApi } from './routes/api-proxy';
import { serveAsset } from './routes/assets';
import { setLanguage } from './routes/lang';
import { serveMedia } from './routes/media';
import { handleStore, websiteNotFound } from './routes/store';

async function dispatch(req: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(req.url);
  const r = route(url);
  const waitUntil = (p: Promise<unknown>) => ctx.waitUntil(p);
  switch (r.type) {
    case 'asset':
      return serveAsset(req, r.path);
    case 'media':
      return serveMedia(req, env, r.path);
    case 'api':
      return forwardToApi(req, env, r.path);
    case 'lang':
      return setLanguage(req);
    case 'website-not-found':
      return websiteNotFound(req, env, waitUntil);
    case 'store':
      return handleStore(req, env, waitUntil, r);
  }
}

export default {
  async fetch(req, env, ctx): Promise<Response> {
    try {
      return await dispatch(req, env, ctx);
    } catch (err) {
      console.error('storefront: unhandled', err);
      return new Response('<!DOCTYPE html><html lang="en"><title>Something went wrong</title><h1>Something went wrong</h1><p>Please try again.</p></html>', {
        status: 500,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...SECURITY_HEADERS },
      });
    }
  },
} satisfies ExportedHandler<Env>;
