// Options and variants of a product (DESIGN §17): the shapes the API, the builder's editor and the storefront share,
// and the rules that span fields (one variant per combination, values the options list, compare-at above price).
// No yup here (the storefront's islands may import it); the shapes' own field rules are in schemas/variants.ts.
import type { InferType } from 'yup';
import type { RuleMessage } from './messages';
import type { variantsPutSchema } from './schemas/variants';
import type { Product } from './types';

/**
 * An option and its values in the order shoppers see them (Size: S, M, L). `name` and `values` are always in the
 * store's default language (variants are identified by them); on a page in another language the storefront's
 * product data adds `label` and `value_labels` (same length as `values`) in that language, each entry falling back
 * to the original when untranslated. Display those; submit and match by `name`/`values`.
 */
export interface ProductOption {
  name: string;
  values: string[];
  /** The name in the page's language, when translated (shown as `label ?? name`). */
  label?: string;
  /** The values in the page's language, index for index (shown as `value_labels?.[j] ?? values[j]`). */
  value_labels?: string[];
}

/** A variant as the API answers it: one value per option, in the options' order ([] for the default variant). */
export interface Variant {
  id: number;
  options: string[];
  price: number;
  compare_at_price: number | null;
  sku: string;
  stock: number;
  image_url: string | null;
}

export interface ProductVariants {
  options: ProductOption[];
  variants: Variant[];
}

/** The PUT's body, as its schema infers it: `id` keeps an existing variant; the image by URL or by image id. */
export type VariantsInput = InferType<typeof variantsPutSchema>;
export type VariantInput = VariantsInput['variants'][number];

/** A product in the public JSON: its fields plus its options and variants (no owner ids). */
export type ProductWithVariants = Product & ProductVariants;

/** A failed cross-field rule at a path under the body (['variants[2]', 'options']), as yup names paths. */
export interface VariantProblem {
  loc: string[];
  message: RuleMessage;
}

/** The key of a combination: values joined by a character no value can hold meaningfully (U+001F). */
export const combinationKey = (values: readonly string[]) => values.join('\u001f');

/** The variant's title shoppers and orders see: its values joined ("M / Red"); '' for the default variant. */
export const variantTitle = (values: readonly string[]) => values.join(' / ');

/** Option names and values: a name once per product, a value once per option (case-insensitive: "S" and "s" clash). */
function optionProblems(options: readonly ProductOption[]): VariantProblem[] {
  const problems: VariantProblem[] = [];
  const names = new Set<string>();
  options.forEach((o, i) => {
    const name = o.name.toLowerCase();
    if (names.has(name)) problems.push({ loc: [`options[${i}]`, 'name'], message: { rule: 'optionNameDuplicate' } });
    names.add(name);
    const seen = new Set<string>();
    o.values.forEach((v, j) => {
      if (seen.has(v.toLowerCase())) problems.push({ loc: [`options[${i}]`, `values[${j}]`], message: { rule: 'optionValueDuplicate' } });
      seen.add(v.toLowerCase());
    });
  });
  return problems;
}

/** Each variant's values: one per option, each one of its option's values; each combination once. */
function combinationProblems(input: VariantsInput): VariantProblem[] {
  const problems: VariantProblem[] = [];
  const seen = new Set<string>();
  input.variants.forEach((v, i) => {
    const at = (field: string) => [`variants[${i}]`, field];
    if (v.options.length !== input.options.length) {
      problems.push({ loc: at('options'), message: { rule: 'variantOptionsCount', params: { count: input.options.length } } });
      return;
    }
    const unknown = v.options.findIndex((value, k) => !input.options[k]!.values.includes(value));
    if (unknown >= 0) {
      const name = input.options[unknown]!.name;
      problems.push({ loc: [`variants[${i}]`, `options[${unknown}]`], message: { rule: 'variantOptionUnknown', params: { name } } });
      return;
    }
    const key = combinationKey(v.options);
    if (seen.has(key)) problems.push({ loc: at('options'), message: { rule: 'variantDuplicate' } });
    seen.add(key);
  });
  return problems;
}

/**
 * Every rule that spans fields, in the order a form shows them; [] when the set is valid. The field rules (counts,
 * lengths, numbers) are the schema's; the image and the kept ids need the product's rows and are the API's.
 */
export function checkVariants(input: VariantsInput): VariantProblem[] {
  // Without options every variant is the same (empty) combination: one message for the set, not one per row.
  if (input.options.length === 0 && input.variants.length > 1) return [{ loc: ['variants'], message: { rule: 'defaultVariantOne' } }];
  const problems = [...optionProblems(input.options), ...combinationProblems(input)];
  input.variants.forEach((v, i) => {
    if (v.compare_at_price != null && v.compare_at_price <= v.price)
      problems.push({ loc: [`variants[${i}]`, 'compare_at_price'], message: { rule: 'compareAtAbovePrice' } });
  });
  return problems;
}

/** Every combination of the options' values, in order (the editor's generated rows): [[]] without options. */
export function combinations(options: readonly ProductOption[]): string[][] {
  return options.reduce<string[][]>((rows, o) => rows.flatMap((row) => o.values.map((v) => [...row, v])), [[]]);
}
