// A product's options in a page's language (DESIGN §16, §17), read from real D1 as the product page reads them: the
// option picker gets `label` and `value_labels` in the language, falling back entry by entry, while `name` and `values`
// stay the default language's (variants and cart lines are matched by them).
import { getProduct, readProductTranslationRows, readVariants } from '@app/db';
import { describe, expect, it } from 'vitest';
import { localizeProduct } from '../src/data/localize';
import { createStore } from './fixtures';
import { translate } from './locale-fixtures';

async function teeInSpanish(fields: Record<string, string>) {
  const s = await createStore({ products: [{ name: 'Tee' }] });
  const id = s.productIds[0]!;
  const options = [
    { name: 'Size', values: ['S', 'M'] },
    { name: 'Color', values: ['Red'] },
  ];
  const db = s.db;
  await db.batch([
    db.prepare('INSERT INTO product_options (product_id, website_id, options) VALUES (?, ?, ?)').bind(id, s.id, JSON.stringify(options)),
    db.prepare(`UPDATE variants SET option1 = 'S', option2 = 'Red' WHERE product_id = ?`).bind(id),
    db
      .prepare(
        `INSERT INTO variants (website_id, product_id, option1, option2, price_cents, stock, position) VALUES (?, ?, 'M', 'Red', 900, 1, 1)`,
      )
      .bind(s.id, id),
  ]);
  await translate(s.id, 'product', id, 'es', fields);
  const [source, variants, rows] = await Promise.all([
    getProduct(db, s.id, id),
    readVariants(db, s.id, [id]),
    readProductTranslationRows(db, s.id, [id]),
  ]);
  return localizeProduct({ ...source!, ...variants.get(id)! }, rows.find((r) => r.locale === 'es')?.fields);
}

describe('localized options', () => {
  it('label and value_labels in the language, each untranslated entry its original; name and values untouched', async () => {
    const p = await teeInSpanish({ name: 'Camiseta', 'option/Size': 'Talla', 'option/Size/M': 'Mediana', 'option/Color/Red': '  ' });
    expect(p.name).toBe('Camiseta');
    expect(p.options).toEqual([
      { name: 'Size', values: ['S', 'M'], label: 'Talla', value_labels: ['S', 'Mediana'] },
      { name: 'Color', values: ['Red'], label: 'Color', value_labels: ['Red'] },
    ]);
    expect(p.variants.map((v) => v.options)).toEqual([
      ['S', 'Red'],
      ['M', 'Red'],
    ]);
  });

  it('a translation of a value the product no longer has is not applied to another', async () => {
    // Saved when the sizes were M and L; the product now has S and M: "Grande" (for L) goes nowhere.
    const p = await teeInSpanish({ 'option/Size/L': 'Grande', 'option/Size/M': 'Mediana' });
    expect(p.options[0]).toMatchObject({ values: ['S', 'M'], value_labels: ['S', 'Mediana'] });
  });

  it('a product without options passes as it was, and without a translation every label is the original', async () => {
    const s = await createStore({ products: [{ name: 'Mug' }] });
    const mug = (await getProduct(s.db, s.id, s.productIds[0]!))!;
    expect(localizeProduct(mug, undefined)).toEqual(mug);
    expect(localizeProduct({ ...mug, options: [{ name: 'Size', values: ['S'] }] }, undefined).options).toEqual([
      { name: 'Size', values: ['S'], label: 'Size', value_labels: ['S'] },
    ]);
  });
});
