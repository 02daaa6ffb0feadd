// The "shared" step of the setup checklist is remembered on this device, not on the server. Sharing happens outside
// our servers (a copied link pasted anywhere, a Facebook or X popup), so the API could only ever record that a
// button was pressed; a table and an endpoint for a checklist tick would be a write with no other use. Local memory
// costs nothing and its only failure is mild: on a new device or after clearing site data a step the merchant did
// shows as to do again. The key carries the store number, so another merchant on the same browser starts unticked.
// Anything that shares the store link (the dashboard's Copy link, the builder's share modal) marks it; the
// dashboard's setup checklist reads it.

export const sharedKey = (websiteId: number) => `storeShared:${websiteId}`;

export function wasShared(websiteId: number): boolean {
  try {
    return globalThis.localStorage?.getItem(sharedKey(websiteId)) != null;
  } catch {
    return false; // storage blocked: the step simply shows as to do
  }
}

export function rememberShared(websiteId: number, at = new Date()): void {
  try {
    globalThis.localStorage?.setItem(sharedKey(websiteId), at.toISOString());
  } catch {
    // storage blocked: remembered for this page only (the store keeps the flag)
  }
}

/** The link a shopper opens (SPEC §2: /published/{domain} on the current host). */
export const storefrontUrl = (domain: string, origin = globalThis.location?.origin ?? '') =>
  `${origin}/published/${encodeURIComponent(domain)}`;
