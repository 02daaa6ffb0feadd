// Every rule of a variants PUT (DESIGN §17): 400 validation_failed with the message at the field (the rule's code
// and params beside its English), and nothing changed: no variant, option, product total or page version.
import { describe, expect, it } from 'vitest';
import type { VariantsInput } from '@app/contracts';
import { merchantWithWebsiteFixture } from './fixtures';
import { create, type Site } from './product-helpers';
import { expectRefused, replace, sizeByColor } from './variants-helpers';

const invalid = { code: 'validation_failed' };

async function setUp() {
  const site = await merchantWithWebsiteFixture();
  const p = await create(site);
  const set = await replace(site, p.id, sizeByColor());
  return { site, p, set };
}

/** The first detail of a refused PUT of `body` (whose rows must be left as they were). */
async function refusal(site: Site, productId: number, body: unknown) {
  const answer = await expectRefused(site, productId, body, 400, invalid);
  return answer.detail![0]!;
}

const edited = (edit: (b: VariantsInput) => void) => {
  const b = sizeByColor();
  edit(b);
  return b;
};

describe('variants PUT rules', () => {
  it('0-3 options: a fourth is refused', async () => {
    const { site, p } = await setUp();
    const body = edited((b) => b.options.push({ name: 'A', values: ['1'] }, { name: 'B', values: ['2'] }));
    const d = await refusal(site, p.id, body);
    expect(d).toMatchObject({ loc: ['body', 'options'], msg: 'At most 3 options', rule: 'optionsMax', params: { max: 3 } });
  });

  it('option values: at least one, each once (case-insensitive); option names once', async () => {
    const { site, p } = await setUp();
    expect(
      await refusal(
        site,
        p.id,
        edited((b) => (b.options[1]!.values = [])),
      ),
    ).toMatchObject({
      loc: ['body', 'options[1]', 'values'],
      rule: 'optionValuesRequired',
    });
    expect(
      await refusal(
        site,
        p.id,
        edited((b) => b.options[0]!.values.push('s')),
      ),
    ).toMatchObject({
      loc: ['body', 'options[0]', 'values[3]'],
      rule: 'optionValueDuplicate',
    });
    expect(
      await refusal(
        site,
        p.id,
        edited((b) => (b.options[1]!.name = 'size')),
      ),
    ).toMatchObject({
      loc: ['body', 'options[1]', 'name'],
      rule: 'optionNameDuplicate',
    });
    expect(
      await refusal(
        site,
        p.id,
        edited((b) => (b.options[0]!.name = '  ')),
      ),
    ).toMatchObject({ loc: ['body', 'options[0]', 'name'], rule: 'optionNameNeeded', msg: 'Name this option, e.g. Size or Color' });
  });

  it('1-100 variants; without options exactly one', async () => {
    const { site, p } = await setUp();
    expect(await refusal(site, p.id, { options: [], variants: [] })).toMatchObject({ loc: ['body', 'variants'], rule: 'variantsCount' });
    const many = {
      options: [{ name: 'N', values: Array.from({ length: 100 }, (_, i) => `v${i}`) }],
      variants: Array.from({ length: 101 }, (_, i) => ({ options: [`v${i % 100}`], price: 1, stock: 1, sku: '' })),
    };
    expect(await refusal(site, p.id, many)).toMatchObject({ loc: ['body', 'variants'], rule: 'variantsCount', params: { max: 100 } });
    many.variants.pop();
    expect((await replace(site, p.id, many)).variants).toHaveLength(100);
    const two = {
      options: [],
      variants: [
        { options: [], price: 1, stock: 1 },
        { options: [], price: 2, stock: 1 },
      ],
    };
    expect(await refusal(site, p.id, two)).toMatchObject({ loc: ['body', 'variants'], rule: 'defaultVariantOne' });
  });

  it("each variant's values match the options, and each combination comes once", async () => {
    const { site, p } = await setUp();
    expect(
      await refusal(
        site,
        p.id,
        edited((b) => (b.variants[2]!.options = ['M'])),
      ),
    ).toMatchObject({
      loc: ['body', 'variants[2]', 'options'],
      rule: 'variantOptionsCount',
      params: { count: 2 },
    });
    expect(
      await refusal(
        site,
        p.id,
        edited((b) => (b.variants[2]!.options = ['M', 'Green'])),
      ),
    ).toMatchObject({
      loc: ['body', 'variants[2]', 'options[1]'],
      msg: 'Not one of the values of Color',
      rule: 'variantOptionUnknown',
    });
    expect(
      await refusal(
        site,
        p.id,
        edited((b) => (b.variants[3]!.options = ['S', 'Red'])),
      ),
    ).toMatchObject({
      loc: ['body', 'variants[3]', 'options'],
      rule: 'variantDuplicate',
    });
  });

  it('stock and prices: no negative stock, compare-at above the price, prices in cents', async () => {
    const { site, p } = await setUp();
    expect(
      await refusal(
        site,
        p.id,
        edited((b) => (b.variants[1]!.stock = -1)),
      ),
    ).toMatchObject({
      loc: ['body', 'variants[1]', 'stock'],
      rule: 'stockNegative',
    });
    expect(
      await refusal(
        site,
        p.id,
        edited((b) => (b.variants[1]!.compare_at_price = b.variants[1]!.price)),
      ),
    ).toMatchObject({
      loc: ['body', 'variants[1]', 'compare_at_price'],
      msg: 'The compare-at price must be above the price',
      rule: 'compareAtAbovePrice',
    });
    expect(
      await refusal(
        site,
        p.id,
        edited((b) => (b.variants[0]!.price = 1.234)),
      ),
    ).toMatchObject({ rule: 'priceCents' });
    expect(
      await refusal(
        site,
        p.id,
        edited((b) => Object.assign(b.variants[0]!, { price: 'ten' })),
      ),
    ).toMatchObject({ rule: 'number' });
  });

  it("an image must be one of the product's; an id one of its variants", async () => {
    const { site, p, set } = await setUp();
    const other = await create(site);
    const otherSet = await replace(site, other.id, sizeByColor());
    expect(
      await refusal(
        site,
        p.id,
        edited((b) => (b.variants[0]!.image_url = other.image_urls[0]!)),
      ),
    ).toMatchObject({
      loc: ['body', 'variants[0]', 'image_url'],
      rule: 'variantImageUnknown',
    });
    expect(
      await refusal(
        site,
        p.id,
        edited((b) => (b.variants[0]!.image_url = 'https://evil.example/x.png')),
      ),
    ).toMatchObject({
      rule: 'variantImageUnknown',
    });
    expect(
      await refusal(
        site,
        p.id,
        edited((b) => (b.variants[0]!.image_id = 999_999)),
      ),
    ).toMatchObject({
      loc: ['body', 'variants[0]', 'image_id'],
      rule: 'variantImageUnknown',
    });
    expect(
      await refusal(
        site,
        p.id,
        edited((b) => (b.variants[0]!.id = otherSet.variants[0]!.id)),
      ),
    ).toMatchObject({
      loc: ['body', 'variants[0]', 'id'],
      rule: 'variantIdUnknown',
    });
    const twice = edited((b) => ((b.variants[0]!.id = set.variants[0]!.id), (b.variants[1]!.id = set.variants[0]!.id)));
    expect(await refusal(site, p.id, twice)).toMatchObject({ loc: ['body', 'variants[1]', 'id'], rule: 'variantIdUnknown' });
  });

  it('lists every problem at its field, and refuses bodies of the wrong shape with 400', async () => {
    const { site, p } = await setUp();
    const fieldRules = edited((b) => ((b.variants[0]!.stock = -1), (b.variants[4]!.price = -2)));
    const answer = await expectRefused(site, p.id, fieldRules, 400, invalid);
    expect(answer.detail!.map((d) => d.loc.join('.'))).toEqual(['body.variants[0].stock', 'body.variants[4].price']);
    const crossRules = edited((b) => ((b.variants[4]!.compare_at_price = 1), (b.variants[5]!.options = ['S', 'Red'])));
    const later = await expectRefused(site, p.id, crossRules, 400, invalid);
    expect(later.detail!.map((d) => d.loc.join('.'))).toEqual(['body.variants[5].options', 'body.variants[4].compare_at_price']);
    for (const body of [{ options: 'x', variants: [] }, { variants: 'x' }, { options: [{ name: 'A', values: 'x' }], variants: [{}] }, []])
      await expectRefused(site, p.id, body, 400, {});
  });
});
