import type { Website } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { lazy } from 'react';
import { WebsiteForm } from '../website/WebsiteForm';
import { Accordion, type AccordionItem } from './Accordion';
import { requestLeave } from '../../shared/unsaved.store';
import { builderState, togglePanel, type PanelKey } from './builder.store';

// Loaded with the first of them the merchant opens (later-panels.ts says why); the Accordion shows a spinner meanwhile.
const later = () => import('./later-panels');
const HeaderFooterPanel = lazy(() => later().then((m) => ({ default: m.HeaderFooterPanel })));
const HeroPanel = lazy(() => later().then((m) => ({ default: m.HeroPanel })));
const PagesPanel = lazy(() => later().then((m) => ({ default: m.PagesPanel })));
const ProductsPanel = lazy(() => later().then((m) => ({ default: m.ProductsPanel })));
// Fetched when either card first opens, with the publish bar's dialogs (dialogs.ts says why that chunk): a visit
// that opens the panels above never fetches the translation screens.
const dialogs = () => import('../publishing/dialogs');
const LanguagesPanel = lazy(() => dialogs().then((m) => ({ default: m.LanguagesPanel })));
const TranslationsPanel = lazy(() => dialogs().then((m) => ({ default: m.TranslationsPanel })));
// Its own chunk: only a merchant attaching a domain fetches it.
const DomainPanel = lazy(() => import('../domain/DomainPanel').then((m) => ({ default: m.DomainPanel })));

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
    { key: 'languages', title: t('panels.languages'), disabledReason: needsSite, render: () => <LanguagesPanel /> },
    { key: 'translations', title: t('panels.translations'), disabledReason: needsSite, render: () => <TranslationsPanel /> },
    { key: 'domain', title: t('panels.domain'), disabledReason: needsSite, render: () => <DomainPanel /> },
  ];
  // Closing a panel drops its forms: with unsaved edits the merchant is asked first.
  return <Accordion items={items} open={open} loading={t('loading')} onToggle={(k) => requestLeave(() => togglePanel(k))} />;
}
