// Products: create, update, delete and tenant isolation through the worker's fetch, checking D1 rows and R2 objects.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ErrorBody, Product } from '@app/contracts';
import { contentVersion, merchantFixture, merchantWithWebsiteFixture } from './fixtures';
import { unique } from './helpers';
import { avif, file, gif, jpeg, keyOf, png, r2Keys, svg, webp } from './media';
import { create, del, expectRefused, fields, imageRows, post, productCount, productRow, put } from './product-helpers';

describe('create', () => {
  it('creates the product with its images and bumps content_version', async () => {
    const site = await merchantWithWebsiteFixture();
    const v0 = await contentVersion(site.websiteId);
    const p = await create(site, { images: [file(png(2, 2)), file(jpeg(640, 480), 'b.jpg'), file(webp(3, 4), 'c.webp')] });

    expect(p).toEqual({
      id: expect.any(Number),
      name: 'Mug',
      description: 'A sturdy mug',
      price: 19.99,
      stock: 7,
      category: 'Kitchen',
      rating: 4,
      sku: '',
      image_urls: [
        expect.stringMatching(/^\/media\/products\/[0-9a-f]{32}\.png$/),
        expect.stringMatching(/\.jpg$/),
        expect.stringMatching(/\.webp$/),
      ],
      images: [
        { url: p.image_urls[0], width: 2, height: 2 },
        { url: p.image_urls[1], width: 640, height: 480 },
        { url: p.image_urls[2], width: 3, height: 4 },
      ],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(await productRow(site.db, p.id)).toMatchObject({ website_id: site.websiteId, price_cents: 1999, stock: 7, rating: 4 });
    expect(await imageRows(site.db, p.id)).toEqual([
      { key: keyOf(p.image_urls[0]), content_type: 'image/png', width: 2, height: 2, position: 0, website_id: site.websiteId },
      { key: keyOf(p.image_urls[1]), content_type: 'image/jpeg', width: 640, height: 480, position: 1, website_id: site.websiteId },
      { key: keyOf(p.image_urls[2]), content_type: 'image/webp', width: 3, height: 4, position: 2, website_id: site.websiteId },
    ]);
    for (const [i, type] of ['image/png', 'image/jpeg', 'image/webp'].entries()) {
      expect((await env.MEDIA.head(keyOf(p.image_urls[i])))?.httpMetadata?.contentType).toBe(type);
    }
    expect(await contentVersion(site.websiteId)).toBeGreaterThan(v0);
  });

  it('accepts images[] and five images of every allowed type; rating is optional', async () => {
    const site = await merchantWithWebsiteFixture();
    const { images: _ignored, rating: _r, ...rest } = fields();
    const res = await post(site, site.websiteId, {
      ...rest,
      'images[]': [file(png()), file(jpeg()), file(gif()), file(webp()), file(avif(), 'x.avif')],
    });
    expect(res.status).toBe(201);
    const p = (await res.json()) as Product;
    expect(p.image_urls.map((u) => u.split('.').pop())).toEqual(['png', 'jpg', 'gif', 'webp', 'avif']);
    expect(p.rating).toBe(0);
    expect(p.images[4]).toEqual({ url: p.image_urls[4], width: 4, height: 3 });
  });

  it.each([
    ['0', 0, 0],
    ['0.5', 0.5, 50],
    ['10', 10, 1000],
    ['1000000', 1_000_000, 100_000_000],
    [' 12.30 ', 12.3, 1230],
  ])('stores price %j as integer cents', async (price, units, cents) => {
    const site = await merchantWithWebsiteFixture();
    const p = await create(site, { price, stock: '0' });
    expect(p.price).toBe(units);
    expect(p.stock).toBe(0);
    expect((await productRow(site.db, p.id))?.price_cents).toBe(cents);
  });

  it('stores markup verbatim and returns it as JSON text', async () => {
    const site = await merchantWithWebsiteFixture();
    const xss = '<script>alert(1)</script><img src=x onerror="alert(2)">';
    const res = await post(site, site.websiteId, fields({ name: xss, description: `"'&<>\u2028end`, category: '</script>' }));
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const p = (await res.json()) as Product;
    expect([p.name, p.description, p.category]).toEqual([xss, `"'&<>\u2028end`, '</script>']);
    expect((await productRow(site.db, p.id))?.name).toBe(xss);
  });
});

describe('compare-at price', () => {
  it('is kept on the default variant on create and update, above the price, empty for none', async () => {
    const site = await merchantWithWebsiteFixture();
    const p = await create(site, { price: '20', compare_at_price: '25.50' });
    expect(p.compare_at_price).toBe(25.5);
    const variant = () =>
      site.db.prepare('SELECT compare_at_cents FROM variants WHERE product_id = ?').bind(p.id).first<{ compare_at_cents: number | null }>();
    expect(await variant()).toEqual({ compare_at_cents: 2550 });
    const keep = { images: [], keep_image_urls: p.image_urls };
    const raised = await put(site, site.websiteId, p.id, fields({ ...keep, price: '20', compare_at_price: '30' }));
    expect(((await raised.json()) as Product).compare_at_price).toBe(30);
    const cleared = await put(site, site.websiteId, p.id, fields({ ...keep, price: '20', compare_at_price: '' }));
    expect(cleared.status).toBe(200);
    expect(await variant()).toEqual({ compare_at_cents: null });
    for (const bad of [
      ['15', 'compareAtAbovePrice'],
      ['abc', 'priceNumber'],
    ]) {
      const res = await post(site, site.websiteId, fields({ price: '20', compare_at_price: bad[0] }));
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).detail).toEqual([
        expect.objectContaining({ loc: ['body', 'compare_at_price'], rule: bad[1] }),
      ]);
    }
  });
});

describe('sku', () => {
  it('is stored trimmed on create and replaced on update; 40 characters at most, else 400 with its rule', async () => {
    const site = await merchantWithWebsiteFixture();
    const p = await create(site, { sku: '  MUG-0042 ' });
    expect(p.sku).toBe('MUG-0042');
    expect((await productRow(site.db, p.id))?.sku).toBe('MUG-0042');

    const res = await put(site, site.websiteId, p.id, fields({ keep_image_urls: p.image_urls, images: undefined, sku: 'x'.repeat(40) }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as Product).sku).toBe('x'.repeat(40));
    const cleared = await put(site, site.websiteId, p.id, fields({ keep_image_urls: p.image_urls, images: undefined, sku: '' }));
    expect(((await cleared.json()) as Product).sku).toBe('');

    const tooLong = { code: 'validation_failed', message: 'Must be at most 40 characters' };
    const detail = [{ loc: ['body', 'sku'], msg: tooLong.message, rule: 'tooLong' as const, params: { max: 40 } }];
    await expectRefused(site, () => post(site, site.websiteId, fields({ sku: 'y'.repeat(41) })), 400, { ...tooLong, detail });
    await expectRefused(
      site,
      () => put(site, site.websiteId, p.id, fields({ keep_image_urls: p.image_urls, images: undefined, sku: 'y'.repeat(41) })),
      400,
      { ...tooLong, detail },
    );
    expect((await productRow(site.db, p.id))?.sku).toBe('');
  });
});

describe('update', () => {
  it('keeps the listed images in that order, adds new files, deletes the rest', async () => {
    const site = await merchantWithWebsiteFixture();
    const p = await create(site, { images: [file(png(1, 1, 1)), file(png(1, 1, 2)), file(png(1, 1, 3))] });
    const [a, b, c] = p.image_urls;
    const v0 = await contentVersion(site.websiteId);

    const res = await put(
      site,
      site.websiteId,
      p.id,
      fields({ name: 'Mug 2', price: '5.5', stock: '3', keep_image_urls: [c, a], images: [file(gif(2, 3))] }),
    );
    expect(res.status).toBe(200);
    const u = (await res.json()) as Product;
    expect(u).toMatchObject({ id: p.id, name: 'Mug 2', price: 5.5, stock: 3 });
    expect(u.image_urls.slice(0, 2)).toEqual([c, a]);
    expect(u.image_urls[2]).toMatch(/\.gif$/);
    expect(u.images[2]).toMatchObject({ width: 2, height: 3 });
    expect((await imageRows(site.db, p.id)).map((r) => [r.key, r.position])).toEqual(u.image_urls.map((url, i) => [keyOf(url), i]));
    expect(await env.MEDIA.head(keyOf(b))).toBeNull();
    for (const url of u.image_urls) expect(await env.MEDIA.head(keyOf(url))).not.toBeNull();
    expect((await productRow(site.db, p.id))?.price_cents).toBe(550);
    expect(await contentVersion(site.websiteId)).toBeGreaterThan(v0);
  });

  it("accepts keep_image_urls[] and absolute URLs; ignores other products' and foreign URLs", async () => {
    const site = await merchantWithWebsiteFixture();
    const p = await create(site, { images: [file(png()), file(jpeg())] });
    const q = await create(site, { images: [file(webp())] });
    const res = await put(site, site.websiteId, p.id, {
      ...fields({ images: undefined }),
      'keep_image_urls[]': [
        `https://shop.example.com${p.image_urls[1]}`,
        q.image_urls[0],
        'https://evil.example/media/products/x.png',
        '/media/../etc',
      ],
    });
    expect(res.status).toBe(200);
    const u = (await res.json()) as Product;
    expect(u.image_urls).toEqual([p.image_urls[1]]);
    expect(await env.MEDIA.head(keyOf(p.image_urls[0]))).toBeNull();
    // The other product still has its image row and object.
    expect((await imageRows(site.db, q.id)).map((r) => r.key)).toEqual([keyOf(q.image_urls[0])]);
    expect(await env.MEDIA.head(keyOf(q.image_urls[0]))).not.toBeNull();
  });

  it('needs 1 to 5 images in the result, checked before anything is written', async () => {
    const site = await merchantWithWebsiteFixture();
    const p = await create(site, { images: [file(png()), file(png(1, 1, 9)), file(jpeg())] });
    await expectRefused(site, () => put(site, site.websiteId, p.id, fields({ images: undefined })), 400, {
      message: 'Please fill in all fields.',
    });
    await expectRefused(
      site,
      () => put(site, site.websiteId, p.id, fields({ keep_image_urls: p.image_urls, images: [file(gif()), file(gif()), file(gif())] })),
      400,
      { code: 'too_many_images' },
    );
    await expectRefused(
      site,
      () => put(site, site.websiteId, p.id, fields({ keep_image_urls: [p.image_urls[0]], images: [file(svg(), 'a.png')] })),
      415,
      {
        code: 'unsupported_image',
      },
    );
    await expectRefused(
      site,
      () => put(site, site.websiteId, p.id, fields({ keep_image_urls: p.image_urls, images: undefined, price: '-1' })),
      400,
      {
        code: 'validation_failed',
      },
    );
    expect((await imageRows(site.db, p.id)).map((r) => r.key)).toEqual(p.image_urls.map(keyOf));
    expect((await productRow(site.db, p.id))?.name).toBe('Mug');
  });

  it('keeps everything as it was when the D1 write fails', async () => {
    const site = await merchantWithWebsiteFixture();
    const p = await create(site, { images: [file(png()), file(jpeg())] });
    await site.db
      .prepare(`CREATE TRIGGER fail_product_update BEFORE UPDATE ON products WHEN NEW.name = 'boom' BEGIN SELECT RAISE(ABORT, 'boom'); END`)
      .run();
    try {
      await expectRefused(
        site,
        () => put(site, site.websiteId, p.id, fields({ name: 'boom', keep_image_urls: [p.image_urls[0]], images: [file(gif())] })),
        500,
        {
          code: 'internal_error',
        },
      );
    } finally {
      await site.db.prepare('DROP TRIGGER fail_product_update').run();
    }
    expect((await imageRows(site.db, p.id)).map((r) => r.key)).toEqual(p.image_urls.map(keyOf));
    for (const url of p.image_urls) expect(await env.MEDIA.head(keyOf(url))).not.toBeNull();
  });
});

describe('delete', () => {
  it('deletes the row, its image rows and its objects, and bumps content_version', async () => {
    const site = await merchantWithWebsiteFixture();
    const p = await create(site, { images: [file(png()), file(gif())] });
    const keep = await create(site);
    const v0 = await contentVersion(site.websiteId);
    const res = await del(site, site.websiteId, p.id);
    expect(res.status).toBe(200);
    expect(await productRow(site.db, p.id)).toBeNull();
    expect(await imageRows(site.db, p.id)).toEqual([]);
    for (const url of p.image_urls) expect(await env.MEDIA.head(keyOf(url))).toBeNull();
    expect(await env.MEDIA.head(keyOf(keep.image_urls[0]))).not.toBeNull();
    expect(await contentVersion(site.websiteId)).toBeGreaterThan(v0);

    const again = await del(site, site.websiteId, p.id);
    expect(again.status).toBe(404);
    expect(((await again.json()) as ErrorBody).code).toBe('product_not_found');
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another merchant's website or product and leaves their rows and objects alone", async () => {
    const a = await merchantWithWebsiteFixture();
    const b = await merchantWithWebsiteFixture();
    const pa = await create(a, { name: unique('a') });
    const pb = await create(b);
    const snapshot = async () => [
      await productRow(a.db, pa.id),
      await imageRows(a.db, pa.id),
      await r2Keys('products/'),
      await contentVersion(a.websiteId),
    ];
    const before = await snapshot();

    const attempts: [string, () => Promise<Response>, string][] = [
      ["create in A's website", () => post(b, a.websiteId, fields()), 'not_found'],
      ["update A's product via A's website id", () => put(b, a.websiteId, pa.id, fields()), 'not_found'],
      [
        "update A's product via B's website id",
        () => put(b, b.websiteId, pa.id, fields({ keep_image_urls: pa.image_urls })),
        'product_not_found',
      ],
      ["delete A's product via A's website id", () => del(b, a.websiteId, pa.id), 'not_found'],
      ["delete A's product via B's website id", () => del(b, b.websiteId, pa.id), 'product_not_found'],
      ['update a non-numeric product id', () => put(b, b.websiteId, 'abc', fields()), 'product_not_found'],
      ['delete an unknown product id', () => del(b, b.websiteId, 999999999), 'product_not_found'],
      ['create on a non-numeric website id', () => post(b, 'x', fields()), 'not_found'],
    ];
    for (const [label, send, code] of attempts) {
      const res = await send();
      expect(res.status, label).toBe(404);
      expect(((await res.json()) as ErrorBody).code, label).toBe(code);
    }
    // B's keep_image_urls pointing at A's images did not attach or delete them either.
    expect(await snapshot()).toEqual(before);
    expect(await productRow(b.db, pb.id)).not.toBeNull();
  });

  it('answers 404 website_not_found to a merchant without a website', async () => {
    const m = await merchantFixture();
    const site = await merchantWithWebsiteFixture();
    const res = await post(m, site.websiteId, fields());
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).code).toBe('website_not_found');
    expect(await productCount(site.websiteId)).toBe(0);
  });
});
