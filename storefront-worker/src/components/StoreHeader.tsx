// Store header (SPEC "Public store pages"): logo, title (cut at 13 characters on mobile), the header's nav links,
// Home, wishlist and cart with count badges (filled by the island; the link's name is its hidden word and the visible
// count, so name and visible text agree), a mobile menu and the language switch.
import { TRUNCATE } from '@app/contracts/constants';
import { truncate } from '../lib/escape';
import { Icon } from './icons';
import { publishedSlugs, useView } from './view';

/**
 * Without JavaScript the form posts to /_sf/lang, which sets appLang and goes to the chosen language's `return-<code>`
 * (routes/lang.ts); the island does the same from the option's data-href. The store's languages lead to the same page
 * in that language (routes/language-choices.ts).
 */
function LanguageSwitch() {
  const { t, lang, path, languages } = useView();
  return (
    <form className="sf-lang" method="post" action="/_sf/lang">
      <input type="hidden" name="return" value={path} />
      {languages.map((l) => (
        <input key={l.code} type="hidden" name={`return-${l.code}`} value={l.href} data-sf-return="" />
      ))}
      <label className="sr-only" htmlFor="sf-lang">
        {t('header.language')}
      </label>
      <select id="sf-lang" name="lang" defaultValue={lang} data-sf-lang="">
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.code} data-href={l.href}>
            {l.name}
          </option>
        ))}
      </select>
      <button type="submit" className="sf-lang__go">
        {t('header.change')}
      </button>
    </form>
  );
}

function NavLinks() {
  const { site, links, t } = useView();
  const items = links.navItems(site.header?.navs ?? [], publishedSlugs(site));
  return (
    <ul className="sf-nav__list">
      <li>
        <a href={links.home}>{t('header.home')}</a>
      </li>
      {items.map((n, i) => (
        <li key={i}>
          <a href={n.href} {...(n.external ? { rel: 'noopener noreferrer' } : {})}>
            {n.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function StoreHeader() {
  const { site, links, t, dashboardUrl } = useView();
  const initial = Array.from(site.title.trim())[0]?.toUpperCase() ?? '?';
  return (
    <header className="sf-header" data-sf-header="">
      <div className="sf-container sf-header__bar">
        <a className="sf-brand" href={links.home}>
          <span className="sf-brand__logo" aria-hidden="true">
            {initial}
          </span>
          <span className="sf-brand__title sf-brand__title--full">{site.title}</span>
          <span className="sf-brand__title sf-brand__title--short">{truncate(site.title, TRUNCATE.headerTitleMobile)}</span>
        </a>
        <nav id="sf-nav" className="sf-nav" aria-label={t('header.mainNav')} data-sf-nav="">
          <NavLinks />
          <LanguageSwitch />
        </nav>
        <div className="sf-header__actions">
          <a className="sf-icon-link" href={links.wishlist}>
            <Icon name="heart" />
            <span className="sr-only">{t('header.wishlist')}</span> <span className="sf-badge" data-sf-badge="wishlist"></span>
          </a>
          <a className="sf-icon-link" href={links.cart}>
            <Icon name="cart" />
            <span className="sr-only">{t('header.cart')}</span> <span className="sf-badge" data-sf-badge="cart"></span>
          </a>
          <button type="button" className="sf-icon-link sf-menu-toggle" aria-expanded="false" aria-controls="sf-nav" data-sf-menu="">
            <Icon name="menu" large />
            <span className="sr-only">{t('header.menu')}</span>
          </button>
        </div>
      </div>
      {!site.header && dashboardUrl && (
        <div className="sf-missing">
          <div className="sf-container">
            <strong>{t('header.missing')}</strong> <span>{t('header.missingHint')}</span>{' '}
            <a href={dashboardUrl}>{t('header.goToDashboard')}</a>
          </div>
        </div>
      )}
    </header>
  );
}
