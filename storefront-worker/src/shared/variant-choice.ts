// The option picker's rules (DESIGN §17), shared by the product page the Worker renders and the product island, so
// the page without JavaScript and the page with it choose the same variant and mark the same values.
import { combinationKey, variantTitle, type ProductOption, type Variant } from '@app/contracts/variants';

/** At or below this many left, the stock line says "Only N left" instead of "In stock". */
export const FEW_LEFT = 5;

/** What the shopper chose: one value per option, and the variant with exactly those values (null: none has them). */
export interface Choice {
  values: string[];
  variant: Variant | null;
}

/** A value's state beside the other chosen values: a variant in stock, only a sold-out one, or no variant at all. */
export type ValueState = 'available' | 'soldout' | 'none';

export type StockState = { kind: 'in' } | { kind: 'few'; count: number } | { kind: 'out' } | { kind: 'none' };

export const findVariant = (variants: readonly Variant[], values: readonly string[]) => {
  const key = combinationKey(values);
  return variants.find((v) => combinationKey(v.options) === key) ?? null;
};

/** The page's choice with nothing chosen: the first variant in stock, else the first. */
export const defaultVariant = (variants: readonly Variant[]) => variants.find((v) => v.stock > 0) ?? variants[0] ?? null;

const choiceOf = (variant: Variant | null): Choice => ({ values: variant ? [...variant.options] : [], variant });

/**
 * The choice a URL asks for: `?variant=<id>` when it is one of this product's variants; else the `o1..o3` values of
 * the picker's GET form (sent without JavaScript), each kept only if its option lists it (the default's otherwise);
 * else the default. Anything else a client sends (another product's id, -1, text) is the default, never an error.
 */
export function choiceFromParams(options: readonly ProductOption[], variants: readonly Variant[], params: URLSearchParams): Choice {
  const fallback = defaultVariant(variants);
  const id = params.get('variant');
  const byId = id !== null && /^\d{1,15}$/.test(id) ? variants.find((v) => v.id === Number(id)) : undefined;
  if (byId) return choiceOf(byId);
  if (!options.length || !options.some((_, i) => params.has(`o${i + 1}`))) return choiceOf(fallback);
  const values = options.map((o, i) => {
    const asked = params.get(`o${i + 1}`);
    return asked !== null && o.values.includes(asked) ? asked : (fallback?.options[i] ?? o.values[0] ?? '');
  });
  return { values, variant: findVariant(variants, values) };
}

/**
 * Option `index` set to `value`, the other chosen values kept. Shopify's way, not disabled radios: a value with no
 * variant or only a sold-out one stays selectable and is marked, so a keyboard user can walk every value with the
 * arrow keys (a disabled radio is skipped, and a value that only exists with another colour could not be reached).
 */
export function valueState(variants: readonly Variant[], chosen: readonly string[], index: number, value: string): ValueState {
  const values = chosen.map((v, i) => (i === index ? value : v));
  const variant = findVariant(variants, values);
  if (!variant) return 'none';
  return variant.stock > 0 ? 'available' : 'soldout';
}

export function stockState(variant: Variant | null): StockState {
  if (!variant) return { kind: 'none' };
  if (variant.stock <= 0) return { kind: 'out' };
  return variant.stock <= FEW_LEFT ? { kind: 'few', count: variant.stock } : { kind: 'in' };
}

/** A shown option name and value: the page's language when translated, else as the merchant wrote them. */
export const optionLabel = (o: ProductOption) => o.label ?? o.name;
export const valueLabel = (o: ProductOption, j: number) => o.value_labels?.[j] ?? o.values[j] ?? '';

/** The variant's URL query: what the island writes with history.replaceState and the server reads back. */
export const variantSearch = (variant: Variant | null) => (variant ? `?variant=${variant.id}` : '');

/**
 * What Add to Cart puts in the cart for a variant: the product's line (its name, the page's language) at the
 * variant's price, stock and image, with the variant's id and its title in the DEFAULT language (the values as the
 * merchant wrote them, not `value_labels`), so orders read the same whatever language the shopper used.
 */
export function variantOffer<P extends { price: number; stock: number; image_url: string }>(p: P, v: Variant) {
  return {
    ...p,
    price: v.price,
    stock: v.stock,
    image_url: v.image_url ?? p.image_url,
    variant_id: v.id,
    variant_title: variantTitle(v.options),
  };
}
