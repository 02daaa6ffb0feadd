// The quick view modal: the server renders an empty <dialog>; this fills it with one product and opens it
// (showModal gives focus handling, Escape and the backdrop for free).
import { RATING_MAX } from '@app/contracts/constants';
import type { IslandProduct } from '../../shared/island';
import { $ } from './dom';
import { priceParts } from './price';
import { t } from './page-data';

export function initQuickView(): ((p: IslandProduct) => void) | undefined {
  const dialog = $<HTMLDialogElement>('[data-sf-quick]');
  if (!dialog || typeof dialog.showModal !== 'function') return undefined;
  const part = <T extends HTMLElement = HTMLElement>(name: string) => $<T>(`[data-qv="${name}"]`, dialog)!;

  dialog.addEventListener('click', (e) => {
    // A click on the backdrop (the dialog itself, outside its body) or on Close closes it.
    if (e.target === dialog || (e.target as Element).closest('[data-sf-close]')) dialog.close();
  });

  return (p) => {
    const img = part<HTMLImageElement>('img');
    img.src = p.image_src;
    img.alt = p.name;
    img.width = p.width;
    img.height = p.height;
    img.hidden = !p.image_url;
    part('name').textContent = p.name;
    part('category').textContent = p.category;
    const stock = part('stock');
    stock.textContent = p.stock > 0 ? t('products.inStock', { count: p.stock }) : t('products.outOfStock');
    stock.classList.toggle('sf-stock--out', p.stock <= 0);
    const stars = part('stars');
    const r = Math.max(0, Math.min(RATING_MAX, Math.round(p.rating)));
    stars.setAttribute('aria-label', t('products.rating', { rating: r }));
    stars.dataset.rating = String(r);
    part('price').replaceChildren(...priceParts(p));
    part('description').textContent = p.description;
    const cart = part<HTMLButtonElement>('cart');
    cart.dataset.id = String(p.id);
    cart.disabled = p.stock <= 0;
    // A product with options is chosen on its page: the dialog offers "Choose options" there instead.
    cart.hidden = !!p.has_options;
    const choose = part<HTMLAnchorElement>('choose');
    choose.hidden = !p.has_options;
    choose.href = p.url;
    part('wishlist').dataset.id = String(p.id);
    part<HTMLAnchorElement>('link').href = p.url;
    dialog.showModal();
  };
}
