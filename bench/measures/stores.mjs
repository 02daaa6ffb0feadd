// The three stores every measure reads: 48 products (the home page's grid), 10 and `big` (10,000 by default).
import { addProducts, bulkProducts, createStore, d1, shardOfStore } from '../lib/seed.mjs';
import { addVariants } from '../lib/variants.mjs';

/** Products with 3 options and 100 variants on the first page of each store's grid and list (DESIGN §17). */
const VARIANT_PRODUCTS_ON_PAGE = 5;

export async function seedStores({ api, state, big, log }) {
  log('seeding: store of 48 products, of 10, and of ' + big.toLocaleString('en') + ' ...');
  const s48 = await createStore(api, { username: 'bench48', phone: '+12025550148', domain: 'bench48', title: 'Bench 48' });
  const s10 = await createStore(api, { username: 'bench10', phone: '+12025550110', domain: 'bench10', title: 'Bench 10' });
  const sBig = await createStore(api, { username: 'benchbig', phone: '+12025550199', domain: 'benchbig', title: 'Bench Big' });
  bulkProducts(state, sBig.id, big - 48); // older than the API-created ones below
  await Promise.all([addProducts(api, s48, 48), addProducts(api, s10, 10), addProducts(api, sBig, 48)]);
  const productCount = (s) =>
    d1(state, `SELECT count(*) AS n FROM products WHERE website_id = ${s.id}`, { json: true, binding: shardOfStore(state, s.id) })[0]
      .results[0].n;
  const counts = [s48, s10, sBig].map((s) => ({ website_id: s.id, n: productCount(s) }));
  log('products per store id:', counts.map((c) => `${c.website_id}=${c.n}`).join(', '));
  const firstProductId = async (s, oldest) => {
    const res = await (await fetch(`${api}/website/website/${s.id}/products?limit=1`)).json();
    if (!oldest) return res.items[0].id;
    return d1(state, `SELECT min(id) AS id FROM products WHERE website_id = ${s.id}`, { json: true, binding: shardOfStore(state, s.id) })[0]
      .results[0].id;
  };
  s10.productId = await firstProductId(s10, true);
  sBig.productId = await firstProductId(sBig, true); // the oldest of 10,000: the deepest row
  s48.productId = await firstProductId(s48, false);
  // The pages the 10,000-vs-10 measures read carry 100-variant products in both stores alike: the product page's
  // product, and VARIANT_PRODUCTS_ON_PAGE of the list's first page (the newest), so that a ratio compares store
  // sizes, not variant counts.
  const newest = async (s, n) => (await (await fetch(`${api}/website/website/${s.id}/products?limit=${n}`)).json()).items.map((p) => p.id);
  const bigIds = [sBig.productId, ...(await newest(sBig, VARIANT_PRODUCTS_ON_PAGE))];
  const smallIds = [s10.productId, ...(await newest(s10, VARIANT_PRODUCTS_ON_PAGE - 1))];
  await Promise.all([addVariants(api, sBig, bigIds), addVariants(api, s10, smallIds)]);
  log(
    `100-variant products: ${bigIds.length} of ${sBig.domain} (${bigIds.join(', ')}), ${smallIds.length} of ${s10.domain} (${smallIds.join(', ')})`,
  );
  return { s48, s10, sBig };
}
