import { Button } from '@app/ui';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useUnsaved } from './use-unsaved';

// While there are edits the bar sticks to the bottom of the screen, so Save and Discard stay in reach.
const Bar = styled.div<{ $dirty: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  margin-top: 8px;
  padding: 10px 0;
  ${(p) =>
    p.$dirty
      ? `position: sticky; bottom: 0; z-index: 5; background: #fff; padding: 10px 12px; margin-inline: -12px;
    border-top: 1px solid ${p.theme.color.border}; box-shadow: 0 -6px 16px rgba(15, 23, 42, 0.06);`
      : ''}
`;
const Note = styled.span`
  font-weight: 600;
  color: #92400e;
  margin-inline-end: auto;
  @media (max-width: 480px) {
    flex: 1 1 100%;
  }
`;

/**
 * A form's save bar: the submit button (its own label: Create, Update...) and, once something was edited,
 * "Unsaved changes" with Discard. Reports the form's edits to the leave guard.
 */
export function SaveBar<V>({
  form,
  label,
  disabled,
  onDiscard,
  children,
}: {
  form: FormikProps<V>;
  label: string;
  disabled?: boolean;
  /** After the form is reset (e.g. to empty a file input too) */
  onDiscard?: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('builder');
  const dirty = form.dirty && !form.isSubmitting;
  useUnsaved(form.dirty);
  return (
    <Bar $dirty={dirty} data-testid="save-bar">
      {dirty && <Note role="status">{t('unsaved.note')}</Note>}
      <Button type="submit" disabled={form.isSubmitting || disabled}>
        {label}
      </Button>
      {dirty && (
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            form.resetForm();
            onDiscard?.();
          }}
        >
          {t('unsaved.discard')}
        </Button>
      )}
      {children}
    </Bar>
  );
}
