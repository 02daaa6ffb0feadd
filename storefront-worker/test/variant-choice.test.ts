// The picker's rules without a browser (shared/variant-choice.ts): the server's page and the product island both
// choose, mark and buy through these functions.
import type { ProductOption, Variant } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { createShopStore, type StorageLike } from '../src/client/store/shop-store';
import {
  choiceFromParams,
  defaultVariant,
  findVariant,
  stockState,
  valueLabel,
  optionLabel,
  valueState,
  variantOffer,
  variantSearch,
} from '../src/shared/variant-choice';

const options: ProductOption[] = [
  { name: 'Size', values: ['S', 'M', 'L'] },
  { name: 'Color', values: ['Red', 'Blue'] },
];
const v = (id: number, values: string[], stock: number, price = 10, compare: number | null = null): Variant => ({
  id,
  options: values,
  price,
  compare_at_price: compare,
  sku: '',
  stock,
  image_url: id === 2 ? '/media/blue.jpg' : null,
});
// S/Red sold out, so the default is S/Blue; M/Blue 2 left; no L/Blue.
const variants = [
  v(1, ['S', 'Red'], 0),
  v(2, ['S', 'Blue'], 7, 11, 15),
  v(3, ['M', 'Red'], 9, 12),
  v(4, ['M', 'Blue'], 2, 13),
  v(5, ['L', 'Red'], 6, 14),
];
const params = (s: string) => new URLSearchParams(s);

describe('choosing a variant', () => {
  it('the default is the first variant in stock, else the first', () => {
    expect(defaultVariant(variants)?.id).toBe(2);
    expect(defaultVariant([v(8, ['S'], 0), v(9, ['M'], 0)])?.id).toBe(8);
    expect(defaultVariant([])).toBeNull();
  });

  it('?variant= picks the product’s own variant; anything else is the default', () => {
    expect(choiceFromParams(options, variants, params('variant=4'))).toEqual({ values: ['M', 'Blue'], variant: variants[3] });
    for (const bad of ['variant=77', 'variant=-1', 'variant=abc', 'variant=', 'variant=4.0', 'variant=1e1', ''])
      expect(choiceFromParams(options, variants, params(bad)).variant?.id, bad).toBe(2);
  });

  it('the no-JS form’s values choose the matching variant, a missing combination none, an unknown value the default’s', () => {
    expect(choiceFromParams(options, variants, params('o1=L&o2=Red')).variant?.id).toBe(5);
    expect(choiceFromParams(options, variants, params('o1=L&o2=Blue'))).toEqual({ values: ['L', 'Blue'], variant: null });
    expect(choiceFromParams(options, variants, params('o1=XXL&o2=Red')).variant?.id).toBe(1);
    expect(choiceFromParams(options, variants, params('o2=Red')).values).toEqual(['S', 'Red']);
    // ?variant= wins over values.
    expect(choiceFromParams(options, variants, params('variant=3&o1=L')).variant?.id).toBe(3);
  });

  it('finds a variant by its values, in the options’ order', () => {
    expect(findVariant(variants, ['M', 'Red'])?.id).toBe(3);
    expect(findVariant(variants, ['Red', 'M'])).toBeNull();
  });
});

describe('marking values and stock', () => {
  it('a value beside the other chosen values: available, sold out, or no variant', () => {
    const chosen = ['M', 'Blue'];
    expect(valueState(variants, chosen, 0, 'S')).toBe('available');
    expect(valueState(variants, chosen, 0, 'L')).toBe('none');
    expect(valueState(variants, ['S', 'Blue'], 1, 'Red')).toBe('soldout');
    expect(valueState(variants, chosen, 1, 'Red')).toBe('available');
  });

  it('stock reads In stock above 5, Only N left at 5 or fewer, Sold out at 0, none without a variant', () => {
    expect(stockState(v(1, [], 6))).toEqual({ kind: 'in' });
    expect(stockState(v(1, [], 5))).toEqual({ kind: 'few', count: 5 });
    expect(stockState(v(1, [], 0))).toEqual({ kind: 'out' });
    expect(stockState(null)).toEqual({ kind: 'none' });
  });

  it('labels in the page’s language when given, else as written', () => {
    const es: ProductOption = { name: 'Size', values: ['S', 'M'], label: 'Talla', value_labels: ['P'] };
    expect([optionLabel(es), valueLabel(es, 0), valueLabel(es, 1)]).toEqual(['Talla', 'P', 'M']);
    expect(optionLabel(options[0]!)).toBe('Size');
  });

  it('the URL of a choice is ?variant=<id>', () => {
    expect(variantSearch(variants[2]!)).toBe('?variant=3');
    expect(variantSearch(null)).toBe('');
  });
});

describe('buying a variant', () => {
  const memory = (): StorageLike => {
    const data = new Map<string, string>();
    return { getItem: (k) => data.get(k) ?? null, setItem: (k, val) => void data.set(k, val) };
  };
  const shirt = { id: 42, name: 'Camisa', price: 11, image_url: '/media/front.jpg', description: 'Soft', stock: 30 };

  it('the line is the product’s name at the variant’s price, image and stock, titled in the default language', () => {
    const es = { ...variants[1]!, options: ['S', 'Blue'] };
    expect(variantOffer(shirt, es)).toEqual({
      ...shirt,
      price: 11,
      stock: 7,
      image_url: '/media/blue.jpg',
      variant_id: 2,
      variant_title: 'S / Blue',
    });
    expect(variantOffer(shirt, variants[2]!).image_url).toBe('/media/front.jpg');
  });

  it('two variants are two lines; one variant never past its own stock', () => {
    const store = createShopStore(memory(), 1);
    const m = variantOffer(shirt, variants[3]!);
    store.addToCart(m, m.stock);
    store.addToCart(m, m.stock);
    store.addToCart(m, m.stock);
    const cart = store.addToCart(variantOffer(shirt, variants[2]!), 9);
    expect(cart.items.map((i) => [i.variant_id, i.variant_title, i.quantity, i.price])).toEqual([
      [4, 'M / Blue', 2, 13],
      [3, 'M / Red', 1, 12],
    ]);
  });
});
