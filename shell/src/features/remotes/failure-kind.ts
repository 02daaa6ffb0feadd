// Why a remote's page is not showing, as the Retry panel tells the merchant: its files did not arrive (the network, or
// the remote is not served: 'network'), or they arrived and its code threw while loading or rendering ('code'). Only the
// first is worth checking one's connection for; blaming the connection for a bad release sends merchants the wrong way.

/** What browsers and the federation runtime say when a module's or stylesheet's file did not arrive. */
const NOT_ARRIVED = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'RUNTIME-008', // the federation runtime's "entry did not load", wrapping one of the above
  'Unable to preload CSS',
  'Failed to load CSS asset',
  'Failed to fetch',
  'NetworkError',
  '/remotes.json', // the registry's list did not answer, or does not list the remote
];

export type FailureKind = 'network' | 'code';

export function failureKind(error: unknown): FailureKind {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'network';
  const message = error instanceof Error ? error.message : String(error ?? '');
  return NOT_ARRIVED.some((text) => message.includes(text)) ? 'network' : 'code';
}
