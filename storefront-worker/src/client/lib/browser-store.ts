// The shop store on this device: localStorage, scoped to this page's store, and kept in step with other tabs.
import { createShopStore, type ShopStore, type StorageLike } from '../store/shop-store';
import { pageData } from './page-data';

const memory = new Map<string, string>();
const fallback: StorageLike = { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) };

function storage(): StorageLike {
  try {
    return window.localStorage;
  } catch {
    return fallback; // storage blocked: the cart lasts for this page
  }
}

let store: ShopStore | null = null;
export function shopStore(): ShopStore {
  if (store) return store;
  store = createShopStore(storage(), pageData().storeId);
  const s = store;
  window.addEventListener('storage', (e) => {
    if (e.key === 'cart' || e.key === 'wishlist') s.notify();
  });
  return s;
}
