// Product detail: thumbnail gallery, 2x hover zoom with a mouse and a lightbox on a tap, click or key (the product
// island), rating, price, category, stock, description, the details shoppers see (ProductDetails: any further field
// of the product marked for them), Add to Wishlist / Add to Cart.
import type { Product, ProductImage, ProductVariants } from '@app/contracts';
import { DEFAULT_IMAGE_SIZE } from '../components/ProductCard';
import { IMAGE_SIZES, responsiveSource } from '../shared/responsive';
import { Stars, StockLabel } from '../components/Stars';
import { StoreLayout } from '../components/StoreLayout';
import { useView, type View } from '../components/view';
import type { Choice } from '../shared/variant-choice';
import { ProductDetails } from './ProductDetails';
import { Price } from '../components/Price';
import { unavailableReason, VariantPicker } from './VariantPicker';

/** The product's variants and the one the URL chose (routes/store-pages.tsx); absent for a product without rows. */
export type PageVariants = ProductVariants & { choice: Choice };

/** The chosen variant's image first, so the gallery opens on it (the others keep their order). */
export function variantFirst(images: ProductImage[], url: string | null | undefined): ProductImage[] {
  const at = url ? images.findIndex((i) => i.url === url) : -1;
  return at <= 0 ? images : [images[at]!, ...images.slice(0, at), ...images.slice(at + 1)];
}

/** The main image, large: opened by a tap, a click, Enter or Space on the main image (the product island). */
function Lightbox({ product, image }: { product: Product; image: ProductImage }) {
  const { t } = useView();
  return (
    <dialog id="sf-lightbox" className="sf-lightbox" aria-label={t('sec_zoom.dialog', { name: product.name })} data-sf-lightbox="">
      <button type="button" className="sf-lightbox__close sf-round" aria-label={t('sec_zoom.close')} data-sf-lightbox-close="">
        ×
      </button>
      <button type="button" className="sf-lightbox__stage" aria-pressed="false" aria-label={t('sec_zoom.zoom')} data-sf-lightbox-zoom="">
        <img
          className="sf-lightbox__img"
          data-sf-lightbox-img=""
          src={image.url}
          alt={product.name}
          width={image.width ?? DEFAULT_IMAGE_SIZE}
          height={image.height ?? DEFAULT_IMAGE_SIZE}
          loading="lazy"
          decoding="async"
        />
      </button>
      <p className="sf-lightbox__hint">{t('sec_zoom.hint')}</p>
    </dialog>
  );
}

/** The thumbnails: each carries the copies the main image switches to when it is chosen (client/lib/gallery.ts). */
function Thumbs({ images }: { images: ProductImage[] }) {
  const { t } = useView();
  return (
    <ul className="sf-thumbs" aria-label={t('product.images')}>
      {images.map((img, i) => {
        const large = responsiveSource(img.url, img.width, IMAGE_SIZES.gallery);
        return (
          <li key={img.url}>
            <button
              type="button"
              className="sf-thumb"
              data-sf-thumb={img.url}
              // What the main image becomes when this thumbnail is chosen (client/lib/gallery.ts).
              data-src={large.src}
              data-srcset={large.srcSet}
              data-w={img.width ?? DEFAULT_IMAGE_SIZE}
              data-h={img.height ?? DEFAULT_IMAGE_SIZE}
              aria-label={t('product.showImage', { n: i + 1 })}
              aria-pressed={i === 0}
            >
              <img
                {...responsiveSource(img.url, img.width, IMAGE_SIZES.thumb)}
                alt=""
                width={72}
                height={72}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function Gallery({ product, images }: { product: Product; images: ProductImage[] }) {
  const { t } = useView();
  const [main] = images;
  return (
    <div className="sf-gallery">
      {main ? (
        <button
          type="button"
          className="sf-zoom"
          data-sf-zoom=""
          aria-haspopup="dialog"
          aria-controls="sf-lightbox"
          aria-label={t('sec_zoom.open', { name: product.name })}
        >
          <img
            className="sf-zoom__img"
            data-sf-main=""
            // The lightbox shows the original (full size, for zoom); it is fetched only when the lightbox opens.
            data-sf-full={main.url}
            {...responsiveSource(main.url, main.width, IMAGE_SIZES.gallery)}
            alt={product.name}
            width={main.width ?? DEFAULT_IMAGE_SIZE}
            height={main.height ?? DEFAULT_IMAGE_SIZE}
            fetchPriority="high"
          />
        </button>
      ) : (
        <div className="sf-zoom">
          <div className="sf-noimage" aria-hidden="true" />
        </div>
      )}
      {main && (
        <>
          <p className="sf-hint sf-hint--hover">{t('product.zoomHint')}</p>
          <p className="sf-hint sf-hint--tap">{t('sec_zoom.tapHint')}</p>
        </>
      )}
      {images.length > 1 && <Thumbs images={images} />}
      {main && <Lightbox product={product} image={main} />}
    </div>
  );
}

/** Price, Add to Cart and Wishlist; with options, the picker above them and Add to Cart for the chosen variant. */
function Buy({ product, variants }: { product: Product; variants?: PageVariants }) {
  const { t, money } = useView();
  const variant = variants?.choice.variant;
  const picker = variants && variants.options.length > 0 ? variants : null;
  const reason = picker ? unavailableReason(t, picker.choice.variant) : '';
  return (
    <>
      <p className="sf-price sf-price--lg" data-sf-price="">
        {variant ? <Price price={variant.price} compareAt={variant.compare_at_price} /> : money(product.price)}
      </p>
      {picker && <VariantPicker productId={product.id} options={picker.options} variants={picker.variants} choice={picker.choice} />}
      <div className="sf-actions">
        <button
          type="button"
          className="sf-btn"
          data-sf-action="cart"
          data-id={product.id}
          data-variant={picker ? variant?.id : undefined}
          disabled={picker ? reason !== '' : product.stock <= 0}
          aria-describedby={picker ? 'sf-cart-reason' : undefined}
        >
          {t('products.addToCart')}
        </button>
        <button type="button" className="sf-btn sf-btn--ghost" data-sf-action="wishlist" data-id={product.id}>
          {t('products.addToWishlist')}
        </button>
      </div>
      {picker && (
        <p id="sf-cart-reason" className="sf-picker__reason" data-sf-reason="">
          {reason}
        </p>
      )}
    </>
  );
}

export function ProductPage({ view, product, variants }: { view: View; product: Product; variants?: PageVariants }) {
  const { t, links } = view;
  const hasOptions = !!variants && variants.options.length > 0;
  return (
    <StoreLayout view={view}>
      <div className="sf-container sf-section">
        <nav className="sf-breadcrumb" aria-label={t('product.breadcrumb')}>
          <a href={links.home}>{t('header.home')}</a> <span aria-hidden="true">/</span> <span>{product.category}</span>{' '}
          <span aria-hidden="true">/</span> <span aria-current="page">{product.name}</span>
        </nav>
        <div className="sf-product">
          <Gallery product={product} images={variantFirst(product.images, variants?.choice.variant?.image_url)} />
          <div className="sf-product__info">
            <div className="sf-card__meta">
              <span className="sf-chip">{product.category}</span>
              {/* With options the stock shown is the chosen variant's, beside the picker. */}
              {!hasOptions && <StockLabel stock={product.stock} />}
            </div>
            <h1 className="sf-product__name">{product.name}</h1>
            <Stars rating={product.rating} />
            <Buy product={product} variants={variants} />
            <h2 className="sf-product__subtitle">{t('product.description')}</h2>
            <p className="sf-product__desc">{product.description}</p>
            <ProductDetails product={product} />
            <a className="sf-link" href={links.home}>
              ← {t('product.backToShop')}
            </a>
          </div>
        </div>
      </div>
    </StoreLayout>
  );
}
