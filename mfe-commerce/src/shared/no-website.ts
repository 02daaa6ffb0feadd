/** The API's answer when the merchant has no website yet: nothing to list, not a failure. */
export const isNoWebsite = (err: unknown): boolean =>
  !!err && typeof err === 'object' && (err as { code?: unknown }).code === 'website_not_found';
