import { describe, expect, it } from 'vitest';
import { localErrors, toInput, withOptions, type Draft } from './variants-draft';

const base: Draft = {
  options: [],
  rows: [{ id: 9, options: [], price: '20', compare_at_price: '', sku: 'T', stock: '5', image: '' }],
};
const sizes = withOptions(base, [{ name: 'Size', values: 'S, M' }]);

describe('variants draft', () => {
  it('the default variant becomes the first combination; new rows start at its price with no stock', () => {
    expect(sizes.rows.map((r) => [r.id, r.options, r.price, r.stock])).toEqual([
      [9, ['S'], '20', '5'],
      [undefined, ['M'], '20', '0'],
    ]);
  });

  it('an option added at the end keeps each row in its first new combination; removed, it gives them back', () => {
    const typed = { ...sizes, rows: sizes.rows.map((r, i) => ({ ...r, stock: String(i + 1) })) };
    const colors = withOptions(typed, [...typed.options, { name: 'Color', values: 'Red, Blue' }]);
    expect(colors.rows.map((r) => [r.id, r.options.join('/'), r.stock])).toEqual([
      [9, 'S/Red', '1'],
      [undefined, 'S/Blue', '0'],
      [undefined, 'M/Red', '2'],
      [undefined, 'M/Blue', '0'],
    ]);
    expect(withOptions(colors, typed.options).rows.map((r) => [r.id, r.options.join('/'), r.stock])).toEqual([
      [9, 'S', '1'],
      [undefined, 'M', '2'],
    ]);
  });

  it('an option still without values leaves the rows as they are; the body sends numbers and no blank image', () => {
    expect(withOptions(sizes, [...sizes.options, { name: 'Color', values: ' , ' }]).rows).toEqual(sizes.rows);
    expect(toInput(sizes).variants[1]).toEqual({ options: ['M'], price: 20, compare_at_price: null, sku: '', stock: 0, image_url: null });
  });

  it('a value typed twice makes one row, and the save names the duplicate at the option', () => {
    const twice = withOptions(base, [{ name: 'Size', values: 'S, M, s' }]);
    expect(twice.rows.map((r) => r.options.join('/'))).toEqual(['S', 'M']);
    expect(localErrors(twice)).toEqual({ 'options[0].values[2]': { rule: 'optionValueDuplicate' } });
  });

  it("names each field's own rule before sending: a negative stock, a price without a number", () => {
    const bad = { ...sizes, rows: sizes.rows.map((r, i) => (i === 0 ? { ...r, stock: '-2' } : { ...r, price: '' })) };
    expect(Object.keys(localErrors(bad)).sort()).toEqual(['variants[0].stock', 'variants[1].price']);
    expect(localErrors(bad)['variants[0].stock']).toMatchObject({ rule: expect.any(String) });
  });
});

describe('an empty price or stock', () => {
  it('says what it needs, as the product form does, instead of "Must be a number"', () => {
    const empty = { ...sizes, rows: sizes.rows.map((r, i) => (i === 0 ? { ...r, price: ' ' } : { ...r, stock: '' })) };
    expect(localErrors(empty)).toEqual({
      'variants[0].price': { rule: 'productPriceNeeded' },
      'variants[1].stock': { rule: 'productStockNeeded' },
    });
  });
});

describe('values typed letter by letter', () => {
  const typing = (from: Draft, name: string, steps: string[]) =>
    steps.reduce((draft, values) => withOptions(draft, [{ name, values }]), from);

  it('a value edited in place keeps its row: the default variant typed into "Grey, Green" keeps its id, price and stock', () => {
    const color = typing(base, 'Color', ['G', 'Gr', 'Gre', 'Grey', 'Grey,', 'Grey, G', 'Grey, Gr', 'Grey, Green']);
    expect(color.rows.map((r) => [r.id, r.options.join('/'), r.price, r.stock, r.sku])).toEqual([
      [9, 'Grey', '20', '5', 'T'],
      [undefined, 'Green', '20', '0', ''],
    ]);
  });

  it('values put in another order keep their own rows; a value replaced in place continues its row', () => {
    const typed = { ...sizes, rows: sizes.rows.map((r, i) => ({ ...r, stock: String(i + 1) })) };
    const swapped = withOptions(typed, [{ name: 'Size', values: 'M, S' }]);
    expect(swapped.rows.map((r) => [r.options.join('/'), r.stock])).toEqual([
      ['M', '2'],
      ['S', '1'],
    ]);
    const replaced = withOptions(typed, [{ name: 'Size', values: 'S, L' }]);
    expect(replaced.rows.map((r) => [r.options.join('/'), r.stock])).toEqual([
      ['S', '1'],
      ['L', '2'],
    ]);
  });
});
