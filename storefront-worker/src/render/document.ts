// Streams a page: the head goes out at once, the body is rendered by React when its data is ready and sent as one
// chunk, and the island's data closes the document as <script type="application/json"> (never executable).
// The body is rendered with renderToString, not the web-stream renderer (renderToReadableStream): no page suspends
// (its data is read before it renders), so streaming React's output gained nothing, and the stream renderer hands
// every attribute name and value to its own TextEncoder call, each a crossing into workerd's C++. On a 48-card home
// that was ~3-5 ms of a cache miss's CPU (bench row storefront-home-miss-cpu; DESIGN §11 allows 10 ms in all).
import { languageInfo } from '@app/contracts/constants';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ISLAND_DATA_ID, type IslandData } from '../shared/island';
import { htmlHeaders } from '../lib/headers';
import { jsonForScript } from '../lib/escape';
import { headHtml, type Head } from './head';

export interface Body {
  element: ReactElement;
  island?: IslandData;
}

export interface DocumentOptions {
  status: number;
  head: Head;
  /** Started by the caller before this is called, so the reads run while the head is on its way. */
  body: Promise<Body>;
  waitUntil: (p: Promise<unknown>) => void;
  headers?: Record<string, string>;
}

const encoder = new TextEncoder();
const FAILED_BODY = '<main class="sf-container sf-message"><h1>Something went wrong</h1><p>Please reload the page.</p></main>';

async function pump(writable: WritableStream<Uint8Array>, opts: DocumentOptions): Promise<void> {
  const writer = writable.getWriter();
  try {
    await writer.write(
      encoder.encode(
        `<!DOCTYPE html><html lang="${opts.head.lang}" dir="${languageInfo(opts.head.lang).dir}"><head>${headHtml(opts.head)}</head><body>`,
      ),
    );
    let html: string | null = null;
    try {
      const body = await opts.body;
      const data = body.island ? `<script type="application/json" id="${ISLAND_DATA_ID}">${jsonForScript(body.island)}</script>` : '';
      html = `${renderToString(body.element)}${data}`;
    } catch (err) {
      console.error('storefront: page failed', err);
    }
    await writer.write(encoder.encode(`${html ?? FAILED_BODY}</body></html>`));
    await writer.close();
  } catch {
    // The client went away (or a HEAD request cancelled the body): nothing more can be sent.
    await writer.abort().catch(() => undefined);
  }
}

export function streamDocument(opts: DocumentOptions): Response {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  opts.waitUntil(pump(writable, opts));
  return new Response(readable, { status: opts.status, headers: htmlHeaders(opts.headers) });
}
