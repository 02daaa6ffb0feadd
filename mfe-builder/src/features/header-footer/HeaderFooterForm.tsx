import { headerFooterSchema, type Page } from '@app/contracts';
import { Alert, Field, Textarea } from '@app/ui';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Badge, Hint } from '../../shared/layout';
import { SaveBar } from '../../shared/SaveBar';
import { useOutcome } from '../../shared/use-outcome';
import type { HeaderFooterKind, HeaderFooterMode, HeaderFooterValues } from './header-footer';
import { saveHeaderFooter } from './header-footer.store';
import { NavItemsEditor } from './NavItemsEditor';

/** The header or footer form: HTML content (future) and the navigation items, edited in place and reordered. */
export function HeaderFooterForm({
  kind,
  mode,
  initialValues,
  pages,
}: {
  kind: HeaderFooterKind;
  mode: HeaderFooterMode;
  initialValues: HeaderFooterValues;
  pages: readonly Page[];
}) {
  const { t } = useTranslation('builder');
  const outcome = useOutcome();
  const idPrefix = `${kind}-${mode}`;
  const form = useFormik<HeaderFooterValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: headerFooterSchema,
    onSubmit: async (values) => {
      outcome.show(await saveHeaderFooter(kind, mode, values), form);
    },
  });
  return (
    <form onSubmit={outcome.submit(form)} noValidate aria-label={t(`headerFooter.${kind}.${mode}Form`)}>
      <Field
        id={`${idPrefix}-html`}
        label={
          <>
            {t('headerFooter.html')}
            <Badge>{t('future')}</Badge>
          </>
        }
      >
        <Textarea
          id={`${idPrefix}-html`}
          rows={4}
          maxLength={20_000}
          aria-describedby={`${idPrefix}-html-hint`}
          {...form.getFieldProps('html_content')}
        />
      </Field>
      <Hint id={`${idPrefix}-html-hint`}>{t('headerFooter.htmlHint')}</Hint>
      <NavItemsEditor form={form} idPrefix={idPrefix} pages={pages} />
      {outcome.errorText && <Alert>{outcome.errorText}</Alert>}
      <SaveBar form={form} label={t(`headerFooter.${kind}.${mode}`)} />
    </form>
  );
}
