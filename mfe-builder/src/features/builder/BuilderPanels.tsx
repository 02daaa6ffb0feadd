import type { Website } from '@app/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { HeaderFooterPanel } from '../header-footer/HeaderFooterPanel';
import { HeroPanel } from '../hero/HeroPanel';
import { PagesPanel } from '../pages/PagesPanel';
import { ProductsPanel } from '../products/ProductsPanel';
import { WebsiteForm } from '../website/WebsiteForm';
import { Accordion, type AccordionItem } from './Accordion';
import { requestLeave } from '../../shared/unsaved.store';
import { builderState, togglePanel, type PanelKey } from './builder.store';

// Fetched when either card first opens, with the publish bar's dialogs (dialogs.ts says why one chunk): the builder's
// first load stays within DESIGN §11's budget.
const panels = () => import('../publishing/dialogs');
const LanguagesPanel = lazy(() => panels().then((m) => ({ default: m.LanguagesPanel })));
const TranslationsPanel = lazy(() => panels().then((m) => ({ default: m.TranslationsPanel })));
const later = (node: React.ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

/** The builder accordion: every panel of SPEC §2; all but Website wait for a website to exist. */
export function BuilderPanels({ website }: { website: Website | null }) {
  const { t } = useTranslation('builder');
  const { open } = useSnapshot(builderState);
  const needsSite = website ? undefined : t('panels.needsWebsite');
  const items: AccordionItem<PanelKey>[] = [
    { key: 'website', title: t('panels.website'), render: () => <WebsiteForm website={website} /> },
    {
      key: 'header',
      title: t('panels.header'),
      disabledReason: needsSite,
      render: () => <HeaderFooterPanel kind="header" website={website!} />,
    },
    {
      key: 'footer',
      title: t('panels.footer'),
      disabledReason: needsSite,
      render: () => <HeaderFooterPanel kind="footer" website={website!} />,
    },
    { key: 'hero', title: t('panels.hero'), disabledReason: needsSite, render: () => <HeroPanel hero={website!.hero} /> },
    { key: 'pages', title: t('panels.pages'), disabledReason: needsSite, render: () => <PagesPanel pages={website!.pages} /> },
    {
      key: 'products',
      title: t('panels.products'),
      disabledReason: needsSite,
      render: () => <ProductsPanel websiteId={website!.id} currency={website!.currency} />,
    },
    { key: 'languages', title: t('panels.languages'), disabledReason: needsSite, render: () => later(<LanguagesPanel />) },
    { key: 'translations', title: t('panels.translations'), disabledReason: needsSite, render: () => later(<TranslationsPanel />) },
  ];
  // Closing a panel drops its forms: with unsaved edits the merchant is asked first.
  return <Accordion items={items} open={open} onToggle={(k) => requestLeave(() => togglePanel(k))} />;
}
