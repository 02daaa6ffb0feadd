// Product create refusals: each one leaves no product row, no image row and no R2 object behind.
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '@app/contracts';
import { merchantWithWebsiteFixture } from './fixtures';
import { api } from './helpers';
import { bigPng, file, form, gif, html, png, pngDeclaring, r2Keys, svg } from './media';
import { expectRefused, fields, post, productCount } from './product-helpers';

describe('create refusals (nothing written)', () => {
  it.each([
    ['name', 'productNameNeeded'],
    ['description', 'productDescriptionNeeded'],
    ['price', 'productPriceNeeded'],
    ['stock', 'productStockNeeded'],
    ['category', 'productCategoryNeeded'],
    ['images', 'productPhotoNeeded'],
  ])("answers 'Please fill in all fields.' without %s, and at the field what it needs (%s)", async (field, rule) => {
    const site = await merchantWithWebsiteFixture();
    await expectRefused(site, () => post(site, site.websiteId, fields({ [field]: undefined })), 400, {
      message: 'Please fill in all fields.',
      code: 'validation_failed',
      detail: [expect.objectContaining({ loc: ['body', field], rule })],
    });
    // Blank counts as missing.
    if (field !== 'images') {
      await expectRefused(site, () => post(site, site.websiteId, fields({ [field]: '  ' })), 400, {
        message: 'Please fill in all fields.',
      });
    }
  });

  it("takes fields named after Object.prototype's members as plain fields, never a 500", async () => {
    const site = await merchantWithWebsiteFixture();
    // `constructor` and `toString` were read from Object.prototype (`lists.constructor.push`: a TypeError, a 500).
    const extra = { constructor: 'x', toString: ['a', 'b'], __proto__: 'y', hasOwnProperty: 'z', 'valueOf[]': 'v' };
    const res = await post(site, site.websiteId, { ...fields(), ...extra });
    expect(res.status, await res.clone().text()).toBe(201);
    const bad = await post(site, site.websiteId, { ...fields({ name: undefined }), ...extra });
    expect(bad.status).toBe(400);
    expect(await productCount(site.websiteId)).toBe(1);
  });

  it('refuses 6 images with too_many_images', async () => {
    const site = await merchantWithWebsiteFixture();
    const six = Array.from({ length: 6 }, (_, i) => file(png(1, 1, i)));
    await expectRefused(site, () => post(site, site.websiteId, fields({ images: six })), 400, {
      message: 'You can upload a maximum of 5 images.',
      code: 'too_many_images',
    });
  });

  it.each([
    ['an HTML file named x.png sent as image/png', () => file(html(), 'x.png', 'image/png')],
    ['an SVG', () => file(svg(), 'logo.svg', 'image/svg+xml')],
  ])('refuses %s with 415, even next to valid images', async (_, make) => {
    const site = await merchantWithWebsiteFixture();
    await expectRefused(site, () => post(site, site.websiteId, fields({ images: [file(png()), make()] })), 415, {
      code: 'unsupported_image',
    });
  });

  it.each([
    ['a 3-byte "JPEG"', 'three.jpg', Uint8Array.from([0xff, 0xd8, 0xff]), 'image_incomplete'],
    ['a truncated PNG', 'cut.png', png(6, 6).slice(0, 70), 'image_incomplete'],
    ['a PNG declaring 50000 x 50000', 'bomb.png', pngDeclaring(50_000, 50_000), 'image_too_large'],
  ])('refuses %s with 415 naming the file, even next to valid images', async (_, name, data, code) => {
    const site = await merchantWithWebsiteFixture();
    await expectRefused(site, () => post(site, site.websiteId, fields({ images: [file(png()), file(data, name)] })), 415, {
      code,
      message: expect.stringContaining(`"${name}"`),
    });
  });

  it('refuses a 6 MB image with 413 from the per-image check (the body is under the request limit)', async () => {
    const site = await merchantWithWebsiteFixture();
    await expectRefused(site, () => post(site, site.websiteId, fields({ images: [file(png()), file(bigPng(6 * 1024 * 1024))] })), 413, {
      code: 'payload_too_large',
      message: 'Each image must be at most 5 MB',
    });
  });

  it('refuses a body over 5 x 5 MB with 413 from the request body limit', async () => {
    const site = await merchantWithWebsiteFixture();
    const big = Array.from({ length: 5 }, () => file(bigPng(Math.floor(5.2 * 1024 * 1024))));
    await expectRefused(site, () => post(site, site.websiteId, fields({ images: big })), 413, {
      code: 'payload_too_large',
      message: 'Request body is too large',
    });
  });

  it.each([
    ['price', '-1'],
    ['price', 'NaN'],
    ['price', 'abc'],
    ['price', '1e308'],
    ['price', 'Infinity'],
    ['price', '0x10'],
    ['price', '1.999'],
    ['price', '1000000.01'],
    ['price', '12,50'],
    ['stock', '-1'],
    ['stock', '1.5'],
    ['stock', 'NaN'],
    ['stock', '1e308'],
    ['stock', 'Infinity'],
    ['stock', '99999999999'],
    ['rating', '6'],
    ['rating', '-1'],
    ['rating', 'abc'],
    ['name', 'x'.repeat(121)],
  ])('refuses %s=%j with 400', async (field, value) => {
    const site = await merchantWithWebsiteFixture();
    const before = await r2Keys('products/');
    const res = await post(site, site.websiteId, fields({ [field]: value }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.code).toBe('validation_failed');
    expect(body.detail?.[0]?.loc).toEqual(['body', field]);
    expect(await productCount(site.websiteId)).toBe(0);
    expect(await r2Keys('products/')).toEqual(before);
  });

  it('removes the uploaded objects when the D1 write fails', async () => {
    const site = await merchantWithWebsiteFixture();
    // A trigger stands in for any D1 failure after the objects were put.
    await site.db
      .prepare(`CREATE TRIGGER fail_product_insert BEFORE INSERT ON products WHEN NEW.name = 'boom' BEGIN SELECT RAISE(ABORT, 'boom'); END`)
      .run();
    try {
      await expectRefused(site, () => post(site, site.websiteId, fields({ name: 'boom', images: [file(png()), file(gif())] })), 500, {
        code: 'internal_error',
      });
    } finally {
      await site.db.prepare('DROP TRIGGER fail_product_insert').run();
    }
  });

  it('answers 401 without a token and 400 for a JSON body', async () => {
    const site = await merchantWithWebsiteFixture();
    const anon = await api(`/website/${site.websiteId}/products`, { method: 'POST', body: form(fields()) });
    expect(anon.status).toBe(401);
    const json = await api(`/website/${site.websiteId}/products`, { method: 'POST', token: site.token, json: { name: 'x' } });
    expect(json.status).toBe(400);
  });
});
