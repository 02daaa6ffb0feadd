// Merchant content in a language of the store (DESIGN §16): the request's one StoreContent with its translations into
// that language laid over it, field by field. A field with no translation (absent or blank) keeps the default
// language's value, so a half-translated store reads in the language wherever it can and never shows a gap.
import {
  CONTENT_FIELD,
  DEFAULT_STORE_LOCALES,
  LABEL_FIELD,
  optionNameField,
  optionValueField,
  type Language,
  type Product,
  type ProductOption,
  type Section,
  type StoreContent,
  type StoreContentPage,
  type StoreHeaderFooter,
  type StoreLocales,
  type TranslationFields,
} from '@app/contracts';

/** A section as the storefront shows it: a form section's fields may carry translated labels (its keys stay as sent). */
export type LocalSection = Section & { labels?: Record<string, string> };

/** The store's languages as the content holds them (a version-1 snapshot has none: only the default). */
export const localesOf = (c: StoreContent): StoreLocales => c.locales ?? DEFAULT_STORE_LOCALES;

/** The store shows `locale` under a prefix: enabled and not its default (the default is unprefixed). */
export const isPrefixLocale = (l: StoreLocales, locale: Language) => locale !== l.default && l.enabled.includes(locale);

type Lookup = (type: string, id: number) => TranslationFields | undefined;

/** The translations of one language, by resource. */
function translationsIn(c: StoreContent, locale: Language): Lookup {
  const byKey = new Map<string, TranslationFields>();
  for (const t of c.translations ?? []) if (t.locale === locale) byKey.set(`${t.type}:${t.id}`, t.fields);
  return (type, id) => byKey.get(`${type}:${id}`);
}

/** The translated value of a field when there is one (non-blank), else the source's. */
export const pick = (fields: TranslationFields | undefined, name: string, source: string): string => {
  const v = fields?.[name];
  return v !== undefined && v.trim() !== '' ? v : source;
};

/** True when `fields` holds a non-blank value for `name`: what "translated" means for a page's required field. */
export const hasField = (fields: TranslationFields | undefined, name: string) => Boolean(fields?.[name]?.trim());

function chrome(hf: StoreHeaderFooter | null, tr: Lookup): StoreHeaderFooter | null {
  if (!hf) return hf;
  // Nav items of a version-1 snapshot have no id, so nothing can name them: they stay as they are.
  return { ...hf, navs: hf.navs.map((n) => (n.id === undefined ? n : { ...n, title: pick(tr('nav_item', n.id), 'title', n.title) })) };
}

function section(s: Section, tr: Lookup): LocalSection {
  const f = tr('section', s.id);
  if (!f) return s;
  const out: LocalSection = { ...s, title: pick(f, 'title', s.title) };
  if (s.type === 'text') out.content = { ...s.content, text: pick(f, `${CONTENT_FIELD}text`, String(s.content.text ?? '')) };
  if (s.type === 'form') {
    const entries = Object.entries(s.content).map(([k, v]) => [k, pick(f, `${CONTENT_FIELD}${k}`, v == null ? '' : String(v))]);
    out.content = Object.fromEntries(entries);
    out.labels = Object.fromEntries(Object.keys(s.content).map((k) => [k, pick(f, `${LABEL_FIELD}${k}`, k)]));
  }
  return out;
}

function page(p: StoreContentPage, tr: Lookup): StoreContentPage {
  const f = tr('page', p.id);
  return {
    ...p,
    title: pick(f, 'title', p.title),
    meta_title: pick(f, 'meta_title', p.meta_title),
    meta_description: pick(f, 'meta_description', p.meta_description),
    sections: p.sections.map((s) => section(s, tr)),
  };
}

/** The content as shown in `locale`: every translatable field translated where it can be, the default elsewhere. */
export function localizeContent(c: StoreContent, locale: Language): StoreContent {
  const tr = translationsIn(c, locale);
  const w = tr('website', c.website.id);
  // The hero is one per store: its translations name it by the website's id (edge-api migration 0009).
  const h = tr('hero', c.website.id);
  return {
    ...c,
    website: { ...c.website, title: pick(w, 'title', c.website.title), description: pick(w, 'description', c.website.description) },
    header: chrome(c.header, tr),
    footer: chrome(c.footer, tr),
    hero: c.hero && {
      ...c.hero,
      title: pick(h, 'title', c.hero.title),
      subtitle: pick(h, 'subtitle', c.hero.subtitle),
      call_to_action: pick(h, 'call_to_action', c.hero.call_to_action),
    },
    pages: c.pages.map((p) => page(p, tr)),
  };
}

/**
 * Options in a language: `name` and `values` stay the default language's (variants and carts are matched by them);
 * `label` and `value_labels` are what a shopper reads, each the translation or else the original.
 */
const localizeOptions = (options: readonly ProductOption[], f: TranslationFields | undefined): ProductOption[] =>
  options.map((o) => ({
    ...o,
    label: pick(f, optionNameField(o.name), o.name),
    value_labels: o.values.map((v) => pick(f, optionValueField(o.name, v), v)),
  }));

/** A product's options and variants in a language (the product page reads them apart from the product's row). */
export const localizeVariants = <V extends { options: readonly ProductOption[] }>(v: V, f: TranslationFields | undefined): V => ({
  ...v,
  options: localizeOptions(v.options, f),
});

/** A product in a language: its live translation's name, description, category and option labels where they are set. */
export function localizeProduct<P extends Product & { options?: readonly ProductOption[] }>(p: P, f: TranslationFields | undefined): P {
  const out = {
    ...p,
    name: pick(f, 'name', p.name),
    description: pick(f, 'description', p.description),
    category: pick(f, 'category', p.category),
  };
  return p.options ? { ...out, options: localizeOptions(p.options, f) } : out;
}

/**
 * The languages (other than the default) in which a content resource's required field is translated: the website's
 * title for the home page, a page's title for that page (README "SEO rules").
 */
export function contentTranslatedIn(c: StoreContent, type: 'website' | 'page', id: number, field: string): Language[] {
  return (c.translations ?? []).filter((t) => t.type === type && t.id === id && hasField(t.fields, field)).map((t) => t.locale);
}
