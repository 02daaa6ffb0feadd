// One drag-and-drop frame for the builder's ordered lists (page sections, header and footer items): pointer drag on
// a handle, or from the keyboard (focus the handle, Space to pick up, arrows to move, Space to drop, Escape to
// cancel), with spoken announcements naming the item and its position.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** The grip a row is dragged by (a button: focusable, named by the caller). */
export const DragHandle = styled.button`
  border: 1px dashed ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.bg};
  border-radius: 6px;
  cursor: grab;
  width: 34px;
  height: 34px;
  font-size: 1.1rem;
  line-height: 1;
  touch-action: none;
  color: ${(p) => p.theme.color.text};
`;

export interface SortableFrameProps {
  ids: UniqueIdentifier[];
  /** The item's name in announcements */
  nameOf: (id: UniqueIdentifier) => string;
  /** Called with the moved item's old and new index */
  onMove: (from: number, to: number) => void;
  /** The instructions read on a handle */
  instructions: string;
  children: ReactNode;
}

export function SortableFrame({ ids, nameOf, onMove, instructions, children }: SortableFrameProps) {
  const { t } = useTranslation('builder');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: instructions },
        announcements: {
          onDragStart: ({ active }) => t('sections.announce.start', { title: nameOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t('sections.announce.over', { title: nameOf(active.id), n: positionOf(over.id) }) : undefined,
          onDragEnd: ({ active, over }) =>
            over ? t('sections.announce.end', { title: nameOf(active.id), n: positionOf(over.id) }) : undefined,
          onDragCancel: ({ active }) => t('sections.announce.cancel', { title: nameOf(active.id) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
