// Merchant content translations (DESIGN §16): which fields of which resources translate, how long each may be, what a
// translation's source is and when it is outdated. The only place that lists translatable fields: the API validates
// with it, the storefront falls back field by field over it, the builder's Translations panel shows it. No yup here
// (the storefront imports it); the input schemas are in schemas/translations.ts.
import { OPTION_NAME_MAX, OPTION_VALUE_MAX } from './constants';
import { LANGUAGES, type Language } from './languages';
import { canonicalJson, sha256Hex } from './content-hash';
import type { RuleMessage } from './messages';
import type { ProductOption } from './variants';

export const RESOURCE_TYPES = ['website', 'nav_item', 'hero', 'page', 'section', 'product'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
/** Content (published with the store, DESIGN §15); products are the live catalogue and translate live. */
export const CONTENT_RESOURCE_TYPES = RESOURCE_TYPES.filter((t) => t !== 'product') as Exclude<ResourceType, 'product'>[];
export const isResourceType = (v: unknown): v is ResourceType => typeof v === 'string' && (RESOURCE_TYPES as readonly string[]).includes(v);

export const TRANSLATION_STATUSES = ['missing', 'outdated', 'current'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

/** Translated fields by name; an absent or empty field falls back to the default locale's. */
export type TranslationFields = Record<string, string>;

/**
 * The fixed translatable fields of each type with the max length of their source field (schemas/website.ts,
 * section.ts, product.ts). A section also translates the text values of its content: see sectionFieldLimits.
 */
export const TRANSLATABLE_FIELDS = {
  website: { title: 80, description: 500 },
  nav_item: { title: 40 },
  hero: { title: 120, subtitle: 300, call_to_action: 80 },
  page: { title: 80, meta_title: 120, meta_description: 300 },
  section: { title: 120 },
  product: { name: 120, description: 2000, category: 60 },
} as const satisfies Record<ResourceType, Record<string, number>>;

/** A section's whole content is at most this long (schemas/section.ts), so each of its texts is too. */
export const SECTION_CONTENT_MAX = 20_000;
/** Field-name prefixes of a section's content: `content.<key>` is a value (a text's `text`, a form field's hint). */
export const CONTENT_FIELD = 'content.';
/** `label.<key>`: a form field's label, which the storefront shows (the key itself stays what the inbox receives). */
export const LABEL_FIELD = 'label.';

/** A section as its source: the translatable parts of a text or form section (other types have only a title). */
export interface SectionSourceRow {
  title: string;
  type: string;
  content: Record<string, unknown>;
}

/** The default-locale values of a section's translatable fields. */
export function sectionSource(s: SectionSourceRow): TranslationFields {
  const out: TranslationFields = { title: s.title };
  if (s.type === 'text') out[`${CONTENT_FIELD}text`] = String(s.content.text ?? '');
  if (s.type === 'form') {
    for (const [key, value] of Object.entries(s.content)) {
      out[`${LABEL_FIELD}${key}`] = key;
      out[`${CONTENT_FIELD}${key}`] = value == null ? '' : String(value);
    }
  }
  return out;
}

/**
 * Field-name prefix of a product's options (DESIGN §17): `option/<name>` is an option's name, `option/<name>/<value>`
 * one of its values, each part URI-encoded (so a `/` in a name cannot make it read as another's). Keyed by the words,
 * not by position: a renamed, removed or reordered option or value never receives another's translation (the old key
 * is simply no longer asked for), and the changed source makes the translation outdated like any other field's.
 */
export const OPTION_FIELD = 'option/';
export const optionNameField = (name: string) => `${OPTION_FIELD}${encodeURIComponent(name)}`;
export const optionValueField = (name: string, value: string) => `${optionNameField(name)}/${encodeURIComponent(value)}`;

/** An option field's parts (`value` absent for the option's name); null for any other field or a damaged name. */
export function optionFieldParts(field: string): { option: string; value?: string } | null {
  if (!field.startsWith(OPTION_FIELD)) return null;
  const parts = field.slice(OPTION_FIELD.length).split('/');
  if (parts.length > 2) return null;
  try {
    const [option, value] = parts.map(decodeURIComponent) as [string, string | undefined];
    return value === undefined ? { option } : { option, value };
  } catch {
    return null;
  }
}

/** A product as its source: its fixed fields, then each option's name and values (none without options). */
export interface ProductSourceRow {
  name: string;
  description: string;
  category: string;
  options: readonly ProductOption[];
}

export function productSource(p: ProductSourceRow): TranslationFields {
  const out: TranslationFields = { name: p.name, description: p.description, category: p.category };
  for (const o of p.options) {
    out[optionNameField(o.name)] = o.name;
    for (const v of o.values) out[optionValueField(o.name, v)] = v;
  }
  return out;
}

/** The translatable fields of a resource with their max lengths: the fixed ones, a section's or a product's options. */
export function fieldLimits(type: ResourceType, source: TranslationFields): Record<string, number> {
  if (type === 'product') {
    const options = Object.keys(source).flatMap((f) => {
      const parts = optionFieldParts(f);
      return parts ? [[f, parts.value === undefined ? OPTION_NAME_MAX : OPTION_VALUE_MAX] as const] : [];
    });
    return { ...TRANSLATABLE_FIELDS.product, ...Object.fromEntries(options) };
  }
  if (type !== 'section') return TRANSLATABLE_FIELDS[type];
  return Object.fromEntries(Object.keys(source).map((f) => [f, f === 'title' ? TRANSLATABLE_FIELDS.section.title : SECTION_CONTENT_MAX]));
}

/** SHA-256 of the canonical JSON of the default-locale fields: a translation saved against another is outdated. */
export const sourceHash = (source: TranslationFields) => sha256Hex(canonicalJson(source));

/** missing: no row or no non-empty field; outdated: saved against another source; else current. */
export function translationStatus(fields: TranslationFields | null, savedHash: string | null, currentHash: string): TranslationStatus {
  if (!fields || !Object.values(fields).some((v) => v.trim() !== '')) return 'missing';
  return savedHash === currentHash ? 'current' : 'outdated';
}

export interface FieldProblem {
  field: string;
  message: RuleMessage;
}

/**
 * A PUT's `fields` checked against the resource's limits: each a known field holding text within its length.
 * Values are trimmed and empty ones dropped (an empty field means "show the default"). Problems name their field.
 */
export function checkTranslationFields(
  limits: Record<string, number>,
  fields: Record<string, unknown>,
): { fields: TranslationFields; problems: FieldProblem[] } {
  const kept: [string, string][] = [];
  const problems: FieldProblem[] = [];
  for (const [field, value] of Object.entries(fields)) {
    // Own keys only: `constructor`, `toString`, `__proto__`... are Object.prototype's, not fields of the resource.
    const max = Object.hasOwn(limits, field) ? limits[field] : undefined;
    if (max === undefined) problems.push({ field, message: { rule: 'translationFieldUnknown' } });
    else if (typeof value !== 'string') problems.push({ field, message: { rule: 'fieldNotText' } });
    else if (value.trim().length > max) problems.push({ field, message: { rule: 'tooLong', params: { max } } });
    else if (value.trim() !== '') kept.push([field, value.trim()]);
  }
  // fromEntries defines own properties (an assignment to `__proto__` would set the prototype instead).
  return { fields: Object.fromEntries(kept), problems };
}

/** A store's languages: content is written in `default`; `enabled` always holds it. */
export interface StoreLocales {
  default: Language;
  enabled: Language[];
}
export const DEFAULT_STORE_LOCALES: StoreLocales = { default: 'en', enabled: ['en'] };

/** `enabled` with the default added, deduplicated, in the language list's order. */
export const normalizeLocales = (def: Language, enabled: readonly string[]): StoreLocales => ({
  default: def,
  enabled: LANGUAGES.filter((l) => l === def || enabled.includes(l)),
});

/** One translation as the draft and a publication hold it (DESIGN §15: content translations publish with the store). */
export interface ContentTranslation {
  type: Exclude<ResourceType, 'product'>;
  id: number;
  locale: Language;
  fields: TranslationFields;
  source_hash: string;
}

/** The two places a navigation link can be. */
export type NavPlace = 'header' | 'footer';

/** An item of GET /website/translations. */
export interface TranslationItem {
  type: ResourceType;
  id: number;
  /** The default-locale values of its translatable fields. */
  source: TranslationFields;
  fields: TranslationFields | null;
  status: TranslationStatus;
  /** Where a navigation link is (header or footer): two links of the same title are told apart by it. */
  place?: NavPlace;
}

export interface TranslationList {
  items: TranslationItem[];
  total: number;
  page: number;
  limit: number;
  /** For the locale, over every resource of every type (the builder shows them per language). */
  counts: Record<TranslationStatus, number>;
}

export const TRANSLATIONS_PAGE_SIZE = 20;
