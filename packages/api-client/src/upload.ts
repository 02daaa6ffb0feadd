// A request whose body's progress the caller hears: fetch cannot say how much of a body has gone (a streamed upload
// needs HTTP/2 in Chromium), XMLHttpRequest's upload events can. The answer is a fetch Response, so the client reads
// it as any other.

/** How much of the body has gone: bytes sent and the body's size. */
export type UploadProgress = (sent: number, total: number) => void;

export interface UploadInit {
  method: string;
  headers: Headers;
  body: XMLHttpRequestBodyInit | null | undefined;
  signal?: AbortSignal | null;
}

/** Statuses whose Response may not have a body. */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

/** Sends like fetch (same-origin cookies, rejects with a TypeError when the network fails), reporting upload progress. */
export function sendWithProgress(url: string, init: UploadInit, onProgress: UploadProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    init.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onload = () => {
      const type = xhr.getResponseHeader('Content-Type');
      const headers = type ? { 'Content-Type': type } : undefined;
      resolve(new Response(NO_BODY.has(xhr.status) ? null : xhr.responseText, { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    if (init.signal?.aborted) return xhr.abort();
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body ?? null);
  });
}
