// Checking a variants PUT against the product's rows (DESIGN §17): after the schema's field rules and the contracts'
// cross-field rules, a kept id must be one of this product's variants and an image one of its images. Every problem
// is reported at its field (all of them, as the schema does), and nothing is written while any is left.
import {
  checkVariants,
  toCents,
  type Paged,
  type Product,
  type ProductWithVariants,
  type VariantInput,
  type VariantProblem,
  type VariantsInput,
} from '@app/contracts';
import { keyFromMediaUrl, readVariants } from '@app/db';
import type { VariantWrite } from '../db/variants';
import { ApiError } from '../errors';
import { ruleDetail } from '../lib/http';

interface Targets {
  variantIds: Set<number>;
  images: { id: number; key: string }[];
}

/** The image's row id (null for none), or undefined when it names no image of this product. */
function imageIdOf(v: VariantInput, images: Targets['images']): number | null | undefined {
  if (v.image_id != null) return images.some((i) => i.id === v.image_id) ? v.image_id : undefined;
  if (!v.image_url) return null;
  const key = keyFromMediaUrl(v.image_url);
  return images.find((i) => i.key === key)?.id;
}

function rowProblems(input: VariantsInput, t: Targets): VariantProblem[] {
  const problems: VariantProblem[] = [];
  const ids = new Set<number>();
  input.variants.forEach((v, i) => {
    if (v.id != null && (!t.variantIds.has(v.id) || ids.has(v.id)))
      problems.push({ loc: [`variants[${i}]`, 'id'], message: { rule: 'variantIdUnknown' } });
    if (v.id != null) ids.add(v.id);
    if (imageIdOf(v, t.images) === undefined)
      problems.push({ loc: [`variants[${i}]`, v.image_id != null ? 'image_id' : 'image_url'], message: { rule: 'variantImageUnknown' } });
  });
  return problems;
}

/** The rows to write, or a 400 validation_failed listing every problem at its field. */
export function planVariants(input: VariantsInput, t: Targets): VariantWrite[] {
  const problems = [...checkVariants(input), ...rowProblems(input, t)];
  if (problems.length) {
    const detail = problems.map((p) => ruleDetail(['body', ...p.loc], p.message));
    throw new ApiError(400, 'validation_failed', detail[0]!.msg, detail);
  }
  return input.variants.map((v) => ({
    id: v.id,
    values: v.options,
    sku: v.sku,
    priceCents: toCents(v.price),
    compareAtCents: v.compare_at_price == null ? null : toCents(v.compare_at_price),
    stock: v.stock,
    imageId: imageIdOf(v, t.images) ?? null,
  }));
}

/** The public product JSON: each product of the page with its options and variants (one more round trip per page). */
export async function withVariants(d1: D1Database, websiteId: number, page: Paged<Product>): Promise<Paged<ProductWithVariants>> {
  const found = await readVariants(
    d1,
    websiteId,
    page.items.map((p) => p.id),
  );
  return { ...page, items: page.items.map((p) => ({ ...p, ...(found.get(p.id) ?? { options: [], variants: [] }) })) };
}
