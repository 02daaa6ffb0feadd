import type { PageInput } from '@app/api-client';
import { DEFAULT_META_DESCRIPTION, DEFAULT_META_TITLE, pageSchema, type Page } from '@app/contracts';
import { Alert, Field, Input } from '@app/ui';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { fieldError } from '@app/remote-kit';
import { FormikField } from '../../shared/FormikField';
import { Checkbox, Row, Warning } from '../../shared/layout';
import { linksTo } from '../../shared/page-links';
import { SaveBar } from '../../shared/SaveBar';
import { serverError, useOutcome } from '../../shared/use-outcome';
import { websiteState } from '../website/website.store';
import { savePage } from './pages.store';

type Standard = { title: string; slug: string };

/** The saved page's values, or a new standard page's: its title and slug, the default meta, published. */
function pageValues(standard: Standard, page: Page | null): PageInput {
  if (!page) return { ...standard, meta_title: DEFAULT_META_TITLE, meta_description: DEFAULT_META_DESCRIPTION, is_published: true };
  const { title, slug, meta_title, meta_description, is_published } = page;
  return { title, slug, meta_title, meta_description, is_published };
}

/** Unpublished, the page is gone for shoppers: the header and footer items pointing at it would lead nowhere. */
function UnpublishedLinksWarning({ slug, published }: { slug: string; published: boolean }) {
  const { t } = useTranslation('builder');
  const { website } = useSnapshot(websiteState);
  const links = published ? [] : linksTo(slug, website);
  if (links.length === 0) return null;
  return (
    <Warning data-testid="unpublished-links">
      {t('pages.linkedWhileUnpublished', {
        links: links.map((l) => t(`pages.linkIn.${l.where}`, { title: l.title })).join(', '),
      })}
    </Warning>
  );
}

/** One standard page: title and slug read-only; meta title, meta description and "published" editable. */
export function PageForm({ standard, page }: { standard: Standard; page: Page | null }) {
  const { t } = useTranslation('builder');
  const outcome = useOutcome();
  const initialValues = useMemo(() => pageValues(standard, page), [page, standard]);
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
      <FormikField
        form={form}
        name="meta_title"
        id={id('meta-title')}
        label={t('pages.metaTitle')}
        error={err('meta_title')}
        maxLength={200}
      />
      <FormikField
        form={form}
        name="meta_description"
        id={id('meta-description')}
        label={t('pages.metaDescription')}
        error={err('meta_description')}
        rows={2}
        maxLength={400}
      />
      <Checkbox
        id={id('published')}
        label={t('pages.published')}
        checked={form.values.is_published}
        onChange={(e) => void form.setFieldValue('is_published', e.currentTarget.checked)}
      />
      <UnpublishedLinksWarning slug={standard.slug} published={form.values.is_published} />
      {outcome.errorText && <Alert>{outcome.errorText}</Alert>}
      <SaveBar form={form} label={page ? t('pages.update') : t('pages.submit')} />
    </form>
  );
}
