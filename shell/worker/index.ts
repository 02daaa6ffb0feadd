// Front door: routes by path to the API Worker (service binding), adding the security headers of DESIGN.md §9.
import { API_PREFIX } from '@app/contracts/paths';

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

function withHeaders(res: Response, extra: Record<string, string>): Response {
  const out = new Response(res.body, res);
  for (const [k, v] of Object.entries(extra)) out.headers.set(k, v);
  return out;
}

/** /api/x?y -> /x?y on the API Worker; the rest of the request (method, headers, body) is passed through. */
export function toApiRequest(req: Request): Request {
  const url = new URL(req.url);
  url.pathname = url.pathname.slice(API_PREFIX.length) || '/';
  return new Request(url, req);
}

export default {
  async fetch(req: Request, env: Env): Promise<Response> {
    const url = new URL(req.url);
    if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) {
      return withHeaders(await env.API.fetch(toApiRequest(req)), SECURITY_HEADERS);
    }
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS } });
  },
} satisfies ExportedHandler<Env>;
