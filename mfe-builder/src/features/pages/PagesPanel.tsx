import { STANDARD_PAGES, type Page } from '@app/contracts';
import { Tabs } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { SectionsEditor } from '../sections/SectionsEditor';
import { requestLeave } from '../../shared/unsaved.store';
import { pagesState, selectPage, type PageSlug } from './pages.store';
import { PageForm } from './PageForm';

const TAB_KEYS: Record<PageSlug, string> = { 'about-us': 'pages.about', 'contact-us': 'pages.contact', policy: 'pages.policy' };

/** Page builder: About, Contact and Policy; each page's settings, then its sections. */
export function PagesPanel({ pages }: { pages: readonly Page[] }) {
  const { t } = useTranslation('builder');
  const { slug } = useSnapshot(pagesState);
  const standard = STANDARD_PAGES.find((p) => p.slug === slug)!;
  const page = pages.find((p) => p.slug === slug) ?? null;
  return (
    <>
      <Tabs<PageSlug>
        label={t('pages.tabs')}
        items={STANDARD_PAGES.map((p) => ({ key: p.slug, label: t(TAB_KEYS[p.slug]) }))}
        active={slug}
        onChange={(k) => requestLeave(() => selectPage(k))}
      />
      <div role="tabpanel">
        <PageForm key={slug} standard={standard} page={page} />
        {page ? <SectionsEditor key={page.id} pageId={page.id} /> : <p>{t('sections.savePageFirst')}</p>}
      </div>
    </>
  );
}
