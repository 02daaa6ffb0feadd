// Option and category translations on the pages under a language prefix (DESIGN §16, §17; issue #34 item 9): the
// product page's picker (markup and island data) reads its option names and values in the page's language, and the
// home's category filter names each category as the cards do, its value staying the category the products hold.
import { describe, expect, it } from 'vitest';
import { createStore, page, publish } from './fixtures';
import { setLocales, translate } from './locale-fixtures';
import { readRows } from './rows-read';
import { giveVariants, SIZE_BY_COLOR } from './variant-fixtures';

async function spanishStore() {
  const s = await createStore({
    products: [
      { name: 'Shirt', category: 'Clothes' },
      { name: 'Lamp', category: 'Home' },
      { name: 'Vase', category: 'Home' },
    ],
  });
  const [shirt, lamp] = s.productIds as [number, number];
  await giveVariants(s.id, shirt, SIZE_BY_COLOR.options, SIZE_BY_COLOR.rows);
  await setLocales(s.id, 'en', ['en', 'es']);
  await translate(s.id, 'product', shirt, 'es', {
    name: 'Camisa',
    category: 'Ropa',
    'option/Size': 'Talla',
    'option/Color/Blue': 'Azul',
    'option/Color/Red': 'Rojo',
  });
  await translate(s.id, 'product', lamp, 'es', { category: 'Hogar' });
  await publish(s.id);
  return { ...s, shirt, root: `/published/${s.domain}` };
}

/** The JSON the page hands its islands. */
const islandData = (html: string) => JSON.parse(/<script type="application\/json" id="sf-data">(.*?)<\/script>/s.exec(html)![1]!);

describe('translations on a prefixed page', () => {
  it('the product page picker shows translated option names and values; the form still sends the originals', async () => {
    const s = await spanishStore();
    const { html } = await page(`${s.root}/es/shop/product/${s.shirt}`);
    expect(html).toContain('<legend class="sf-picker__name">Talla</legend>');
    // Untranslated entries fall back to the original.
    expect(html).toContain('<legend class="sf-picker__name">Color</legend>');
    expect(html).toMatch(/<label for="[^"]+"[^>]*data-sf-value="Blue">Azul/);
    expect(html).toMatch(/<label for="[^"]+"[^>]*data-sf-value="Red">Rojo/);
    expect(html).not.toMatch(/data-sf-value="Blue">Blue/);
    const island = JSON.stringify(islandData(html));
    expect(island).toContain('"label":"Talla"');
    expect(island).toContain('"value_labels":["Rojo","Azul"]');
    // The default language's page is untouched.
    const en = (await page(`${s.root}/shop/product/${s.shirt}`)).html;
    expect(en).toContain('<legend class="sf-picker__name">Size</legend>');
    expect(en).toMatch(/data-sf-value="Blue">Blue/);
  });

  it('the category filter names categories as the cards do, in their order, its values the originals', async () => {
    const s = await spanishStore();
    const { html } = await page(`${s.root}/es`);
    const select = /<select id="sf-category" name="category">(.*?)<\/select>/s.exec(html)![1]!;
    const options = [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
    expect(options.slice(1)).toEqual([
      ['Home', 'Hogar'],
      ['Clothes', 'Ropa'],
    ]);
    expect((await page(`${s.root}`)).html).toMatch(/<option value="Home">Home<\/option>/);
  });

  it('names a category no card of the page shows from its products, in a few rows', async () => {
    const s = await spanishStore();
    // The search finds the shirt alone: "Hogar" comes from the lamp's translation, read for the filter.
    const r = await readRows(`${s.root}/es?q=Camisa`);
    expect(r.html).toMatch(/<option value="Home">Hogar<\/option>/);
    expect(r.html).toMatch(/<option value="Clothes">Ropa<\/option>/);
    const lookup = r.statements.find((st) => st.sql.includes('json_each'));
    expect(lookup?.rowsRead).toBeLessThanOrEqual(4);
  });
});
