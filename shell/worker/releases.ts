// The remotes' releases (DESIGN.md §19): their files from R2 under /remotes/{remote}/{version}/{path}, and
// /remotes.json (which release of each remote the shell loads) from the registry in D1.
import { isReleasePath, RELEASE_VERSION } from '@app/contracts/releases';
import { isRemoteName, type RemotesJson } from '@app/contracts/remotes';
import { remoteChannelVersions, toRemoteChannel } from '@app/db/queries/remotes';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export const isReleaseFilePath = (pathname: string) => pathname.startsWith('/remotes/');

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE } });
}

/** {remote}/{version}/{path} from /remotes/..., or null for anything that cannot be a release's file. */
function releaseKey(pathname: string): string | null {
  let rest: string;
  try {
    rest = decodeURIComponent(pathname.slice('/remotes/'.length));
  } catch {
    return null;
  }
  const [remote, version, ...file] = rest.split('/');
  const path = file.join('/');
  const ok = isRemoteName(remote) && RELEASE_VERSION.test(version ?? '') && isReleasePath(path);
  return ok ? `${remote}/${version}/${path}` : null;
}

const hasBody = (object: R2Object | R2ObjectBody): object is R2ObjectBody => 'body' in object;

/** The ETags of an If-None-Match that could be one of ours (R2's are hex), unquoted; anything else never matches. */
function requestedEtags(header: string | null): string[] {
  if (!header) return [];
  return header.split(',').flatMap((tag) => /^\s*(?:W\/)?"([0-9a-f]{1,64})"\s*$/.exec(tag)?.[1] ?? []);
}

/**
 * A release's file. The version in the path names an immutable content hash, so the file may be cached for a
 * year; a conditional request with the object's ETag gets a 304.
 */
export async function serveReleaseFile(req: Request, bucket: R2Bucket): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  const key = releaseKey(new URL(req.url).pathname);
  if (key === null) return notFound();
  // One R2 call per request: a GET for the ETag the browser has comes back without its body. The request's own
  // headers are not handed to R2: it throws on a malformed If-None-Match.
  const [etag] = requestedEtags(req.headers.get('If-None-Match'));
  const object = req.method === 'HEAD' ? await bucket.head(key) : await bucket.get(key, etag ? { onlyIf: { etagDoesNotMatch: etag } } : {});
  if (!object) return notFound();
  const headers = new Headers({ ETag: object.httpEtag, 'Cache-Control': IMMUTABLE });
  object.writeHttpMetadata(headers);
  if (requestedEtags(req.headers.get('If-None-Match')).includes(object.etag)) {
    if (hasBody(object)) await object.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  if (hasBody(object)) return new Response(object.body, { headers });
  headers.set('Content-Length', String(object.size));
  return new Response(null, { headers });
}

/** GET /remotes.json: the active release (and its fallback) of every listed remote that has one. */
export async function remotesJson(db: D1Database): Promise<Response> {
  const channels = await remoteChannelVersions(db);
  const body: RemotesJson = {};
  for (const channel of channels) if (isRemoteName(channel.remote)) body[channel.remote] = toRemoteChannel(channel);
  return new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': REVALIDATE },
  });
}
