// The variants editor's state as the merchant types it (text in every input), and its translation to and from the
// API's set. Pure functions, tested without rendering. Rows follow the options: every combination of their values,
// each keeping what was typed for it (and its variant id) while the options change around it.
import {
  checkVariants,
  combinationKey,
  combinations,
  MAX_OPTIONS,
  MAX_VARIANTS,
  variantsPutSchema,
  type ErrorDetail,
  type ProductOption,
  type ProductVariants,
  type RuleMessage,
  type VariantsInput,
} from '@app/contracts';

/** An option: its name, and its values as typed (separated by commas). */
export interface OptionDraft {
  name: string;
  values: string;
}

export interface RowDraft {
  id?: number;
  options: string[];
  price: string;
  compare_at_price: string;
  sku: string;
  stock: string;
  /** The image's URL, '' for none. */
  image: string;
}

export interface Draft {
  options: OptionDraft[];
  rows: RowDraft[];
  /**
   * How many variants the options make when that is more than MAX_VARIANTS: the rows are then not generated (they
   * could be a million) and stay those of the last options that fitted, for when values are removed again.
   */
  overflow?: number;
}

/** Problems by field path as the API names them after "body" ("variants[2].price"). */
export type FieldErrors = Record<string, RuleMessage>;

const text = (n: number | null | undefined) => (n == null ? '' : String(n));

export function draftOf(set: ProductVariants): Draft {
  return {
    options: set.options.map((o) => ({ name: o.name, values: o.values.join(', ') })),
    rows: set.variants.map((v) => ({
      id: v.id,
      options: v.options,
      price: text(v.price),
      compare_at_price: text(v.compare_at_price),
      sku: v.sku,
      stock: text(v.stock),
      image: v.image_url ?? '',
    })),
  };
}

/** The options as the API takes them: values split on commas, trimmed, blanks dropped. */
export const parseOptions = (options: readonly OptionDraft[]): ProductOption[] =>
  options.map((o) => ({
    name: o.name.trim(),
    values: o.values
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  }));

/**
 * The old row a new combination continues: same values, else the same under a value edited in place, else the one an
 * option added or removed at the end made.
 */
function predecessor(values: string[], rows: OldRows, claimed: Set<RowDraft>): RowDraft | undefined {
  const { byKey, byNewName } = rows;
  const exact = byKey.get(combinationKey(values));
  if (exact) return exact;
  const edited = byNewName.get(combinationKey(values));
  if (edited && !claimed.has(edited)) return edited;
  const shorter = byKey.get(combinationKey(values.slice(0, -1)));
  if (shorter && !claimed.has(shorter)) return shorter;
  return [...byKey.values()].find(
    (r) => !claimed.has(r) && r.options.length === values.length + 1 && combinationKey(r.options.slice(0, -1)) === combinationKey(values),
  );
}

// A value typed twice makes one row (two would share a combination, and React a key); the save names the duplicate
// at its option's values (contracts checkVariants), as the server would.
const distinct = (values: string[]) => values.filter((v, i) => values.findIndex((w) => w.toLowerCase() === v.toLowerCase()) === i);

/** The options that make rows: values split, each once, options without values left out. */
const typedOptions = (options: readonly OptionDraft[]) =>
  parseOptions(options)
    .map((o) => ({ ...o, values: distinct(o.values) }))
    .filter((o) => o.values.length > 0);

/** The draft's rows by their combination, and by the combination they have once values edited in place are renamed. */
interface OldRows {
  byKey: Map<string, RowDraft>;
  byNewName: Map<string, RowDraft>;
}

/**
 * A value edited in place is renamed, not replaced: typed letter by letter ("G", "Gr", ... "Grey") each step is a new
 * value, and its row (the default variant's id, price and stock first of all) must follow it. An option whose number
 * of values is unchanged pairs its old and new values by position.
 */
function oldRows(draft: Draft, typed: ProductOption[]): OldRows {
  const before = typedOptions(draft.options);
  const renames = typed.map((o, j) => {
    const old = before[j]?.values;
    return new Map(old && before.length === typed.length && old.length === o.values.length ? old.map((v, k) => [v, o.values[k]!]) : []);
  });
  const rename = (options: string[]) => options.map((v, j) => renames[j]?.get(v) ?? v);
  return {
    byKey: new Map(draft.rows.map((r) => [combinationKey(r.options), r])),
    byNewName: new Map(draft.rows.map((r) => [combinationKey(rename(r.options)), r])),
  };
}

/**
 * The rows for these options: one per combination of the values typed so far (an option without values yet does not
 * empty the list), in order. A combination keeps its row, and a value edited in place its rows; after an option is
 * added or removed at the end, the first combination that continues a row takes it over (its id, price, stock, SKU,
 * image: the default variant becomes the first one with options); other new rows start at that row's price with no
 * stock.
 */
export function withOptions(draft: Draft, options: OptionDraft[]): Draft {
  const claimed = new Set<RowDraft>();
  const typed = typedOptions(options);
  const count = typed.reduce((n, o) => n * o.values.length, 1);
  if (count > MAX_VARIANTS) return { options, rows: draft.rows, overflow: count };
  const previous = oldRows(draft, typed);
  const rows = combinations(typed).map((values): RowDraft => {
    const old = predecessor(values, previous, claimed);
    if (old && !claimed.has(old)) {
      claimed.add(old);
      return { ...old, options: values };
    }
    return { options: values, price: old?.price ?? draft.rows[0]?.price ?? '', compare_at_price: '', sku: '', stock: '0', image: '' };
  });
  return { options, rows };
}

export const canAddOption = (draft: Draft) => draft.options.length < MAX_OPTIONS;

const num = (s: string) => (s.trim() === '' ? NaN : Number(s));

/** The PUT's body ('' numbers go as NaN: the server names them at their field). */
export function toInput(draft: Draft): VariantsInput {
  return {
    options: parseOptions(draft.options),
    variants: draft.rows.map((r) => ({
      ...(r.id ? { id: r.id } : {}),
      options: r.options,
      price: num(r.price),
      compare_at_price: r.compare_at_price.trim() === '' ? null : num(r.compare_at_price),
      sku: r.sku.trim(),
      stock: num(r.stock),
      image_url: r.image || null,
    })),
  };
}

/** The cross-field problems the editor can see before sending (the server checks them again, with the rest). */
export function localErrors(draft: Draft): FieldErrors {
  const input = toInput(draft);
  const unfinished = input.options.flatMap((o, i) => [
    ...(o.name ? [] : [[`options[${i}].name`, { rule: 'optionNameNeeded' }] as const]),
    ...(o.values.length ? [] : [[`options[${i}].values`, { rule: 'optionValuesRequired' }] as const]),
  ]);
  // Rows are only generated for finished options: their count would be reported wrongly until then.
  if (unfinished.length) return Object.fromEntries(unfinished);
  if (draft.overflow) return { variants: { rule: 'variantsTooMany', params: { count: draft.overflow, max: MAX_VARIANTS } } };
  const crossField = Object.fromEntries(checkVariants(input).map((p) => [p.loc.join('.'), p.message]));
  return { ...schemaErrors(input), ...emptyErrors(draft), ...crossField };
}

/** A price or stock left empty says what it needs, as the product form's do (its schema only sees a non-number). */
function emptyErrors(draft: Draft): FieldErrors {
  const needs = { price: 'productPriceNeeded', stock: 'productStockNeeded' } as const;
  return Object.fromEntries(
    draft.rows.flatMap((r, i) =>
      (['price', 'stock'] as const).filter((k) => !r[k].trim()).map((k) => [`variants[${i}].${k}`, { rule: needs[k] }]),
    ),
  );
}

/** Each field's own rules (a negative stock, a price too high, a SKU too long), as the server's schema has them. */
function schemaErrors(input: VariantsInput): FieldErrors {
  try {
    variantsPutSchema.validateSync(input, { abortEarly: false });
    return {};
  } catch (err) {
    // yup's ValidationError, told by name (yup is the contracts' dependency, not this remote's); its messages are
    // the contracts' rule messages (schemas/rule.ts).
    if ((err as Error).name !== 'ValidationError') throw err;
    const inner = (err as { inner: { path?: string; errors: unknown[] }[] }).inner;
    return Object.fromEntries(inner.map((e) => [e.path ?? '', e.errors[0] as RuleMessage]));
  }
}

/** An API refusal's details as field errors ("body", "variants[1]", "price" -> "variants[1].price"). */
export function serverErrors(detail: ErrorDetail[] = []): FieldErrors {
  return Object.fromEntries(detail.flatMap((d) => (d.rule ? [[d.loc.slice(1).join('.'), { rule: d.rule, params: d.params }]] : [])));
}
