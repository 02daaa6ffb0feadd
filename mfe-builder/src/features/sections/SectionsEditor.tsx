import type { Section } from '@app/contracts';
import { Alert, Button, Spinner } from '@app/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Actions, Hint } from '../../shared/layout';
import { useOutcome } from '../../shared/use-outcome';
import { useText } from '../../shared/use-text';
import { SectionModal } from './SectionModal';
import { deleteSection, loadSections, reorderSections, sectionsState } from './sections.store';
import { SortableSections } from './SortableSections';

const Wrap = styled.section`
  margin-top: 20px;
  border-top: 1px solid ${(p) => p.theme.color.border};
  padding-top: 16px;
  h3 {
    margin: 0 0 8px;
    font-size: 1.05rem;
  }
`;

type Editing = { section: Section | null } | null;

/** A page's sections: add and edit modals, delete after confirmation, drag-and-drop order. */
export function SectionsEditor({ pageId }: { pageId: number }) {
  const { t } = useTranslation('builder');
  const text = useText();
  const outcome = useOutcome();
  const page = useSnapshot(sectionsState).pages[pageId];
  const [editing, setEditing] = useState<Editing>(null);
  const close = useCallback(() => setEditing(null), []);
  useEffect(() => void loadSections(pageId), [pageId]);

  const sections = (page?.sections ?? []) as Section[];
  const onDelete = async (s: Section) => {
    // The question in the reader's language; in English exactly SPEC §5's words.
    if (!window.confirm(t('sections.confirmDelete'))) return;
    outcome.show(await deleteSection(pageId, s.id));
  };
  const onReorder = async (list: Section[]) => outcome.show(await reorderSections(pageId, list));
  const nextOrder = sections.length ? Math.max(...sections.map((s) => s.order)) + 1 : 0;

  return (
    <Wrap aria-labelledby={`sections-${pageId}`}>
      <h3 id={`sections-${pageId}`}>{t('sections.heading')}</h3>
      <Hint>{t('sections.reorderHint')}</Hint>
      {!page || (page.status === 'loading' && sections.length === 0) ? <Spinner aria-label={t('loading')} /> : null}
      {page?.status === 'error' && page.error && (
        <Alert>
          {text(page.error)}{' '}
          <Button type="button" $variant="ghost" onClick={() => void loadSections(pageId)}>
            {t('actions.retry')}
          </Button>
        </Alert>
      )}
      {page?.status === 'ready' && sections.length === 0 && <p>{t('sections.none')}</p>}
      {sections.length > 0 && (
        <SortableSections
          sections={sections}
          onReorder={(l) => void onReorder(l)}
          onEdit={(s) => setEditing({ section: s })}
          onDelete={(s) => void onDelete(s)}
        />
      )}
      {outcome.errorText && !editing && <Alert>{outcome.errorText}</Alert>}
      <Actions>
        <Button type="button" onClick={() => setEditing({ section: null })}>
          {t('sections.addButton')}
        </Button>
      </Actions>
      {editing && <SectionModal pageId={pageId} section={editing.section} nextOrder={nextOrder} onClose={close} />}
    </Wrap>
  );
}
