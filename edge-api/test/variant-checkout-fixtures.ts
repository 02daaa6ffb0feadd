// Shared by the tests of buying a variant (DESIGN §17): a 3x2 T-shirt made through the real variants PUT, and reads of
// its variants' stock.
import type { ProductVariants, Variant } from '@app/contracts';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { shardHolding } from './shard-rows';
import { replace } from './variants-helpers';

export type Shop = Awaited<ReturnType<typeof merchantWithWebsiteFixture>>;

/** Size S/M/L x Color Red/Blue; M / Red costs 25.00 and has `mRedStock`, every other variant 20.00 + i and 5 each. */
export async function teeFixture(shop: Shop, mRedStock = 10) {
  const product = await productFixture(shop.websiteId, { name: 'Tee' });
  const sizes = ['S', 'M', 'L'];
  const colors = ['Red', 'Blue'];
  const set: ProductVariants = await replace(shop, product, {
    options: [
      { name: 'Size', values: sizes },
      { name: 'Color', values: colors },
    ],
    variants: sizes.flatMap((s, i) =>
      colors.map((c, j) => {
        const mRed = s === 'M' && c === 'Red';
        return { options: [s, c], price: mRed ? 25 : 20 + i * 2 + j, stock: mRed ? mRedStock : 5, sku: `T-${s}-${c}` };
      }),
    ),
  });
  const find = (size: string, color: string) => set.variants.find((v) => v.options.join() === `${size},${color}`)!;
  return { product, variants: set.variants, find, mRed: find('M', 'Red') };
}

/** Stock of each variant of the product, by id. */
export async function variantStock(productId: number): Promise<Map<number, number>> {
  const rows = await (
    await shardHolding('products', productId)
  )
    .prepare('SELECT id, stock FROM variants WHERE product_id = ?')
    .bind(productId)
    .all<{ id: number; stock: number }>();
  return new Map(rows.results.map((r) => [r.id, r.stock]));
}

/** The stock of every variant but `except`, as it was. */
export const siblings = (all: Variant[], except: number) => all.filter((v) => v.id !== except).map((v) => [v.id, v.stock] as const);
