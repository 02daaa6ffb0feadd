import type { WebsiteInput } from '@app/api-client';
import { websiteSchema, type Website } from '@app/contracts';
import { Alert, Field, Input, Textarea } from '@app/ui';
import { useFormik } from 'formik';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ariaFor, fieldError } from '@app/remote-kit';
import { Hint } from '../../shared/layout';
import { SaveBar } from '../../shared/SaveBar';
import { serverError, useOutcome } from '../../shared/use-outcome';
import { useText } from '../../shared/use-text';
import { createWebsite, updateWebsite } from './website.store';

const emptyValues: WebsiteInput = { domain: '', title: '', description: '' };
const FIELDS = ['domain', 'title', 'description'] as const;
type FieldName = (typeof FIELDS)[number];

// Its own chunk, fetched when a new domain is about to be saved: the builder's first load does not carry it (80 KiB).
const LazyMoveDialog = lazy(() => import('./MoveDialog'));
const MoveDialog = (props: ComponentProps<typeof LazyMoveDialog>) => (
  <Suspense fallback={null}>
    <LazyMoveDialog {...props} />
  </Suspense>
);

/**
 * Create form until a website exists, then the update form (SPEC §4); "Please fill in all fields." when one is blank.
 * A new domain is asked about first: shared links move (the old address redirects for DOMAIN_REDIRECT_DAYS).
 */
export function WebsiteForm({ website }: { website: Website | null }) {
  const { t } = useTranslation('builder');
  const text = useText();
  const outcome = useOutcome();
  const creating = !website;
  const [moving, setMoving] = useState<WebsiteInput | null>(null);
  const save = async (input: WebsiteInput) => outcome.show(creating ? await createWebsite(input) : await updateWebsite(input), form);
  const form = useFormik<WebsiteInput>({
    initialValues: website ? { domain: website.domain, title: website.title, description: website.description } : emptyValues,
    enableReinitialize: true,
    validationSchema: websiteSchema,
    onSubmit: async (values) => {
      const input = websiteSchema.cast(values) as WebsiteInput;
      if (website && input.domain !== website.domain) setMoving(input);
      else await save(input);
    },
  });
  const errorOf = (k: FieldName) => fieldError(form, k) ?? serverError(form, k);
  const errors = Object.fromEntries(FIELDS.map((k) => [k, errorOf(k)])) as Record<FieldName, ReturnType<typeof errorOf>>;
  return (
    <form onSubmit={outcome.submit(form)} noValidate aria-label={creating ? t('website.createTitle') : t('website.updateTitle')}>
      <Hint>{creating ? t('website.createHint') : t('website.updateHint')}</Hint>
      <Field id="website-domain" label={t('website.domain')} error={errors.domain && text(errors.domain)}>
        <Input
          id="website-domain"
          autoComplete="off"
          maxLength={253}
          placeholder="my-shop"
          $invalid={!!errors.domain}
          {...form.getFieldProps('domain')}
          {...ariaFor('website-domain', errors.domain)}
        />
      </Field>
      <Field id="website-title" label={t('website.title')} error={errors.title && text(errors.title)}>
        <Input
          id="website-title"
          maxLength={200}
          $invalid={!!errors.title}
          {...form.getFieldProps('title')}
          {...ariaFor('website-title', errors.title)}
        />
      </Field>
      <Field id="website-description" label={t('website.description')} error={errors.description && text(errors.description)}>
        <Textarea
          id="website-description"
          rows={3}
          maxLength={1000}
          $invalid={!!errors.description}
          {...form.getFieldProps('description')}
          {...ariaFor('website-description', errors.description)}
        />
      </Field>
      {outcome.errorText && <Alert>{outcome.errorText}</Alert>}
      <SaveBar form={form} label={creating ? t('website.create') : t('website.update')} />
      {moving && website && (
        <MoveDialog from={website.domain} to={moving.domain} onConfirm={() => save(moving)} onClose={() => setMoving(null)} />
      )}
    </form>
  );
}
