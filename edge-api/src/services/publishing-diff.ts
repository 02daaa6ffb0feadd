// What a publish would change (GET /website/publishing `changes`): the draft against the live snapshot, row by row,
// so the builder can say "3 unpublished changes" and list them.
import { canonicalJson, type ContentChange, type StoreContent, type StoreHeaderFooter } from '@app/contracts';
import { diffTranslations } from './publishing-diff-translations';

type Keyed = { id: number; title: string };

/** Added, removed and changed rows of two lists keyed by id; `same` compares two versions of one row. */
function diffRows<T extends Keyed>(resource: 'page' | 'section', live: T[], draft: T[], same: (a: T, b: T) => boolean): ContentChange[] {
  const before = new Map(live.map((r) => [r.id, r]));
  const after = new Map(draft.map((r) => [r.id, r]));
  const out: ContentChange[] = [];
  for (const r of draft) {
    const old = before.get(r.id);
    if (!old) out.push({ resource, id: r.id, title: r.title, change: 'added' });
    else if (!same(old, r)) out.push({ resource, id: r.id, title: r.title, change: 'changed' });
  }
  for (const r of live) if (!after.has(r.id)) out.push({ resource, id: r.id, title: r.title, change: 'removed' });
  return out;
}

/** A single value that may be absent on either side (header, footer, hero). */
function diffOne(resource: 'header' | 'footer' | 'hero', id: number, title: string, live: unknown, draft: unknown): ContentChange[] {
  if (canonicalJson(live) === canonicalJson(draft)) return [];
  const change = live == null ? 'added' : draft == null ? 'removed' : 'changed';
  return [{ resource, id, title, change }];
}

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/** A header or footer as shoppers see it: nav ids (absent from version-1 snapshots) are not a visible change. */
const visible = (hf: StoreHeaderFooter | null | undefined) =>
  hf ? { ...hf, navs: hf.navs.map((n) => ({ title: n.title, link: n.link })) } : null;

/** The changes from `live` (null: nothing published yet, so everything is added) to `draft`. */
export function diffContent(live: StoreContent | null, draft: StoreContent): ContentChange[] {
  const id = draft.website.id;
  const out: ContentChange[] = [];
  if (!live || live.website.title !== draft.website.title || live.website.description !== draft.website.description) {
    out.push({ resource: 'website', id, title: draft.website.title, change: live ? 'changed' : 'added' });
  }
  out.push(...diffOne('header', id, 'header', visible(live?.header), visible(draft.header)));
  out.push(...diffOne('footer', id, 'footer', visible(live?.footer), visible(draft.footer)));
  out.push(...diffOne('hero', id, draft.hero?.title ?? live?.hero?.title ?? '', live?.hero ?? null, draft.hero));
  const fields = ({ sections: _s, ...page }: StoreContent['pages'][number]) => page;
  out.push(...diffRows('page', live?.pages ?? [], draft.pages, (a, b) => same(fields(a), fields(b))));
  const sectionsOf = (c: StoreContent | null) => (c?.pages ?? []).flatMap((p) => p.sections);
  out.push(...diffRows('section', sectionsOf(live), sectionsOf(draft), same));
  out.push(...diffTranslations(live, draft));
  return out;
}
