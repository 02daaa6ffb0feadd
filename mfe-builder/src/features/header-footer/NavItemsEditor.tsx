import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { isRuleMessage, type Page } from '@app/contracts';
import { Button, Input } from '@app/ui';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ariaFor, fieldError } from '@app/remote-kit';
import { Warning } from '../../shared/layout';
import { unpublishedTarget } from '../../shared/page-links';
import { DragHandle, SortableFrame } from '../../shared/sortable';
import { useText } from '../../shared/use-text';
import { blankRow, moveRow, type HeaderFooterValues, type NavRow } from './header-footer';

const MAX_ITEMS = 20;

const Set = styled.fieldset`
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 8px;
  padding: 12px;
  margin: 0 0 14px;
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0 6px;
  }
`;
const List = styled.ol`
  list-style: none;
  margin: 0 0 8px;
  padding: 0;
  display: grid;
  gap: 8px;
`;
const Item = styled.li<{ $dragging: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: 8px;
  align-items: start;
  padding: 8px;
  background: #fff;
  border: 1px solid ${(p) => (p.$dragging ? p.theme.color.primary : 'transparent')};
  border-radius: 8px;
  position: relative;
  z-index: ${(p) => (p.$dragging ? 2 : 'auto')};
  @media (max-width: 560px) {
    grid-template-columns: auto minmax(0, 1fr);
    > :nth-child(n + 3) {
      grid-column: 2;
    }
  }
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  button {
    min-height: 34px;
    padding: 0 10px;
  }
`;
const Message = styled.p`
  margin: 4px 0 0;
  color: ${(p) => p.theme.color.danger};
  font-size: 0.85rem;
`;
const Muted = styled.small`
  display: block;
  color: ${(p) => p.theme.color.muted};
  margin-bottom: 8px;
`;
const RowWarning = styled(Warning)`
  grid-column: 2 / -1;
  margin: 0;
`;

interface RowProps {
  form: FormikProps<HeaderFooterValues>;
  idPrefix: string;
  row: NavRow;
  index: number;
  count: number;
  pages: readonly Page[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One of an item's two text fields (title or link), with its rule message under it. */
function NavRowField({
  form,
  id,
  name,
  label,
  placeholder,
  maxLength,
}: {
  form: FormikProps<HeaderFooterValues>;
  id: string;
  name: string;
  label: string;
  placeholder: string;
  maxLength: number;
}) {
  const text = useText();
  const err = fieldError(form, name);
  return (
    <div>
      <Input
        id={id}
        aria-label={label}
        placeholder={placeholder}
        maxLength={maxLength}
        $invalid={!!err}
        {...form.getFieldProps(name)}
        {...ariaFor(id, err)}
      />
      {err && <Message id={`${id}-error`}>{text(err)}</Message>}
    </div>
  );
}

/** Move up, Move down (disabled at the ends) and Remove for the item at `i`. */
function RowButtons({ i, count, onMove, onRemove }: Pick<RowProps, 'count' | 'onMove' | 'onRemove'> & { i: number }) {
  const { t } = useTranslation('builder');
  const n = i + 1;
  return (
    <Buttons>
      <Button
        type="button"
        $variant="secondary"
        disabled={i === 0}
        data-move="up"
        aria-label={t('headerFooter.moveUp', { n })}
        onClick={() => onMove(i, i - 1)}
      >
        ↑
      </Button>
      <Button
        type="button"
        $variant="secondary"
        disabled={i === count - 1}
        data-move="down"
        aria-label={t('headerFooter.moveDown', { n })}
        onClick={() => onMove(i, i + 1)}
      >
        ↓
      </Button>
      <Button type="button" $variant="secondary" aria-label={t('headerFooter.removeItem', { n })} onClick={() => onRemove(i)}>
        {t('actions.remove')}
      </Button>
    </Buttons>
  );
}

function NavItemRow({ form, idPrefix, row, index: i, count, pages, onMove, onRemove }: RowProps) {
  const { t } = useTranslation('builder');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: row.uid });
  const n = i + 1;
  const hidden = unpublishedTarget(row.link, pages);
  const name = row.title.trim() || t('headerFooter.itemN', { n });
  return (
    <Item ref={setNodeRef} $dragging={isDragging} data-nav-row={i} style={{ transform: CSS.Translate.toString(transform), transition }}>
      <DragHandle
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('headerFooter.dragHandle', { title: name })}
      >
        ⠿
      </DragHandle>
      <NavRowField
        form={form}
        id={`${idPrefix}-nav-${i}-title`}
        name={`navs.${i}.title`}
        label={t('headerFooter.itemTitle', { n })}
        placeholder={t('headerFooter.titlePlaceholder')}
        maxLength={80}
      />
      <NavRowField
        form={form}
        id={`${idPrefix}-nav-${i}-link`}
        name={`navs.${i}.link`}
        label={t('headerFooter.itemLink', { n })}
        placeholder="about-us"
        maxLength={2100}
      />
      <RowButtons i={i} count={count} onMove={onMove} onRemove={onRemove} />
      {hidden && <RowWarning data-testid={`nav-warning-${i}`}>{t('headerFooter.unpublishedTarget', { page: hidden.title })}</RowWarning>}
    </Item>
  );
}

/** After a move, focuses the row's button of the same direction (or its other one at an end of the list). */
function focusMoveButton(idPrefix: string, row: number, dir: 'up' | 'down') {
  requestAnimationFrame(() => {
    const item = document.getElementById(`${idPrefix}-navs`)?.querySelector(`[data-nav-row="${row}"]`);
    const button =
      item?.querySelector<HTMLButtonElement>(`[data-move="${dir}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    button?.focus();
  });
}

/**
 * Navigation items (title, link) edited in place: add, remove, and reorder by dragging the handle, from the
 * keyboard on the handle, or with the Move up / Move down buttons. An item pointing at an unpublished page says so.
 */
export function NavItemsEditor({
  form,
  idPrefix,
  pages,
}: {
  form: FormikProps<HeaderFooterValues>;
  idPrefix: string;
  pages: readonly Page[];
}) {
  const { t } = useTranslation('builder');
  const text = useText();
  const navs = form.values.navs;
  const setNavs = (next: HeaderFooterValues['navs']) => void form.setFieldValue('navs', next);
  // The list's own rule (at most 20 items), not the array of the items' errors.
  const listError = isRuleMessage(form.errors.navs) ? form.errors.navs : undefined;
  const move = (from: number, to: number) => {
    setNavs(moveRow(navs, from, to));
    // Focus follows the moved item's button, so repeated presses keep moving it.
    focusMoveButton(idPrefix, Math.max(0, Math.min(navs.length - 1, to)), to < from ? 'up' : 'down');
  };

  return (
    <Set>
      <legend>{t('headerFooter.navs')}</legend>
      {navs.length === 0 ? (
        <Muted>{t('headerFooter.noNavs')}</Muted>
      ) : (
        <Muted id={`${idPrefix}-nav-hint`}>{t('headerFooter.reorderHint')}</Muted>
      )}
      <SortableFrame
        ids={navs.map((r) => r.uid)}
        nameOf={(id) => navs.find((r) => r.uid === id)?.title ?? ''}
        onMove={move}
        instructions={t('headerFooter.dragInstructions')}
      >
        <List id={`${idPrefix}-navs`} aria-label={t('headerFooter.navs')}>
          {navs.map((row, i) => (
            <NavItemRow
              key={row.uid}
              form={form}
              idPrefix={idPrefix}
              row={row}
              index={i}
              count={navs.length}
              pages={pages}
              onMove={move}
              onRemove={(j) => setNavs(navs.filter((_, k) => k !== j))}
            />
          ))}
        </List>
      </SortableFrame>
      {listError && <Message role="alert">{text(listError)}</Message>}
      <Button type="button" $variant="secondary" disabled={navs.length >= MAX_ITEMS} onClick={() => setNavs([...navs, blankRow()])}>
        {t('headerFooter.addItem')}
      </Button>
    </Set>
  );
}
