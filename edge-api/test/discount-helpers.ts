// Shared by the discounts, cart-price and checkout-discount tests: discounts made through the owner API.
import type { Discount, DiscountInput } from '@app/contracts';
import { api, unique } from './helpers';

export const discountBody = (over: Partial<DiscountInput> = {}): DiscountInput => ({
  code: unique('CODE'),
  title: 'Spring sale',
  kind: 'percent',
  value: 10,
  applies_to: 'order',
  ...over,
});

export const postDiscount = (token: string, body: unknown) => api('/website/discounts', { method: 'POST', token, json: body });
export const putDiscount = (token: string, id: number | string, body: unknown) =>
  api(`/website/discounts/${id}`, { method: 'PUT', token, json: body });

/** A discount the API must accept. */
export async function createDiscount(token: string, over: Partial<DiscountInput> = {}): Promise<Discount> {
  const res = await postDiscount(token, discountBody(over));
  if (res.status !== 201) throw new Error(`discount ${res.status} ${await res.text()}`);
  return (await res.json()) as Discount;
}

export const priceCart = (websiteId: number | string, body: unknown) =>
  api(`/stores/${websiteId}/cart/price`, { method: 'POST', json: body });
