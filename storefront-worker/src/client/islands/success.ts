// Checkout success: confirms only an order this tab placed. The URL carries the order id; the status token that
// proves it is this shopper's stays in sessionStorage. The order is read from the store (GET .../orders/{id}?token=)
// and shown (lib/order-view.ts); only then is the cart cleared. No order, or one the store does not confirm (paid,
// or placed for cash on delivery): "No order found", and the cart is kept.
import { shopStore } from '../lib/browser-store';
import { initHeader } from '../lib/header';
import { fetchOrder, myOrder } from '../lib/order-check';
import { showOrder, showState } from '../lib/order-view';
import { outcomeOf } from '../store/order-poll';

async function confirm(): Promise<boolean> {
  const mine = myOrder();
  const order = mine && (await fetchOrder(mine));
  if (!order || outcomeOf(order.status) !== 'confirmed') return false;
  showOrder(order);
  return true;
}

initHeader();
confirm()
  .catch(() => false)
  .then((paid) => {
    showState(paid ? 'paid' : 'missing');
    if (paid) shopStore().clearCart();
  });
