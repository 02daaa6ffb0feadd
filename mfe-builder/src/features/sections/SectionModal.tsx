import { SECTION_ORDER_MAX, SECTION_TYPES, sectionSchema, type Section, type SectionType } from '@app/contracts';
import { Alert, Button, Field, Modal, Select } from '@app/ui';
import { useFormik, type FormikProps } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '@app/remote-kit';
import { FormikField } from '../../shared/FormikField';
import { Actions, Row } from '../../shared/layout';
import { useOutcome } from '../../shared/use-outcome';
import { isEditableType, sectionValues, toSectionInput, withType, type SectionValues } from './section-content';
import { SectionContentEditor } from './SectionContentEditor';
import { createSection, updateSection } from './sections.store';

const ORDERS = Array.from({ length: SECTION_ORDER_MAX + 1 }, (_, i) => i);

/** The section's type (types not editable yet are listed, disabled) and its order on the page. */
function TypeAndOrder({ form, idPrefix }: { form: FormikProps<SectionValues>; idPrefix: string }) {
  const { t } = useTranslation('builder');
  const typeLabel = (type: SectionType) =>
    isEditableType(type) ? t(`sections.types.${type}`) : t('sections.futureType', { type: t(`sections.types.${type}`) });
  return (
    <Row>
      <Field id={`${idPrefix}-type`} label={t('sections.type')}>
        <Select
          id={`${idPrefix}-type`}
          value={form.values.type}
          onChange={(e) => void form.setValues(withType(form.values, e.currentTarget.value as SectionType))}
        >
          {SECTION_TYPES.map((type) => (
            <option key={type} value={type} disabled={!isEditableType(type)}>
              {typeLabel(type)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${idPrefix}-order`} label={t('sections.order')}>
        <Select
          id={`${idPrefix}-order`}
          value={form.values.order}
          onChange={(e) => void form.setFieldValue('order', Number(e.currentTarget.value))}
        >
          {ORDERS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
      </Field>
    </Row>
  );
}

/** Add or edit a section of a page; the modal closes only once the server has taken it. */
export function SectionModal({
  pageId,
  section,
  nextOrder,
  onClose,
}: {
  pageId: number;
  section: Section | null;
  nextOrder: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('builder');
  const outcome = useOutcome();
  const initialValues = useMemo(() => sectionValues(section, nextOrder), [section, nextOrder]);
  const form = useFormik<SectionValues>({
    initialValues,
    validationSchema: sectionSchema,
    onSubmit: async (values) => {
      const input = toSectionInput(values);
      const ok = outcome.show(section ? await updateSection(pageId, section.id, input) : await createSection(pageId, input));
      if (ok) onClose();
    },
  });
  const idPrefix = section ? `section-edit-${section.id}` : 'section-add';

  return (
    <Modal open title={section ? t('sections.editTitle') : t('sections.addTitle')} onClose={onClose}>
      <form onSubmit={form.handleSubmit} noValidate>
        <FormikField
          form={form}
          name="title"
          id={`${idPrefix}-title`}
          label={t('sections.title')}
          error={fieldError(form, 'title')}
          maxLength={200}
        />
        <TypeAndOrder form={form} idPrefix={idPrefix} />
        <SectionContentEditor form={form} idPrefix={idPrefix} />
        {outcome.errorText && <Alert>{outcome.errorText}</Alert>}
        <Actions>
          <Button type="submit" disabled={form.isSubmitting}>
            {section ? t('sections.save') : t('sections.add')}
          </Button>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
