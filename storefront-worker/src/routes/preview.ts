// Preview links (DESIGN §15): `?preview=<token>` shows the store's DRAFT to whoever holds a valid link. The token is
// checked (signature, expiry, row not revoked) with PREVIEW_SECRET, a secret of its own: the storefront never holds
// edge-api's session secret. A preview page is private: never cached, never read from the cache, never indexed.
//
// The preview travels in the links, not in a cookie: every link of a preview page that stays in the store carries
// the token. A cookie would follow the merchant out of the builder's preview frame (same origin) and show them the
// draft when they open their live store; a link can only be followed from the preview. "Exit preview" is the page's
// own URL without the token.
import { checkPreviewToken, type PreviewClaims } from '@app/db';
import type { StoreRow } from '../data/store-row';
import { escapeHtml } from '../lib/escape';

export type Preview =
  | { kind: 'none' }
  | { kind: 'valid'; token: string; claims: PreviewClaims }
  /** An expired, revoked, forged or other store's token. */
  | { kind: 'invalid' };

/** What the request asks for. Reads D1 only when it carries a token. */
export async function readPreview(url: URL, env: Env, row: StoreRow): Promise<Preview> {
  const token = url.searchParams.get('preview');
  if (token === null) return { kind: 'none' };
  const claims = await checkPreviewToken(row.db, env.PREVIEW_SECRET, token);
  if (!claims || claims.websiteId !== row.id) return { kind: 'invalid' };
  return { kind: 'valid', token, claims };
}

/** Paths under a store's base that are not its pages: static files, media and the API proxy. */
const NOT_PAGES = /^\/(?:_sf|media|api)\//;

/** The href with the preview token when it is a page of this store (`base`: '' on a custom domain); else null. */
export function previewHref(href: string, base: string, token: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const url = new URL(href, 'https://store.internal');
  const inStore = base === '' || url.pathname === base || url.pathname.startsWith(`${base}/`);
  if (!inStore || NOT_PAGES.test(url.pathname.slice(base.length))) return null;
  url.searchParams.set('preview', token);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Marks a preview page private and puts the token into each link to another page of the store. */
export function asPreview(res: Response, p: Extract<Preview, { kind: 'valid' }>, base: string): Response {
  res.headers.set('Cache-Control', 'private, no-store');
  res.headers.set('X-Robots-Tag', 'noindex');
  res.headers.delete('X-Cache');
  if (!res.headers.get('Content-Type')?.startsWith('text/html')) return res;
  return (
    new HTMLRewriter()
      .on('a[href]:not([data-sf-preview-exit])', {
        element(el) {
          const href = previewHref(el.getAttribute('href') ?? '', base, p.token);
          if (href) el.setAttribute('href', href);
        },
      })
      // The language switch's targets (StoreHeader.tsx) stay in the preview too.
      .on('option[data-href]', {
        element(el) {
          const href = previewHref(el.getAttribute('data-href') ?? '', base, p.token);
          if (href) el.setAttribute('data-href', href);
        },
      })
      .on('input[data-sf-return]', {
        element(el) {
          const href = previewHref(el.getAttribute('value') ?? '', base, p.token);
          if (href) el.setAttribute('value', href);
        },
      })
      // The grid's and the option picker's GET forms replace their action's query with their fields: the token rides
      // as one of them.
      .on('form[data-sf-grid], form[data-sf-picker]', {
        element(el) {
          el.append(`<input type="hidden" name="preview" value="${escapeHtml(p.token)}">`, { html: true });
        },
      })
      .transform(res)
  );
}
