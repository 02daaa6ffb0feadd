// 100-variant products for the bench (DESIGN §17): 3 options (5 sizes x 5 colours x 4 materials), set through the
// API's PUT .../variants as a merchant sets them, so the rows, the product's price/stock triggers and the options row
// are the product's own.
import { call, json } from '../../scripts/lib/api.mjs';

const OPTIONS = [
  { name: 'Size', values: ['XS', 'S', 'M', 'L', 'XL'] },
  { name: 'Color', values: ['Red', 'Blue', 'Green', 'Black', 'White'] },
  { name: 'Material', values: ['Cotton', 'Linen', 'Wool', 'Silk'] },
];

/** The 100 combinations, priced 10-16.99 with a compare-at price on every third one. */
function variantsBody() {
  const combos = OPTIONS.reduce((rows, o) => rows.flatMap((row) => o.values.map((v) => [...row, v])), [[]]);
  const variants = combos.map((options, i) => {
    const price = 10 + (i % 7) + 0.99;
    return { options, price, compare_at_price: i % 3 === 0 ? price + 5 : null, sku: `B-${i + 1}`, stock: i % 6 };
  });
  return { options: OPTIONS, variants };
}

/** Gives each product 3 options and 100 variants; throws on any refusal. */
export async function addVariants(api, store, productIds) {
  const body = variantsBody();
  for (const id of productIds) {
    const res = await call(api, `/website/${store.id}/products/${id}/variants`, json('PUT', body), store.token);
    if (res.status !== 200)
      throw new Error(`variants of product ${id} of ${store.domain}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    if (res.body.variants.length !== 100) throw new Error(`product ${id} has ${res.body.variants.length} variants, not 100`);
  }
}
