// POST /stores/:website_id/cart/price (DESIGN §17): the server's price of a shopper's cart, for the cart and checkout
// pages. Public and rate-limited like every public write; client prices are never read.
import { Hono } from 'hono';
import { ops } from '@app/contracts';
import type { AppEnv } from '../env';
import { websiteNotFound } from '../errors';
import { readJson } from '../lib/http';
import { body, route } from '../lib/operations';
import { limitedStoreWrite } from '../lib/public-write';
import { storeForCheckout } from '../db/orders';
import { counterKeys, LIMITS } from '../services/counters';
import { priceForShopper } from '../services/cart-pricing';

export const cartPriceRoutes = new Hono<AppEnv>();

route(cartPriceRoutes, ops.cartPrice, async (c) => {
  const websiteId = await limitedStoreWrite(c, ops.cartPrice, (store, client) => [
    [counterKeys.cartPriceClient(store, client), LIMITS.cartPriceClient],
    [counterKeys.cartPriceStore(store), LIMITS.cartPriceStore],
  ]);
  const req = await body(ops.cartPrice, await readJson(c));
  const store = await storeForCheckout(c.env.DB, websiteId);
  if (!store) throw websiteNotFound();
  return c.json(await priceForShopper(c.env.DB, websiteId, store.currency, req));
});
