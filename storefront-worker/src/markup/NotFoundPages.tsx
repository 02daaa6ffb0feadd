import type { T } from '../lib/i18n';
import { StoreLayout } from '../components/StoreLayout';
import type { View } from '../components/view';
import { NoticeText } from '../components/NoticeText';

/** An unknown page or product inside a known store: the store's header and footer around a 404 message. */
export function PageNotFound({ view, product }: { view: View; product?: boolean }) {
  const { t, links } = view;
  return (
    <StoreLayout view={view}>
      <div className="sf-container sf-section">
        <div className="sf-message">
          <NoticeText
            heading="h1"
            title={t('notFound.pageTitle')}
            text={t(product ? 'notFound.productMessage' : 'notFound.pageMessage')}
            href={links.home}
            action={t('notFound.goBackHome')}
          />
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
        <NoticeText
          heading="h1"
          title={t('notFound.websiteTitle')}
          text={t('notFound.websiteMessage')}
          href={homeUrl}
          action={t('notFound.returnHome')}
        />
      </div>
    </main>
  );
}
