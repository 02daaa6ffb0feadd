// The store's discount codes (the Discounts screen).
import { ops, type DiscountInput } from '@app/contracts';
import type { Client } from '../client';

export const discountsApi = (client: Client) => ({
  list: () => client.op(ops.discountList, {}, undefined, { defaultMessage: 'generic' }),
  create: (body: DiscountInput) => client.op(ops.discountCreate, {}, body, { defaultMessage: 'generic' }),
  update: (id: number, body: DiscountInput) => client.op(ops.discountUpdate, { discount_id: id }, body, { defaultMessage: 'generic' }),
});
