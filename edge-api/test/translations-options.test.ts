// Translations of a product's options (DESIGN §16, §17) through the Worker's fetch on real D1: option names and values
// are fields of the product's translation, keyed by their words, so a renamed or removed value never lends its
// translation to another, and an edited option makes the translation outdated like any other field.
import { OPTION_VALUE_MAX } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { productFixture } from './fixtures';
import { list, put, translatingMerchant } from './translations-helpers';
import { replace, sizeByColor } from './variants-helpers';

async function teeWithOptions() {
  const m = await translatingMerchant();
  const id = await productFixture(m.websiteId, { name: 'Tee' });
  await replace(m, id, sizeByColor());
  return { m, id };
}

const productItem = async (token: string, locale = 'es') => (await list(token, `locale=${locale}&type=product`)).items[0]!;

describe('option translations', () => {
  it('lists option names and values as fields of the product, saves them and reports them current', async () => {
    const { m, id } = await teeWithOptions();
    const before = await productItem(m.token);
    expect(before).toMatchObject({ id, status: 'missing', fields: null });
    expect(before.source).toEqual({
      name: 'Tee',
      description: 'A product',
      category: 'General',
      'option/Size': 'Size',
      'option/Size/S': 'S',
      'option/Size/M': 'M',
      'option/Size/L': 'L',
      'option/Color': 'Color',
      'option/Color/Red': 'Red',
      'option/Color/Blue': 'Blue',
    });
    const fields = { name: 'Camiseta', 'option/Size': 'Talla', 'option/Size/M': 'Mediana', 'option/Color/Red': ' Rojo ' };
    const saved = await put(m.token, `product/${id}/es`, fields);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'current', fields: { ...fields, 'option/Color/Red': 'Rojo' } });
    expect(await productItem(m.token)).toMatchObject({ status: 'current', fields: saved.body.fields });
    // Amharic has its own, still missing.
    expect((await productItem(m.token, 'am')).status).toBe('missing');
  });

  it('refuses a value the product does not have and a value longer than an option value may be, at the field', async () => {
    const { m, id } = await teeWithOptions();
    const unknown = await put(m.token, `product/${id}/es`, { 'option/Size/XL': 'XG' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail?.[0]).toMatchObject({ loc: ['body', 'fields', 'option/Size/XL'], rule: 'translationFieldUnknown' });
    const long = await put(m.token, `product/${id}/es`, { 'option/Size/S': 'x'.repeat(OPTION_VALUE_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.body.detail?.[0]).toMatchObject({ loc: ['body', 'fields', 'option/Size/S'], rule: 'tooLong' });
    expect((await productItem(m.token)).fields).toBeNull();
  });

  it('a renamed value makes the translation outdated, its old translation is no field any more, and reordering is no change', async () => {
    const { m, id } = await teeWithOptions();
    await put(m.token, `product/${id}/es`, { 'option/Size/M': 'Mediana', 'option/Size/L': 'Grande' });
    const reordered = sizeByColor();
    reordered.options[0]!.values = ['L', 'M', 'S'];
    await replace(m, id, reordered);
    expect((await productItem(m.token)).status).toBe('current');

    const renamed = sizeByColor();
    renamed.options[0]!.values = ['S', 'Medium', 'L'];
    renamed.variants = renamed.variants.map((v) => ({ ...v, options: v.options.map((o) => (o === 'M' ? 'Medium' : o)) }));
    await replace(m, id, renamed);
    const item = await productItem(m.token);
    expect(item.status).toBe('outdated');
    expect(item.source['option/Size/Medium']).toBe('Medium');
    expect(item.source).not.toHaveProperty('option/Size/M');
    // Saving again against the new source: the old value's key is refused, the new one is taken.
    expect((await put(m.token, `product/${id}/es`, { 'option/Size/M': 'Mediana' })).status).toBe(400);
    const again = await put(m.token, `product/${id}/es`, { 'option/Size/Medium': 'Mediana', 'option/Size/L': 'Grande' });
    expect(again.body).toMatchObject({ status: 'current', fields: { 'option/Size/Medium': 'Mediana', 'option/Size/L': 'Grande' } });
  });

  it('a product without options keeps its three fields, so translations saved before options existed stay current', async () => {
    const m = await translatingMerchant();
    const id = await productFixture(m.websiteId, { name: 'Mug' });
    await put(m.token, `product/${id}/es`, { name: 'Taza' });
    expect(Object.keys((await productItem(m.token)).source)).toEqual(['name', 'description', 'category']);
    expect((await productItem(m.token)).status).toBe('current');
  });
});
