// POST /_sf/lang (the language switch without JavaScript): sets the appLang cookie and goes back to the page.
// The island does the same in the browser. A response that sets a cookie is never cached.
import { isLanguage, languageCookie } from '@app/contracts/constants';
import { textResponse } from '../lib/headers';
import { onCustomDomain, route, storeLinks } from '../routing';

/** Longer than any page URL of a store; anything longer is not one of ours. */
const RETURN_MAX = 2048;

/** `value` resolved against this site, when it stays on it (an absolute URL of this origin), else null. */
function sameOriginUrl(value: string | null | undefined, origin: URL): string | null {
  if (!value || value.length > RETURN_MAX) return null;
  try {
    // The URL parser drops tabs and newlines and reads `\` as `/`, exactly as a browser following Location would:
    // comparing the resolved origin is what makes `/<TAB>/evil`, `/\evil` and `//evil` safe.
    const target = new URL(value, origin);
    return target.origin === origin.origin ? target.href : null;
  } catch {
    return null;
  }
}

/** The home of the store the shopper came from (by the Referer of this site), else this site's root. */
function storeHome(req: Request, env: Env, origin: URL): string {
  const from = sameOriginUrl(req.headers.get('Referer'), origin);
  if (from) {
    const r = route(new URL(from), onCustomDomain(origin, env.APP_HOSTS));
    if (r.type === 'store') return new URL(storeLinks(r.base).home, origin).href;
  }
  return new URL('/', origin).href;
}

export async function setLanguage(req: Request, env: Env): Promise<Response> {
  if (req.method !== 'POST') return textResponse('Method not allowed', 405, undefined, { Allow: 'POST' });
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    return textResponse('Bad request', 400);
  }
  const lang = String(form.get('lang') ?? '');
  if (!isLanguage(lang)) return textResponse('Unknown language', 400);
  const origin = new URL(req.url);
  // The switch sends the page in each language (StoreHeader.tsx); an older page only `return`.
  const back = form.get(`return-${lang}`) ?? form.get('return');
  const location = sameOriginUrl(typeof back === 'string' ? back : null, origin) ?? storeHome(req, env, origin);
  return new Response(null, {
    status: 303,
    headers: {
      Location: location,
      'Set-Cookie': languageCookie(lang),
      'Cache-Control': 'no-store',
    },
  });
}
