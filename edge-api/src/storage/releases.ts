// The R2 port for release files (DESIGN.md §19): bucket REMOTES, key {remote}/{version}/{path}, each object with the
// Content-Type the front door serves it with and its SHA-256 (customMetadata), so registering a release can check
// every file without reading it.
import { releaseContentType, sha256Hex, type ReleaseFile } from '@app/contracts/releases';

export const releaseKey = (remote: string, version: string, path: string) => `${remote}/${version}/${path}`;

/**
 * Stores one file unless the identical object is already there (`created` says which). Another object under that key
 * is never replaced (`conflict`): a version is the hash of its files, so the same path of the same version can only
 * hold the same bytes, and an object once checked by registration must stay as it was.
 */
export async function putReleaseFile(
  bucket: R2Bucket,
  remote: string,
  version: string,
  path: string,
  bytes: ArrayBuffer,
): Promise<{ file: ReleaseFile; created: boolean; conflict: boolean }> {
  const sha256 = await sha256Hex(bytes);
  const file = { path, sha256, size: bytes.byteLength };
  const key = releaseKey(remote, version, path);
  const existing = await bucket.head(key);
  if (existing) {
    const same = existing.customMetadata?.sha256 === sha256 && existing.size === bytes.byteLength;
    return { file, created: false, conflict: !same };
  }
  await bucket.put(key, bytes, {
    httpMetadata: { contentType: releaseContentType(path) ?? 'application/octet-stream' },
    customMetadata: { sha256 },
  });
  return { file, created: true, conflict: false };
}

const PARALLEL_HEADS = 16;

/** The files of the list that are not in the bucket as listed (absent, another hash or another size). */
export async function missingFiles(bucket: R2Bucket, remote: string, version: string, files: readonly ReleaseFile[]): Promise<string[]> {
  const missing: string[] = [];
  for (let i = 0; i < files.length; i += PARALLEL_HEADS) {
    const batch = files.slice(i, i + PARALLEL_HEADS);
    const heads = await Promise.all(batch.map((f) => bucket.head(releaseKey(remote, version, f.path))));
    heads.forEach((h, j) => {
      const f = batch[j];
      if (!h || h.customMetadata?.sha256 !== f.sha256 || h.size !== f.size) missing.push(f.path);
    });
  }
  return missing;
}

/** A stored file's text, or null. */
export async function readReleaseText(bucket: R2Bucket, remote: string, version: string, path: string): Promise<string | null> {
  const object = await bucket.get(releaseKey(remote, version, path));
  return object ? object.text() : null;
}
