// i18next set-up shared by the shell and every remote (a federation singleton): one instance, lazy catalogues.
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, languageInfo, type FontNeed, type Language } from '@app/contracts';
import { isLanguage, storeLanguage, storedLanguage } from './languages';
import { BUILT_IN } from './messages';

export * from './languages';
export * from './messages';
export { i18next };

export type Catalogue = () => Promise<{ default: Record<string, unknown> }>;
// The dashboard's own namespaces ship here (in the shell's copy). A remote's namespace ships in the remote's release
// (provideCatalogues, from @app/remote-kit): a remote team's words change with a release of that remote alone
// (DESIGN.md §19). The storefront's catalogue is storefront-worker's.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/{common,shell}.json');
const provided = new Map<string, Catalogue>();
const loaded = new Set<string>();

/**
 * A remote hands over the loaders of its own catalogue (`en/commerce` -> its bundled JSON). Called again (the shell
 * fell back to another release of the remote), the newer loaders win for what is not loaded yet.
 */
export function provideCatalogues(loaders: Record<string, Catalogue>): void {
  for (const [id, loader] of Object.entries(loaders)) provided.set(id, loader);
}
// `common` (with the messages: validation rules and API codes) is shared by every remote, so it is always loaded.
const namespaces = new Set<string>(['common']);

/** True once the catalogue is there; false when there is none for that language (or it could not be fetched). */
async function load(lng: string, ns: string): Promise<boolean> {
  const id = `${lng}/${ns}`;
  if (loaded.has(id)) return true;
  const loader = provided.get(id) ?? catalogues[`../locales/${id}.json`];
  const builtIn = BUILT_IN[id];
  if (!loader && !builtIn) return false;
  try {
    const own = loader ? (await loader()).default : {};
    i18next.addResourceBundle(lng, ns, builtIn ? { ...own, ...builtIn } : own, true, true);
  } catch {
    return false;
  }
  loaded.add(id);
  return true;
}

/**
 * Every catalogue has every English key (the catalogue tests), so English is fetched only when the language's own
 * catalogue is missing or failed: a Spanish or Amharic visitor does not download each namespace twice.
 */
async function loadWithFallback(lng: string, ns: string): Promise<void> {
  if (!(await load(lng, ns)) && lng !== DEFAULT_LANGUAGE) await load(DEFAULT_LANGUAGE, ns);
}

// A script's web font is fetched only when a language that needs it is chosen (the list's `font`).
const FONTS: Record<FontNeed, () => Promise<unknown>> = {
  ethiopic: () => import('@fontsource-variable/noto-sans-ethiopic'),
};
const fontsRequested = new Set<FontNeed>();
function applyDocument(lng: Language): void {
  if (typeof document === 'undefined') return;
  const { font, dir } = languageInfo(lng);
  document.documentElement.lang = lng;
  document.documentElement.dir = dir;
  if (font && !fontsRequested.has(font)) {
    fontsRequested.add(font);
    void FONTS[font]().catch(() => undefined);
  }
}

/** Initialises i18next once; later calls only load the extra namespaces. */
export async function initI18n(extra: string[] = []): Promise<typeof i18next> {
  const lng = storedLanguage();
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      resources: {},
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    applyDocument(lng);
  }
  await loadNamespaces(['common', ...extra]);
  return i18next;
}

/** Loads namespaces (a remote calls this for its own) in the current language and the English fallback. */
async function loadNamespaces(list: string[]): Promise<void> {
  for (const ns of list) namespaces.add(ns);
  const lng = i18next.language || DEFAULT_LANGUAGE;
  await Promise.all(list.map((ns) => loadWithFallback(lng, ns)));
}

export async function changeLanguage(lng: string): Promise<void> {
  if (!isLanguage(lng)) return;
  storeLanguage(lng);
  await Promise.all([...namespaces].map((ns) => loadWithFallback(lng, ns)));
  await i18next.changeLanguage(lng);
  applyDocument(lng);
}

const hasNamespace = (ns: string) =>
  i18next.isInitialized && (i18next.hasResourceBundle(i18next.language, ns) || i18next.hasResourceBundle(DEFAULT_LANGUAGE, ns));

/** A remote's own catalogue: initialises i18next with it when nobody has yet (standalone), else loads it. */
export async function ensureNamespace(ns: string): Promise<void> {
  if (!i18next.isInitialized) await initI18n([ns]);
  else await loadNamespaces([ns]);
}

/** A remote's pages call this on mount; true once the namespace's strings can be shown. */
export function useNamespace(ns: string): boolean {
  const [ready, setReady] = useState(() => hasNamespace(ns));
  useEffect(() => {
    let live = true;
    ensureNamespace(ns)
      .catch(() => undefined) // a missing catalogue falls back to the keys; the page still works
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ns]);
  return ready;
}
