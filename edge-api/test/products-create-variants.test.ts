// Variants set up before the first save (#34 item 8): POST .../products takes the variants PUT's body in its
// `variants` field and writes the product, its images, options and variants in one batch; any refusal (the variants'
// rules at their places, a price other than theirs) leaves nothing written.
import { describe, expect, it } from 'vitest';
import type { ErrorBody, Product, ProductVariants, VariantsInput } from '@app/contracts';
import { merchantWithWebsiteFixture } from './fixtures';
import { expectRefused, fields, post, type Site } from './product-helpers';
import { getVariants, sizeByColor } from './variants-helpers';

const withVariants = (input: unknown, over: Parameters<typeof fields>[0] = {}) =>
  fields({ price: undefined, stock: undefined, variants: JSON.stringify(input), ...over });
const readSet = async (site: Site, id: number) => (await (await getVariants(site, site.websiteId, id)).json()) as ProductVariants;

describe('creating a product with its variants', () => {
  it('writes the options and variants with the product, which takes the lowest price and the total stock', async () => {
    const site = await merchantWithWebsiteFixture();
    const res = await post(site, site.websiteId, withVariants(sizeByColor()));
    expect(res.status, await res.clone().text()).toBe(201);
    const p = (await res.json()) as Product;
    expect([p.price, p.stock]).toEqual([10, 15]);
    const set = await readSet(site, p.id);
    expect(set.options).toEqual(sizeByColor().options);
    expect(set.variants.map((v) => [v.options, v.price, v.stock, v.sku])).toEqual(
      sizeByColor().variants.map((v) => [v.options, v.price, v.stock, v.sku]),
    );
    // Only the six: the default variant the insert made is gone.
    const n = await site.db.prepare('SELECT count(*) AS n FROM variants WHERE product_id = ?').bind(p.id).first<number>('n');
    expect(n).toBe(6);
  });

  it('takes the form price and stock when they are the variants own', async () => {
    const site = await merchantWithWebsiteFixture();
    const res = await post(site, site.websiteId, withVariants(sizeByColor(), { price: '10', stock: '15' }));
    expect(res.status).toBe(201);
  });

  it("refuses a variant's problem at the place the variants PUT names it, and writes nothing", async () => {
    const site = await merchantWithWebsiteFixture();
    const places = async (input: VariantsInput) => {
      const answer = (await (await post(site, site.websiteId, withVariants(input))).json()) as ErrorBody;
      expect(answer.code).toBe('validation_failed');
      return answer.detail!.map((d) => `${d.loc.join('.')}:${d.rule}`);
    };
    // A field's own rule (the schema), then the set's (the contracts' cross-field checks), as the PUT checks them.
    const negative = sizeByColor();
    negative.variants[2] = { ...negative.variants[2]!, price: -1 };
    expect((await places(negative)).some((a) => a.startsWith('body.variants[2].price:'))).toBe(true);
    const twice = sizeByColor();
    twice.variants[4] = { ...twice.variants[4]!, options: ['S', 'Red'] };
    expect((await places(twice)).some((a) => a.startsWith('body.variants[4]') && a.endsWith(':variantDuplicate'))).toBe(true);
    for (const bad of [negative, twice]) {
      await expectRefused(site, () => post(site, site.websiteId, withVariants(bad)), 400, { code: 'validation_failed' });
    }
  });

  it('refuses an option without values, a variant id or image of no product, JSON that does not parse, and a differing price', async () => {
    const site = await merchantWithWebsiteFixture();
    const send =
      (input: unknown, over = {}) =>
      () =>
        post(site, site.websiteId, withVariants(input, over));
    const noValues = { options: [{ name: 'Size', values: [] }], variants: [{ options: ['S'], price: 5, stock: 1, sku: '' }] };
    await expectRefused(site, send(noValues), 400, { code: 'validation_failed' });
    const withId = { options: [], variants: [{ id: 1, options: [], price: 5, stock: 1, sku: '' }] };
    await expectRefused(site, send(withId), 400, { detail: [expect.objectContaining({ rule: 'variantIdUnknown' })] });
    const image = { options: [], variants: [{ options: [], price: 5, stock: 1, sku: '', image_url: '/media/products/x.png' }] };
    await expectRefused(site, send(image), 400, { detail: [expect.objectContaining({ rule: 'variantImageUnknown' })] });
    await expectRefused(site, () => post(site, site.websiteId, fields({ variants: '{"options": [' })), 400, { code: 'invalid_json' });
    await expectRefused(site, send(sizeByColor(), { price: '12', stock: '15' }), 409, { code: 'priced_by_variants' });
    // The product's own required fields are still asked for, photos too.
    await expectRefused(site, send(sizeByColor(), { name: '', images: undefined }), 400, { code: 'validation_failed' });
  });
});
