import { chromeSchema } from '@app/contracts';
import { Alert, Button, Field, Textarea } from '@app/ui';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Actions, Badge, Hint } from '../../shared/layout';
import { useOutcome } from '../../shared/use-outcome';
import type { ChromeKind, ChromeTab, ChromeValues } from './chrome';
import { saveChrome } from './chrome.store';
import { NavItemsEditor } from './NavItemsEditor';

/** One header or footer form (Create or Update tab): HTML content (future) and the navigation items. */
export function ChromeForm({ kind, tab, initialValues }: { kind: ChromeKind; tab: ChromeTab; initialValues: ChromeValues }) {
  const { t } = useTranslation('builder');
  const outcome = useOutcome();
  const idPrefix = `${kind}-${tab}`;
  const form = useFormik<ChromeValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: chromeSchema,
    onSubmit: async (values) => {
      outcome.show(await saveChrome(kind, tab, values));
    },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label={t(`chrome.${kind}.${tab}Form`)}>
      <Field id={`${idPrefix}-html`} label={<>{t('chrome.html')}<Badge>{t('future')}</Badge></>}>
        <Textarea id={`${idPrefix}-html`} rows={4} maxLength={20_000} aria-describedby={`${idPrefix}-html-hint`} {...form.getFieldProps('html_content')} />
      </Field>
      <Hint id={`${idPrefix}-html-hint`}>{t('chrome.htmlHint')}</Hint>
      <NavItemsEditor form={form} idPrefix={idPrefix} />
      {outcome.errorText && <Alert>{outcome.errorText}</Alert>}
      <Actions>
        <Button type="submit" disabled={form.isSubmitting}>{t(`chrome.${kind}.${tab}`)}</Button>
      </Actions>
    </form>
  );
}
