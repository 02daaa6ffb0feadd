import { arrayMove, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Section } from '@app/contracts';
import { Button } from '@app/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Clamp } from '../../shared/layout';
import { DragHandle, SortableFrame } from '../../shared/sortable';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;
const Item = styled.li<{ $dragging: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 10px;
  align-items: center;
  padding: 10px 12px;
  background: #fff;
  border: 1px solid ${(p) => (p.$dragging ? p.theme.color.primary : p.theme.color.border)};
  border-radius: 8px;
  box-shadow: ${(p) => (p.$dragging ? p.theme.shadow : 'none')};
  position: relative;
  z-index: ${(p) => (p.$dragging ? 2 : 'auto')};
`;
const Summary = styled.div`
  min-width: 0;
  strong {
    display: block;
  }
  small {
    color: ${(p) => p.theme.color.muted};
  }
`;
const Buttons = styled.div`
  display: flex;
  gap: 6px;
`;

interface ItemProps {
  section: Section;
  onEdit: (s: Section) => void;
  onDelete: (s: Section) => void;
}

function contentSummary(s: Section): string {
  if (s.type === 'text') return String(s.content?.text ?? '').slice(0, 80);
  return Object.keys(s.content ?? {})
    .join(', ')
    .slice(0, 80);
}

function SortableItem({ section, onEdit, onDelete }: ItemProps) {
  const { t } = useTranslation('builder');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: section.id });
  return (
    <Item
      ref={setNodeRef}
      data-section-id={section.id}
      $dragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <DragHandle
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('sections.dragHandle', { title: section.title })}
      >
        ⠿
      </DragHandle>
      <Summary>
        <strong>
          <Clamp>{section.title}</Clamp>
        </strong>
        <small>
          {t(`sections.types.${section.type}`)} · {t('sections.orderShort', { order: section.order })}
          {contentSummary(section) && (
            <>
              {' '}
              · <Clamp>{contentSummary(section)}</Clamp>
            </>
          )}
        </small>
        {section.type !== 'text' && section.type !== 'form' && <Badge>{t('future')}</Badge>}
      </Summary>
      <Buttons>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => onEdit(section)}
          aria-label={t('sections.editNamed', { title: section.title })}
        >
          {t('actions.edit')}
        </Button>
        <Button
          type="button"
          $variant="danger"
          onClick={() => onDelete(section)}
          aria-label={t('sections.deleteNamed', { title: section.title })}
        >
          {t('actions.delete')}
        </Button>
      </Buttons>
    </Item>
  );
}

/** The page's sections in display order, reordered by dragging the handle or from the keyboard (shared/sortable). */
export function SortableSections({
  sections,
  onReorder,
  ...item
}: { sections: readonly Section[]; onReorder: (list: Section[]) => void } & Omit<ItemProps, 'section'>) {
  const { t } = useTranslation('builder');
  return (
    <SortableFrame
      ids={sections.map((s) => s.id)}
      nameOf={(id) => sections.find((s) => s.id === id)?.title ?? ''}
      onMove={(from, to) => onReorder(arrayMove([...sections], from, to))}
      instructions={t('sections.dragInstructions')}
    >
      <List aria-label={t('sections.listLabel')}>
        {sections.map((s) => (
          <SortableItem key={s.id} section={s} {...item} />
        ))}
      </List>
    </SortableFrame>
  );
}
