// The heavy store of DESIGN §11's Lighthouse row: a real merchant's shape rather than the demo's. 20 products with 5
// camera-sized photos each (bench/lib/heavy-images.mjs), a camera-sized hero, a page of 6 sections linked from the
// header, three languages (en default; es and am with the products, the page and the sections translated), and 4
// products with 100 variants. Everything goes through the API as the dashboard sends it, then one publication.
import { call, json } from '../../scripts/lib/api.mjs';
import { heavyPhotos } from './heavy-images.mjs';
import { createStore } from './seed.mjs';
import { addVariants } from './variants.mjs';

const PRODUCTS = 20;
const PHOTOS_PER_PRODUCT = 5;
const SECTIONS = 6;
const VARIANT_PRODUCTS = 4;
const CATEGORIES = ['Cameras', 'Lenses', 'Bags', 'Tripods', 'Lighting'];

const ok = (res, what) => {
  if (res.status !== 200 && res.status !== 201) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
};

const translationsOf = (i) => ({
  es: { name: `Producto de estudio ${i + 1}`, description: `Un artículo de estudio hecho para durar. Número ${i + 1}.` },
  am: { name: `የስቱዲዮ ዕቃ ${i + 1}`, description: `ለረጅም ጊዜ የሚያገለግል የስቱዲዮ ዕቃ። ቁጥር ${i + 1}።` },
});

async function addHeavyProducts(api, store, photos) {
  const ids = [];
  // Two at a time: each request carries 5 photos (10-17 MB), and edge-api checks and stores every one.
  let next = 0;
  const one = async (i) => {
    const form = new FormData();
    const fields = {
      name: `Studio item ${i + 1}`,
      description: `A studio item made to last, photographed as it ships. Item ${i + 1} of the heavy bench store.`,
      price: (19 + ((i * 13) % 180) + 0.99).toFixed(2),
      stock: 3 + (i % 12),
      category: CATEGORIES[i % CATEGORIES.length],
      rating: 1 + (i % 5),
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
    for (let k = 0; k < PHOTOS_PER_PRODUCT; k++) {
      const p = photos[(i + k) % photos.length];
      form.append('images', new Blob([p.bytes], { type: p.type }), p.name);
    }
    const created = ok(await call(api, `/website/${store.id}/products`, { method: 'POST', body: form }, store.token), `heavy product ${i}`);
    ids[i] = created.id;
  };
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      while (next < PRODUCTS) await one(next++);
    }),
  );
  return ids;
}

async function addAboutPage(api, store) {
  const page = ok(
    await call(api, '/website/pages/', json('POST', { title: 'About us', slug: 'about', is_published: true }), store.token),
    'heavy page',
  );
  const sections = [];
  for (let s = 0; s < SECTIONS; s++) {
    const text = `Part ${s + 1} of our story: how we choose, test and pack every item before it ships. `.repeat(6);
    const body = { title: `Our story, part ${s + 1}`, type: 'text', order: s, content: { text } };
    sections.push(ok(await call(api, `/website/pages/${page.id}/sections`, json('POST', body), store.token), `section ${s}`).id);
  }
  const nav = { html_content: '', navs: [{ title: 'About us', link: 'about' }] };
  ok(await call(api, '/website/header', json('POST', nav), store.token), 'heavy header');
  return { pageId: page.id, sections };
}

async function translate(api, store, path, fields) {
  ok(await call(api, `/website/translations/${path}`, json('PUT', { fields }), store.token), `translation ${path}`);
}

/** Seeds and publishes the heavy store; returns { id, domain, token, productId }. */
export async function seedHeavyStore({ api, log }) {
  log('seeding the heavy store: 20 products x 5 camera-sized photos, 6 sections, en/es/am, variants ...');
  const photos = await heavyPhotos();
  const mb = (photos.reduce((n, p) => n + p.bytes.length, 0) / photos.length / 1048576).toFixed(1);
  log(`  ${photos.length} distinct photos, ${mb} MB on average`);
  const hero = photos.find((p) => p.width > p.height && p.type === 'image/jpeg');
  const store = await createStore(api, {
    username: 'benchheavy',
    phone: '+12025550120',
    domain: 'benchheavy',
    title: 'Heavy Studio',
    hero: { bytes: hero.bytes, name: 'hero-camera.jpg', type: hero.type },
  });
  const ids = await addHeavyProducts(api, store, photos);
  await addVariants(api, store, ids.slice(0, VARIANT_PRODUCTS));
  const about = await addAboutPage(api, store);
  ok(await call(api, '/website/locales', json('PUT', { default: 'en', enabled: ['es', 'am'] }), store.token), 'heavy locales');
  await translate(api, store, `website/${store.id}/es`, { title: 'Estudio Pesado' });
  await translate(api, store, `website/${store.id}/am`, { title: 'ከባድ ስቱዲዮ' });
  await translate(api, store, `page/${about.pageId}/es`, { title: 'Sobre nosotros' });
  await translate(api, store, `page/${about.pageId}/am`, { title: 'ስለ እኛ' });
  for (const [s, id] of about.sections.entries()) {
    await translate(api, store, `section/${id}/es`, { title: `Nuestra historia, parte ${s + 1}` });
    await translate(api, store, `section/${id}/am`, { title: `ታሪካችን፣ ክፍል ${s + 1}` });
  }
  for (const [i, id] of ids.entries()) {
    const t = translationsOf(i);
    await translate(api, store, `product/${id}/es`, t.es);
    await translate(api, store, `product/${id}/am`, t.am);
  }
  ok(await call(api, '/website/publish', json('POST', { note: 'Heavy bench store' }), store.token), 'publish heavy');
  return { ...store, productId: ids[0] };
}
