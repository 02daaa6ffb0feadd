import { IMAGE_SIZES, responsiveSource } from '../shared/responsive';
import { useView } from './view';

/**
 * The hero banner; without one, the merchant's preview hints where to create it and shoppers get nothing. A hero
 * without an image (a new store's starter hero) is a plain banner. Its button leads to the products, when there are.
 */
export function Hero({ products }: { products: boolean }) {
  const { site, t, dashboardUrl } = useView();
  const hero = site.hero;
  // The page still has its one h1 (the header's brand is a link, not a heading).
  if (!hero && !dashboardUrl) return <h1 className="sr-only">{site.title}</h1>;
  if (!hero) {
    return (
      <section className="sf-hero sf-hero--missing">
        <div className="sf-container sf-hero__content">
          <h1>{site.title}</h1>
          <p className="sf-hero__hint">
            <strong>{t('hero.missing')}</strong> {t('hero.missingHint')}
          </p>
          <a className="sf-btn sf-btn--light" href={dashboardUrl}>
            {t('header.goToDashboard')}
          </a>
        </div>
      </section>
    );
  }
  return (
    <section className={hero.background_image ? 'sf-hero' : 'sf-hero sf-hero--plain'}>
      {hero.background_image && (
        <img
          className="sf-hero__bg"
          {...responsiveSource(hero.background_image, null, IMAGE_SIZES.hero)}
          alt=""
          width={1600}
          height={600}
          fetchPriority="high"
          decoding="async"
        />
      )}
      <div className="sf-container sf-hero__content">
        <h1>{hero.title}</h1>
        {hero.subtitle.trim() && <p>{hero.subtitle}</p>}
        {products && (
          <a className="sf-btn sf-btn--light" href="#products">
            {hero.call_to_action || t('hero.shopNow')}
          </a>
        )}
      </div>
    </section>
  );
}
