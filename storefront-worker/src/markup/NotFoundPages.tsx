import type { T } from '../lib/i18n';
import { StoreLayout } from '../components/StoreLayout';
import type { View } from '../components/view';

/** An unknown page or product inside a known store: the store's header and footer around a 404 message. */
export function PageNotFound({ view, product }: { view: View; product?: boolean }) {
  const { t, links } = view;
  return (
    <StoreLayout view={view}>
      <div className="sf-container sf-section">
        <div className="sf-message">
          <h1>{t('notFound.pageTitle')}</h1>
          <p>{t(product ? 'notFound.productMessage' : 'notFound.pageMessage')}</p>
          <a className="sf-btn" href={links.home}>
            {t('notFound.goBackHome')}
          </a>
        </div>
      </div>
    </StoreLayout>
  );
}

/** No store at this address (SPEC: "Website Not Found"). There is no store to take a header from. */
export function WebsiteNotFound({ t, homeUrl }: { t: T; homeUrl: string }) {
  return (
    <main id="main" className="sf-main sf-container sf-section">
      <div className="sf-message">
        <div className="sf-message__icon sf-message__icon--muted" aria-hidden="true">
          ?
        </div>
        <h1>{t('notFound.websiteTitle')}</h1>
        <p>{t('notFound.websiteMessage')}</p>
        <a className="sf-btn" href={homeUrl}>
          {t('notFound.returnHome')}
        </a>
      </div>
    </main>
  );
}
