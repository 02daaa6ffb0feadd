// The translation and language part of what a publish would change (DESIGN §15, §16): content translations and the
// store's languages are draft content. A snapshot from before them (version 1) reads as having none.
import {
  DEFAULT_STORE_LOCALES,
  canonicalJson,
  type ContentChange,
  type ContentTranslation,
  type StoreContent,
  type StoreLocales,
} from '@app/contracts';

const localesOf = (c: StoreContent | null): StoreLocales => c?.locales ?? DEFAULT_STORE_LOCALES;
const translationsOf = (c: StoreContent | null): ContentTranslation[] => c?.translations ?? [];
const keyOf = (t: ContentTranslation) => `${t.type}:${t.id}:${t.locale}`;

/** The title of a translated resource as the builder knows it: the draft's, else the live one's. */
function resourceTitle(contents: (StoreContent | null)[], t: ContentTranslation): string {
  for (const c of contents) {
    if (!c) continue;
    if (t.type === 'website') return c.website.title;
    if (t.type === 'hero' && c.hero) return c.hero.title;
    const navs = [...(c.header?.navs ?? []), ...(c.footer?.navs ?? [])];
    const found =
      t.type === 'nav_item'
        ? navs.find((n) => n.id === t.id)
        : t.type === 'page'
          ? c.pages.find((p) => p.id === t.id)
          : t.type === 'section'
            ? c.pages.flatMap((p) => p.sections).find((s) => s.id === t.id)
            : undefined;
    if (found) return found.title;
  }
  return `${t.type} ${t.id}`;
}

/** Added, changed and removed translations (titled "<resource title> (<locale>)"), then a change of languages. */
export function diffTranslations(live: StoreContent | null, draft: StoreContent): ContentChange[] {
  const before = new Map(translationsOf(live).map((t) => [keyOf(t), t]));
  const after = new Map(translationsOf(draft).map((t) => [keyOf(t), t]));
  const title = (t: ContentTranslation) => `${resourceTitle([draft, live], t)} (${t.locale})`;
  const out: ContentChange[] = [];
  for (const [key, t] of after) {
    const old = before.get(key);
    if (!old) out.push({ resource: 'translation', id: t.id, title: title(t), change: 'added' });
    else if (canonicalJson(old) !== canonicalJson(t)) out.push({ resource: 'translation', id: t.id, title: title(t), change: 'changed' });
  }
  for (const [key, t] of before) if (!after.has(key)) out.push({ resource: 'translation', id: t.id, title: title(t), change: 'removed' });
  const [a, b] = [localesOf(live), localesOf(draft)];
  if (canonicalJson(a) !== canonicalJson(b)) {
    out.push({ resource: 'locales', id: draft.website.id, title: b.enabled.join(', '), change: 'changed' });
  }
  return out;
}
