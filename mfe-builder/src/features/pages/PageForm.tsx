import type { PageInput } from '@app/api-client';
import { DEFAULT_META_DESCRIPTION, DEFAULT_META_TITLE, pageSchema, type Page } from '@app/contracts';
import { Alert, Field, Input, Textarea } from '@app/ui';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { ariaFor, fieldError } from '@app/remote-kit';
import { Checkbox, Row, Warning } from '../../shared/layout';
import { linksTo } from '../../shared/page-links';
import { SaveBar } from '../../shared/SaveBar';
import { serverError, useOutcome } from '../../shared/use-outcome';
import { useText } from '../../shared/use-text';
import { websiteState } from '../website/website.store';
import { savePage } from './pages.store';

/** One standard page: title and slug read-only; meta title, meta description and "published" editable. */
export function PageForm({ standard, page }: { standard: { title: string; slug: string }; page: Page | null }) {
  const { t } = useTranslation('builder');
  const text = useText();
  const outcome = useOutcome();
  const initialValues = useMemo<PageInput>(
    () =>
      page
        ? {
            title: page.title,
            slug: page.slug,
            meta_title: page.meta_title,
            meta_description: page.meta_description,
            is_published: page.is_published,
          }
        : { ...standard, meta_title: DEFAULT_META_TITLE, meta_description: DEFAULT_META_DESCRIPTION, is_published: true },
    [page, standard],
  );
  const form = useFormik<PageInput>({
    initialValues,
    enableReinitialize: true,
    validationSchema: pageSchema,
    onSubmit: async (values) => {
      outcome.show(await savePage(page, values), form);
    },
  });
  const id = (name: string) => `page-${standard.slug}-${name}`;
  const err = (name: keyof PageInput) => fieldError(form, name) ?? serverError(form, name);
  const { website } = useSnapshot(websiteState);
  // Unpublished, the page is gone for shoppers: the header and footer items pointing at it would lead nowhere.
  const links = form.values.is_published ? [] : linksTo(standard.slug, website);
  return (
    <form onSubmit={outcome.submit(form)} noValidate aria-label={t('pages.form', { title: standard.title })}>
      <Row>
        <Field id={id('title')} label={t('pages.title')}>
          <Input id={id('title')} readOnly aria-readonly value={form.values.title} />
        </Field>
        <Field id={id('slug')} label={t('pages.slug')}>
          <Input id={id('slug')} readOnly aria-readonly value={form.values.slug} />
        </Field>
      </Row>
      <Field id={id('meta-title')} label={t('pages.metaTitle')} error={err('meta_title') && text(err('meta_title')!)}>
        <Input
          id={id('meta-title')}
          maxLength={200}
          $invalid={!!err('meta_title')}
          {...form.getFieldProps('meta_title')}
          {...ariaFor(id('meta-title'), err('meta_title'))}
        />
      </Field>
      <Field
        id={id('meta-description')}
        label={t('pages.metaDescription')}
        error={err('meta_description') && text(err('meta_description')!)}
      >
        <Textarea
          id={id('meta-description')}
          rows={2}
          maxLength={400}
          $invalid={!!err('meta_description')}
          {...form.getFieldProps('meta_description')}
          {...ariaFor(id('meta-description'), err('meta_description'))}
        />
      </Field>
      <Checkbox
        id={id('published')}
        label={t('pages.published')}
        checked={form.values.is_published}
        onChange={(e) => void form.setFieldValue('is_published', e.currentTarget.checked)}
      />
      {links.length > 0 && (
        <Warning data-testid="unpublished-links">
          {t('pages.linkedWhileUnpublished', {
            links: links.map((l) => t(`pages.linkIn.${l.where}`, { title: l.title })).join(', '),
          })}
        </Warning>
      )}
      {outcome.errorText && <Alert>{outcome.errorText}</Alert>}
      <SaveBar form={form} label={page ? t('pages.update') : t('pages.submit')} />
    </form>
  );
}
