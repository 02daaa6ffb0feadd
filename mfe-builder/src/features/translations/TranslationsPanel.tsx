// The Translations panel (DESIGN §16), loaded only when its card is opened (React.lazy in BuilderPanels): pick a
// language, see each resource's original beside its translation with a status, filter, and save per resource.
import { LANGUAGE_NAMES, TRANSLATIONS_PAGE_SIZE, type Language, type TranslationItem } from '@app/contracts';
import { Button, Pager, Spinner, Tabs } from '@app/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Hint } from '../../shared/layout';
import { requestLeave } from '../../shared/unsaved.store';
import { openPanel } from '../builder/builder.store';
import { loadLocales, localesState, targetLocales } from './locales.store';
import { LoadError } from './LoadError';
import { TranslationFilters } from './TranslationFilters';
import { TranslationItemForm } from './TranslationItemForm';
import { loadCounts, loadList, resetTranslations, selectLocale, setPage, translationsState, type Counts } from './translations.store';

const Items = styled.div`
  display: grid;
  gap: 12px;
`;

/** "Español · 3 missing · 1 outdated": what is left to do in a language. */
function useTabLabel() {
  const { t } = useTranslation('builder');
  return (lng: string, c: Counts | undefined) =>
    c
      ? t('translations.tab', { language: LANGUAGE_NAMES[lng as Language], missing: c.missing, outdated: c.outdated })
      : LANGUAGE_NAMES[lng as Language];
}

/** No language to translate into yet: the way to the Languages card. */
function NoTargets() {
  const { t } = useTranslation('builder');
  const go = () => {
    openPanel('languages');
    requestAnimationFrame(() => document.getElementById('panel-languages-button')?.focus());
  };
  return (
    <div>
      <p>{t('translations.noTargets')}</p>
      <Button type="button" onClick={go}>
        {t('translations.chooseLanguages')}
      </Button>
    </div>
  );
}

/** The page of resources with its pager; each resource is its own form. */
function ItemsList({ source, target }: { source: Language; target: Language }) {
  const { t } = useTranslation('builder');
  const { list, loading, error, page } = useSnapshot(translationsState);
  if (error) return <LoadError error={error} onRetry={() => void loadList()} />;
  if (!list) return loading ? <Spinner aria-label={t('loading')} /> : null;
  const pages = Math.max(1, Math.ceil(list.total / TRANSLATIONS_PAGE_SIZE));
  return (
    <div aria-busy={loading}>
      {list.total === 0 && <p>{t('translations.none')}</p>}
      <Items>
        {(list.items as TranslationItem[]).map((item) => (
          <TranslationItemForm key={`${item.type}-${item.id}-${target}`} item={item} langs={{ source, target }} />
        ))}
      </Items>
      {list.total > TRANSLATIONS_PAGE_SIZE && (
        <Pager
          page={page}
          total={list.total}
          limit={TRANSLATIONS_PAGE_SIZE}
          onPage={(p) => requestLeave(() => setPage(p))}
          labels={{
            previous: t('pager.previous'),
            next: t('pager.next'),
            nav: t('translations.pagerNav'),
            page: t('pager.pageOf', { page, pages }),
          }}
        />
      )}
    </div>
  );
}

/** The languages as tabs with their counts, the summary of the chosen one, the filters and the list. */
export function TranslationsPanel() {
  const { t } = useTranslation('builder');
  const { locales, error } = useSnapshot(localesState);
  const { locale, counts } = useSnapshot(translationsState);
  const tabLabel = useTabLabel();
  const targets = targetLocales(locales as never);
  const key = targets.join(',');
  // Each opening reads the languages and the list afresh (a source edited in another card makes a translation outdated).
  useEffect(() => {
    void loadLocales();
    return resetTranslations;
  }, []);
  useEffect(() => {
    if (!targets.length) return selectLocale(null);
    selectLocale(locale && targets.includes(locale) ? locale : targets[0]!);
    void loadCounts(targets);
    // `key` stands for the targets: they change only when the store's languages do.
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  if (error && !locales) return <LoadError error={error} onRetry={() => void loadLocales()} />;
  if (!locales) return <Spinner aria-label={t('loading')} />;
  if (!targets.length || !locale) return <NoTargets />;
  const c = counts[locale];
  return (
    <div>
      <Hint>{t('translations.help', { language: LANGUAGE_NAMES[locales.default] })}</Hint>
      <Hint>{t('translations.liveHelp')}</Hint>
      <Tabs
        label={t('translations.languages')}
        items={targets.map((l) => ({ key: l, label: tabLabel(l, counts[l]) }))}
        active={locale}
        onChange={(l) => requestLeave(() => selectLocale(l))}
      />
      {c && (
        <p role="status" data-testid="translation-counts">
          {t('translations.summary', { missing: c.missing, outdated: c.outdated, current: c.current })}
        </p>
      )}
      <TranslationFilters />
      <ItemsList source={locales.default} target={locale as Language} />
    </div>
  );
}
