// The owner's discounts (DESIGN §17): GET|POST /website/discounts, PUT|DELETE /website/discounts/:discount_id.
// What the schema cannot know is checked here: the products are the store's, the code is free in any case, a new
// usage limit is not below the uses already taken.
import { Hono } from 'hono';
import { MAX_DISCOUNTS_PER_STORE, ops, type DiscountFields, type DiscountList } from '@app/contracts';
import type { AppEnv, Ctx } from '../env';
import { ApiError, conflict } from '../errors';
import { fieldError, readJson } from '../lib/http';
import { body, idParam, route } from '../lib/operations';
import { requireStore, type OwnStore } from '../lib/own-website';
import {
  countDiscounts,
  deleteDiscount,
  discountById,
  foreignProductIds,
  insertDiscount,
  isCodeTakenError,
  listDiscounts,
  toDiscountDto,
  toValues,
  updateDiscount,
  type DiscountValues,
} from '../db/discounts';
import { isCheckViolation } from '../db/d1-errors';

export const discountRoutes = new Hono<AppEnv>();

const discountNotFound = () => new ApiError(404, 'discount_not_found', 'Discount not found');
const codeTaken = () =>
  conflict('Another discount of your store already uses this code', 'discount_code_taken', [
    { loc: ['body', 'code'], msg: 'Another discount of your store already uses this code' },
  ]);
const limitBelowUses = (used: number) => fieldError(['body', 'usage_limit'], { rule: 'atLeast', params: { min: used } });

/** The body checked, then the store's own rules: 400 at product_ids when one is not the merchant's product. */
async function readDiscount(
  c: Ctx,
  { id: websiteId, db }: OwnStore,
  o: typeof ops.discountCreate | typeof ops.discountUpdate,
): Promise<DiscountValues> {
  const input = await body<DiscountFields>(o, await readJson(c));
  const values = toValues(input);
  if ((await foreignProductIds(db, websiteId, values.product_ids)).length) {
    throw fieldError(['body', 'product_ids'], { rule: 'productsNotYours' });
  }
  return values;
}

/** Runs a write, answering a code another discount has (any case) with 409 at the code field. */
async function writing<T>(write: () => Promise<T>, onCheck: () => Promise<ApiError>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isCodeTakenError(err)) throw codeTaken();
    if (isCheckViolation(err)) throw await onCheck();
    throw err;
  }
}

route(discountRoutes, ops.discountList, async (c) => {
  const { id: websiteId, db } = await requireStore(c);
  const now = Date.now();
  const rows = await listDiscounts(db, websiteId);
  return c.json<DiscountList>({ items: rows.map((r) => toDiscountDto(r, now)) });
});

route(discountRoutes, ops.discountCreate, async (c) => {
  const { id: websiteId, db } = await requireStore(c);
  const values = await readDiscount(c, { id: websiteId, db }, ops.discountCreate);
  if ((await countDiscounts(db, websiteId)) >= MAX_DISCOUNTS_PER_STORE) {
    throw conflict(`A store can keep at most ${MAX_DISCOUNTS_PER_STORE} discounts; delete one first`);
  }
  // The schema already holds every CHECK of a new row; one failing here would be a bug, reported as such.
  const row = await writing(
    () => insertDiscount(db, websiteId, values),
    async () => new ApiError(400, 'validation_failed', 'Invalid discount'),
  );
  return c.json(toDiscountDto(row, Date.now()), 201);
});

const discountId = (c: Ctx) => idParam(c, ops.discountUpdate, 'discount_id', discountNotFound);

route(discountRoutes, ops.discountUpdate, async (c) => {
  const id = discountId(c);
  const { id: websiteId, db } = await requireStore(c);
  const values = await readDiscount(c, { id: websiteId, db }, ops.discountUpdate);
  const current = await discountById(db, websiteId, id);
  if (!current) throw discountNotFound();
  if (values.usage_limit != null && values.usage_limit < current.usage_count) throw limitBelowUses(current.usage_count);
  // A checkout may take a use between the read and the write: the usage CHECK then refuses the lower limit.
  const row = await writing(
    () => updateDiscount(db, websiteId, id, values),
    async () => limitBelowUses((await discountById(db, websiteId, id))?.usage_count ?? 0),
  );
  if (!row) throw discountNotFound();
  return c.json(toDiscountDto(row, Date.now()));
});

route(discountRoutes, ops.discountDelete, async (c) => {
  const id = idParam(c, ops.discountDelete, 'discount_id', discountNotFound);
  const own = await requireStore(c);
  if (!(await deleteDiscount(own.db, own.id, id))) throw discountNotFound();
  return c.body(null, 204);
});
