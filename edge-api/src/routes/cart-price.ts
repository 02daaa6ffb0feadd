// POST /stores/:website_id/cart/price (DESIGN §17): the server's price of a shopper's cart, for the cart and checkout
// pages. Public and rate-limited like every public write; client prices are never read.
import { Hono } from 'hono';
import { CART_PRICE_PER_CLIENT_WHEN_BUSY, ops } from '@app/contracts';
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
  const {
    websiteId,
    admit,
    spend,
    store: publicStore,
  } = await limitedStoreWrite(c, ops.cartPrice, (store, client) => ({
    client: [counterKeys.cartPriceClient(store, client), LIMITS.cartPriceClient],
    store: [counterKeys.cartPriceStore(store), LIMITS.cartPriceStore],
    busyMax: CART_PRICE_PER_CLIENT_WHEN_BUSY,
  }));
  const req = await body(ops.cartPrice, await readJson(c));
  const { db } = await publicStore();
  const store = await storeForCheckout(db, websiteId);
  if (!store) throw websiteNotFound();
  // Only a valid cart of a real store reaches the store's budget (a malformed one cost the client alone).
  await admit();
  await spend();
  return c.json(await priceForShopper(db, websiteId, store.currency, req));
});
