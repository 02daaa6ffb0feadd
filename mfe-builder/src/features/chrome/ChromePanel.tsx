import type { Website } from '@app/contracts';
import { Tabs } from '@app/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { createValues, updateValues, type ChromeKind, type ChromeTab } from './chrome';
import { chromeState, selectChromeTab } from './chrome.store';
import { ChromeForm } from './ChromeForm';

/** The Header or the Footer panel: Create and Update tabs. */
export function ChromePanel({ kind, website }: { kind: ChromeKind; website: Website }) {
  const { t } = useTranslation('builder');
  const tab = useSnapshot(chromeState).tab[kind];
  const saved = website[kind];
  const initial = useMemo(() => (tab === 'create' ? createValues() : updateValues(kind, saved)), [tab, kind, saved]);
  return (
    <>
      <Tabs<ChromeTab>
        label={t(`chrome.${kind}.tabs`)}
        items={[{ key: 'create', label: t('tabs.create') }, { key: 'update', label: t('tabs.update') }]}
        active={tab}
        onChange={(k) => selectChromeTab(kind, k)}
      />
      <div role="tabpanel">
        <ChromeForm key={`${kind}-${tab}`} kind={kind} tab={tab} initialValues={initial} />
      </div>
    </>
  );
}
