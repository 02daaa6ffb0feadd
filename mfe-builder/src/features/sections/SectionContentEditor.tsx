import { Button, Field, Input, Textarea } from '@app/ui';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Hint } from '../../shared/layout';
import { isEditableType, type SectionValues } from './section-content';

const Pair = styled.li`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  gap: 8px;
  margin-bottom: 8px;
`;
const Pairs = styled.ol`
  list-style: none;
  margin: 0 0 8px;
  padding: 0;
`;
const Set = styled.fieldset`
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 8px;
  padding: 12px;
  margin: 0 0 14px;
  legend {
    font-weight: 600;
    padding: 0 6px;
  }
`;

/** The content editor of the chosen type: one text for text, key/value rows for form, none for the future types. */
export function SectionContentEditor({ form, idPrefix }: { form: FormikProps<SectionValues>; idPrefix: string }) {
  const { t } = useTranslation('builder');
  const { type, rows } = form.values;
  if (type === 'text') {
    return (
      <Field id={`${idPrefix}-text`} label={t('sections.text')}>
        <Textarea id={`${idPrefix}-text`} rows={5} maxLength={19_000} {...form.getFieldProps('text')} />
      </Field>
    );
  }
  if (!isEditableType(type)) return <Hint>{t('sections.noEditor')}</Hint>;
  const setRows = (next: SectionValues['rows']) => void form.setFieldValue('rows', next);
  return (
    <Set>
      <legend>{t('sections.formFields')}</legend>
      <Hint>{t('sections.formHint')}</Hint>
      <Pairs>
        {rows.map((_, i) => (
          <Pair key={i}>
            <Input
              aria-label={t('sections.rowKey', { n: i + 1 })}
              placeholder={t('sections.keyPlaceholder')}
              maxLength={200}
              {...form.getFieldProps(`rows.${i}.key`)}
            />
            <Input
              aria-label={t('sections.rowValue', { n: i + 1 })}
              placeholder={t('sections.valuePlaceholder')}
              maxLength={2000}
              {...form.getFieldProps(`rows.${i}.value`)}
            />
            <Button
              type="button"
              $variant="secondary"
              aria-label={t('sections.removeRow', { n: i + 1 })}
              onClick={() => setRows(rows.filter((__, j) => j !== i))}
            >
              {t('actions.remove')}
            </Button>
          </Pair>
        ))}
      </Pairs>
      <Button type="button" $variant="secondary" disabled={rows.length >= 50} onClick={() => setRows([...rows, { key: '', value: '' }])}>
        {t('sections.addRow')}
      </Button>
    </Set>
  );
}
