// Store footer: title, description, the footer's links (social networks as icons), the newsletter box and the
// copyright. There is no newsletter service yet, so the box is disabled and says so instead of promising anything.
import { SocialIcon, socialOf } from './icons';
import { publishedSlugs, useView } from './view';

function FooterLinks() {
  const { site, links, t } = useView();
  const navs = links.navItems(site.footer?.navs ?? [], publishedSlugs(site)).map((n) => ({ ...n, social: socialOf(n.href) }));
  const plain = navs.filter((n) => !n.social);
  const social = navs.filter((n) => n.social);
  return (
    <>
      <nav className="sf-footer__col" aria-label={t('footer.links')}>
        <h2 className="sf-footer__heading">{t('footer.links')}</h2>
        <ul className="sf-footer__links">
          {plain.map((n, i) => (
            <li key={i}>
              <a href={n.href}>{n.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {social.length > 0 && (
        <div className="sf-footer__col">
          <h2 className="sf-footer__heading">{t('footer.follow')}</h2>
          <ul className="sf-social">
            {social.map((n, i) => (
              <li key={i}>
                <a href={n.href} rel="noopener noreferrer" aria-label={`${n.social!.name}: ${n.title}`}>
                  <SocialIcon path={n.social!.path} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

function Subscribe() {
  const { t } = useView();
  return (
    <div className="sf-footer__col">
      <h2 className="sf-footer__heading">{t('footer.subscribeTitle')}</h2>
      <div className="sf-subscribe" aria-describedby="sf-subscribe-note">
        <label className="sr-only" htmlFor="sf-subscribe-email">
          {t('footer.subscribeLabel')}
        </label>
        <input id="sf-subscribe-email" type="email" placeholder={t('footer.subscribeLabel')} disabled />
        <button type="button" className="sf-btn" disabled>
          {t('footer.subscribeButton')}
        </button>
      </div>
      <p id="sf-subscribe-note" className="sf-footer__note">
        {t('footer.subscribeSoon')}
      </p>
    </div>
  );
}

export function StoreFooter() {
  const { site, t, year, dashboardUrl } = useView();
  return (
    <footer className="sf-footer">
      <div className="sf-container sf-footer__grid">
        <div className="sf-footer__col sf-footer__about">
          <h2 className="sf-footer__title">{site.title}</h2>
          <p>{site.description}</p>
        </div>
        {site.footer ? (
          <FooterLinks />
        ) : (
          <div className="sf-footer__col sf-missing sf-missing--footer">
            <strong>{t('footer.missing')}</strong>
            <p>{t('footer.missingHint')}</p>
            <a href={dashboardUrl}>{t('header.goToDashboard')}</a>
          </div>
        )}
        <Subscribe />
      </div>
      <div className="sf-footer__bottom">
        <div className="sf-container">{t('footer.copyright', { year, title: site.title })}</div>
      </div>
    </footer>
  );
}
