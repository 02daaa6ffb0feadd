// Wishlist page: cards with Remove (and Add to Cart); empty state with Back to Shop.
import { shopStore } from '../lib/browser-store';
import { $, h, show } from '../lib/dom';
import { initHeader } from '../lib/header';
import { money, pageData, t } from '../lib/page-data';
import { toast } from '../lib/toasts';
import { IMAGE_SIZES, responsiveSource } from '../../shared/responsive';

function cardImage(url: string) {
  const { src, srcSet, sizes } = responsiveSource(url, null, IMAGE_SIZES.card);
  return { src, srcset: srcSet, sizes };
}

function render() {
  const store = shopStore();
  const { items } = store.wishlist();
  show($('[data-sf-view]'), items.length > 0);
  show($('[data-sf-empty]'), items.length === 0);
  const base = pageData().base;
  $('[data-sf-view]')!.replaceChildren(
    ...items.map((item) => {
      const remove = h('button', { type: 'button', class: 'sf-btn sf-btn--ghost', text: t('wishlist.remove') });
      remove.addEventListener('click', () => store.removeFromWishlist(item.id));
      const href = `${base}/shop/product/${item.id}`;
      const add = item.has_options
        ? // A variant is chosen on the product page, never added as the bare product.
          h('a', { class: 'sf-btn', href, text: t('variant.chooseOptions') })
        : h('button', { type: 'button', class: 'sf-btn', text: t('wishlist.moveToCart') });
      if (!item.has_options)
        add.addEventListener('click', () => {
          store.addToCart(item);
          toast(t('toasts.addedToCart'));
        });
      return h(
        'article',
        { class: 'sf-card' },
        h(
          'a',
          { class: 'sf-card__media', href, tabindex: -1, 'aria-hidden': 'true' },
          // The card's copies of the photo, as on the home page (the device keeps only the original's URL).
          item.image_url
            ? h('img', { ...cardImage(item.image_url), alt: '', width: 640, height: 640, loading: 'lazy' })
            : h('div', { class: 'sf-noimage' }),
        ),
        h(
          'div',
          { class: 'sf-card__body' },
          h('h2', { class: 'sf-card__name' }, h('a', { href, text: item.name })),
          h('span', { class: 'sf-price', text: money(item.price) }),
          h('div', { class: 'sf-actions' }, add, remove),
        ),
      );
    }),
  );
}

initHeader();
shopStore().subscribe(render);
render();
