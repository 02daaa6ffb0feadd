// The owner's discounts (DESIGN §17): list with status and usage, create, replace, delete. Owner only; another
// merchant's discount is as unknown as a missing one (404).
import type { Discount, DiscountInput, DiscountList } from '../discounts';
import { op, OWNER_WRITE_ERRORS as WRITE } from './define';

const PATH = '/website/discounts/:discount_id';

export const discountOperations = {
  discountList: op<undefined, undefined, DiscountList>()({
    id: 'discountList',
    method: 'GET',
    auth: true,
    path: '/website/discounts',
    errors: ['website_not_found'],
  }),
  /** 409 discount_code_taken when another discount of the store has the code in any case. */
  discountCreate: op<undefined, DiscountInput, Discount>()({
    id: 'discountCreate',
    method: 'POST',
    auth: true,
    path: '/website/discounts',
    errors: [...WRITE, 'discount_code_taken', 'conflict'],
  }),
  /** Replaces every field; usage so far is kept (a limit below it is refused at the field). */
  discountUpdate: op<undefined, DiscountInput, Discount>()({
    id: 'discountUpdate',
    method: 'PUT',
    auth: true,
    path: PATH,
    errors: [...WRITE, 'discount_not_found', 'discount_code_taken'],
  }),
  /** 204. Orders keep the code and amount they were given. */
  discountDelete: op<undefined, undefined, null>()({
    id: 'discountDelete',
    method: 'DELETE',
    auth: true,
    path: PATH,
    errors: ['website_not_found', 'discount_not_found'],
  }),
} as const;
