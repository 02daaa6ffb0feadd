// A product in the grid: image (with its size, so nothing shifts), category, stock, name, description cut at 60,
// stars, price, and the wishlist / quick view / Add to Cart buttons the home island wires by data-sf-action.
import type { Product } from '@app/contracts';
import { TRUNCATE } from '@app/contracts/constants';
import { truncate } from '../lib/escape';
import { IMAGE_SIZES, responsiveSource } from '../shared/responsive';
import { Icon } from './icons';
import { Price, SaleBadge } from './Price';
import { Stars, StockLabel } from './Stars';
import { useView } from './view';

export const DEFAULT_IMAGE_SIZE = 640;

/** A card's image: always lazy (the hero above the grid is the page's largest paint: markup/HomePage.tsx). */
function ProductImage({ product }: { product: Product }) {
  const img = product.images[0];
  if (!img) return <div className="sf-noimage" aria-hidden="true" />;
  return (
    <img
      {...responsiveSource(img.url, img.width, IMAGE_SIZES.card)}
      alt={product.name}
      width={img.width ?? DEFAULT_IMAGE_SIZE}
      height={img.height ?? DEFAULT_IMAGE_SIZE}
      loading="lazy"
      decoding="async"
    />
  );
}

export function ProductCard({ product }: { product: Product }) {
  const { links, t } = useView();
  const href = links.product(product.id);
  const soldOut = product.stock <= 0;
  return (
    <article className="sf-card">
      <div className="sf-card__media">
        <a href={href} tabIndex={-1} aria-hidden="true">
          <ProductImage product={product} />
        </a>
        <SaleBadge price={product.price} compareAt={product.compare_at_price} />
        <div className="sf-card__tools">
          <button
            type="button"
            className="sf-round"
            data-sf-action="wishlist"
            data-id={product.id}
            aria-label={`${t('products.addToWishlist')}: ${product.name}`}
          >
            <Icon name="heart" />
          </button>
          <button
            type="button"
            className="sf-round"
            data-sf-action="quick"
            data-id={product.id}
            aria-label={`${t('products.quickView')}: ${product.name}`}
          >
            <Icon name="eye" />
          </button>
        </div>
      </div>
      <div className="sf-card__body">
        <div className="sf-card__meta">
          <span className="sf-chip">{product.category}</span>
          <StockLabel stock={product.stock} />
        </div>
        <h3 className="sf-card__name">
          <a href={href}>{product.name}</a>
        </h3>
        <p className="sf-card__desc">{truncate(product.description, TRUNCATE.productCard)}</p>
        <Stars rating={product.rating} />
        <div className="sf-card__foot">
          <span className="sf-price">
            <Price price={product.price} compareAt={product.compare_at_price} from={product.prices_vary} />
          </span>
          {product.has_options ? (
            // A variant is chosen on the product page: the card links there instead of adding the bare product.
            <a className="sf-btn sf-card__add" href={href} aria-label={`${t('variant.chooseOptions')}: ${product.name}`}>
              {t('variant.chooseOptions')}
            </a>
          ) : (
            <button type="button" className="sf-btn sf-card__add" data-sf-action="cart" data-id={product.id} disabled={soldOut}>
              {t('products.addToCart')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

/** The quick view modal: an empty <dialog> that the home island fills with the chosen product. */
export function QuickViewDialog() {
  const { t } = useView();
  return (
    <dialog className="sf-dialog" aria-labelledby="sf-qv-name" data-sf-quick="">
      <div className="sf-dialog__body">
        <button type="button" className="sf-dialog__close sf-round" data-sf-close="" aria-label={t('products.close')}>
          ×
        </button>
        <img className="sf-dialog__img" data-qv="img" alt="" width={DEFAULT_IMAGE_SIZE} height={DEFAULT_IMAGE_SIZE} hidden />
        <div className="sf-dialog__info">
          <div className="sf-card__meta">
            <span className="sf-chip" data-qv="category"></span>
            <span className="sf-stock" data-qv="stock"></span>
          </div>
          <h2 id="sf-qv-name" data-qv="name"></h2>
          <span className="sf-stars" role="img" data-qv="stars"></span>
          <p className="sf-price sf-price--lg" data-qv="price"></p>
          <p className="sf-dialog__desc" data-qv="description"></p>
          <div className="sf-actions">
            <button type="button" className="sf-btn" data-sf-action="cart" data-qv="cart">
              {t('products.addToCart')}
            </button>
            <a className="sf-btn" data-qv="choose" href="#" hidden>
              {t('variant.chooseOptions')}
            </a>
            <button type="button" className="sf-btn sf-btn--ghost" data-sf-action="wishlist" data-qv="wishlist">
              {t('products.addToWishlist')}
            </button>
          </div>
          <a className="sf-link" data-qv="link" href="#">
            {t('products.viewDetails')}
          </a>
        </div>
      </div>
    </dialog>
  );
}
