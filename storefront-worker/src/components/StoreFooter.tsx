// Store footer: title, description, the footer's links (social networks as icons), the newsletter box and the
// copyright. The newsletter form is sent by the page's island (POST /api/stores/{id}/newsletter).
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
  // The island's messages travel with the form (the page's language), so every page type can run it.
  const msgs = {
    'data-msg-invalid': t('shop_newsletter.invalid'),
    'data-msg-success': t('shop_newsletter.success'),
    'data-msg-sending': t('shop_newsletter.sending'),
    'data-msg-rate': t('shop_newsletter.rateLimited'),
    'data-msg-failed': t('shop_newsletter.failed'),
  };
  return (
    <div className="sf-footer__col">
      <h2 className="sf-footer__heading" id="sf-subscribe-title">
        {t('footer.subscribeTitle')}
      </h2>
      <noscript>
        <p className="sf-footer__note">{t('shop_contact.noJs')}</p>
      </noscript>
      <form className="sf-subscribe" method="post" noValidate aria-labelledby="sf-subscribe-title" data-sf-newsletter="" {...msgs}>
        <p id="sf-subscribe-hint" className="sf-footer__note">
          {t('shop_newsletter.hint')}
        </p>
        <label className="sf-subscribe__label" htmlFor="sf-subscribe-email">
          {t('footer.subscribeLabel')}
        </label>
        <div className="sf-subscribe__row">
          <input
            id="sf-subscribe-email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            required
            aria-describedby="sf-subscribe-hint"
            data-describedby="sf-subscribe-hint"
          />
          <button type="submit" className="sf-btn">
            {t('footer.subscribeButton')}
          </button>
        </div>
        <p className="sf-field__error" id="sf-subscribe-email-error" hidden></p>
        <p className="sf-subscribe__status" role="status" data-sf-newsletter-status=""></p>
      </form>
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
          dashboardUrl && (
            <div className="sf-footer__col sf-missing sf-missing--footer">
              <strong>{t('footer.missing')}</strong>
              <p>{t('footer.missingHint')}</p>
              <a href={dashboardUrl}>{t('header.goToDashboard')}</a>
            </div>
          )
        )}
        <Subscribe />
      </div>
      <div className="sf-footer__bottom">
        <div className="sf-container">{t('footer.copyright', { year, title: site.title })}</div>
      </div>
    </footer>
  );
}
