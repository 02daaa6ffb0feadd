// A remote's catalogue. The loader is @app/i18n's (one copy, the shell's), but the catalogue's files are the remote's
// own: this glob is compiled into each remote's build, so its JSON ships (and changes) with the remote's release.
import { ensureNamespace as ensureShared, provideCatalogues, useNamespace as useShared, type Catalogue } from '@app/i18n';

const BUNDLED = import.meta.glob<{ default: Record<string, unknown> }>('../../i18n/locales/*/*.json');

/** `en/commerce` -> the bundled loader, for every language of namespace `ns`. */
function ownCatalogues(ns: string): Record<string, Catalogue> {
  const out: Record<string, Catalogue> = {};
  for (const [file, load] of Object.entries(BUNDLED)) {
    const m = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (m && m[2] === ns) out[`${m[1]}/${ns}`] = load;
  }
  return out;
}

const provided = new Set<string>();
function provideOnce(ns: string): void {
  if (provided.has(ns)) return;
  provided.add(ns);
  provideCatalogues(ownCatalogues(ns));
}

/** Loads the remote's catalogue (standalone start, tests). */
export async function ensureNamespace(ns: string): Promise<void> {
  provideOnce(ns);
  await ensureShared(ns);
}

/** A remote's pages call this on mount; true once the namespace's strings can be shown. */
export function useNamespace(ns: string): boolean {
  provideOnce(ns);
  return useShared(ns);
}
