// The product page's details list: every field of productSchema marked for shoppers (PRODUCT_DETAIL_FIELDS) is shown
// with a value under its one label (common.json's `productFields`, the dashboard form's label too), in the shopper's
// language; a field left empty has no row, and a product with none has no list.
import { PRODUCT_DETAIL_FIELDS } from '@app/contracts';
import { products } from '@app/db';
import am from '@app/i18n/locales/am/common.json';
import en from '@app/i18n/locales/en/common.json';
import es from '@app/i18n/locales/es/common.json';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStore, edit, page } from './fixtures';

const LABELS: Record<string, Record<string, string>> = { en: en.productFields, es: es.productFields, am: am.productFields };
const column = (field: string) => getTableColumns(products)[field as keyof typeof products.$inferSelect].name;
const row = (field: string, label: string, value: string) =>
  `<div class="sf-details__row" data-field="${field}"><dt>${label}</dt><dd>${value}</dd></div>`;

describe('product details', () => {
  it.each(PRODUCT_DETAIL_FIELDS.flatMap((field) => ['en', 'es', 'am'].map((lang) => [field, lang])))(
    '%s is listed under its label in %s, its value as text',
    async (field, lang) => {
      const s = await createStore({ products: [{ name: 'Kettle' }] });
      const value = `KT-042 <b>&`;
      await edit(s.id, `UPDATE products SET "${column(field)}" = ? WHERE id = ?`, value, s.productIds[0]);
      const { html } = await page(`/published/${s.domain}/shop/product/${s.productIds[0]}`, { headers: { Cookie: `appLang=${lang}` } });
      expect(LABELS[lang]![field]).toBeTruthy();
      expect(html).toContain(`<dl class="sf-details">${row(field, LABELS[lang]![field]!, 'KT-042 &lt;b&gt;&amp;')}</dl>`);
    },
  );

  it('a product whose marked fields are empty has no details list', async () => {
    const s = await createStore({ products: [{ name: 'Bare kettle' }] });
    const { html } = await page(`/published/${s.domain}/shop/product/${s.productIds[0]}`);
    expect(html).toContain('<h1 class="sf-product__name">Bare kettle</h1>');
    expect(html).not.toContain('sf-details');
  });
});
