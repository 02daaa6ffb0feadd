import { describe, expect, it } from 'vitest';
import { checkVariants, combinations, variantTitle, type VariantsInput } from './variants';
import { variantsPutSchema } from './schemas/variants';

const tee = (): VariantsInput => ({
  options: [
    { name: 'Size', values: ['S', 'M'] },
    { name: 'Color', values: ['Red'] },
  ],
  variants: [
    { options: ['S', 'Red'], price: 10, stock: 1, sku: '' },
    { options: ['M', 'Red'], price: 12, compare_at_price: 15, stock: 0, sku: '' },
  ],
});

describe('variants rules', () => {
  it('accepts a valid set and generates every combination in order', () => {
    expect(checkVariants(tee())).toEqual([]);
    expect(combinations(tee().options)).toEqual([
      ['S', 'Red'],
      ['M', 'Red'],
    ]);
    expect(combinations([])).toEqual([[]]);
    expect(variantTitle(['M', 'Red'])).toBe('M / Red');
  });

  it('names each broken cross-field rule at its path', () => {
    const t = tee();
    t.options[0]!.values.push('m');
    t.variants[1]!.compare_at_price = 12;
    t.variants.push({ options: ['S', 'Red'], price: 1, stock: 1, sku: '' }, { options: ['S', 'Blue'], price: 1, stock: 1, sku: '' });
    expect(checkVariants(t).map((p) => [p.loc.join('.'), p.message.rule])).toEqual([
      ['options[0].values[2]', 'optionValueDuplicate'],
      ['variants[2].options', 'variantDuplicate'],
      ['variants[3].options[1]', 'variantOptionUnknown'],
      ['variants[1].compare_at_price', 'compareAtAbovePrice'],
    ]);
  });

  it('the schema trims, defaults and refuses a fourth option', async () => {
    const parsed = await variantsPutSchema.validate({ variants: [{ options: [], price: '5', stock: 2, sku: ' A ' }] });
    expect(parsed).toEqual({ options: [], variants: [{ options: [], price: 5, stock: 2, sku: 'A' }] });
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `o${i}`, values: ['x'] }));
    await expect(variantsPutSchema.validate({ options: four, variants: [] }, { abortEarly: true })).rejects.toThrow();
  });
});
