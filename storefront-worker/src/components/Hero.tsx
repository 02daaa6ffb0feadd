import { IMAGE_SIZES, responsiveSource } from '../shared/responsive';
import { useView } from './view';

/** The hero banner, or the hint telling the owner where to create one. */
export function Hero() {
  const { site, t, dashboardUrl } = useView();
  const hero = site.hero;
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
    <section className="sf-hero">
      <img
        className="sf-hero__bg"
        {...responsiveSource(hero.background_image, null, IMAGE_SIZES.hero)}
        alt=""
        width={1600}
        height={600}
        fetchPriority="high"
        decoding="async"
      />
      <div className="sf-container sf-hero__content">
        <h1>{hero.title}</h1>
        <p>{hero.subtitle}</p>
        <a className="sf-btn sf-btn--light" href="#products">
          {hero.call_to_action || t('hero.shopNow')}
        </a>
      </div>
    </section>
  );
}
