import type { Hero } from '@app/contracts';
import { Alert, Field, FileInput, Input } from '@app/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ariaFor, fieldError } from '@app/remote-kit';
import { FormikField } from '../../shared/FormikField';
import { Hint } from '../../shared/layout';
import { SaveBar } from '../../shared/SaveBar';
import { useObjectUrls } from '../../shared/use-object-urls';
import { serverError } from '../../shared/use-outcome';
import { useText } from '../../shared/use-text';
import type { HeroTab, HeroValues } from './hero';
import { useHeroForm } from './use-hero-form';
const Preview = styled.img`
  display: block;
  width: 100%;
  max-height: 180px;
  object-fit: cover;
  border-radius: 8px;
  margin-bottom: 14px;
  border: 1px solid ${(p) => p.theme.color.border};
`;

/** The chosen file's local preview, else (when updating) the saved image. */
function HeroPreview({ file, saved }: { file: File | null | undefined; saved: string | undefined }) {
  const { t } = useTranslation('builder');
  const chosen = useMemo(() => (file ? [file] : []), [file]);
  const [chosenUrl] = useObjectUrls(chosen);
  const previewUrl = chosenUrl ?? saved;
  return previewUrl ? <Preview src={previewUrl} alt={t('hero.preview')} /> : null;
}

/** Create or update the hero (multipart). In update mode the submit stays disabled until something changed. */
export function HeroForm({ tab, hero }: { tab: HeroTab; hero: Hero | null }) {
  const { t } = useTranslation('builder');
  const text = useText();
  const { outcome, form, refused, inputKey, pick, discard } = useHeroForm(tab, hero);
  const id = (name: string) => `hero-${tab}-${name}`;
  const err = (name: keyof HeroValues) => fieldError(form, name) ?? serverError(form, name);
  const imageError = refused ? t('products.refusedFile', { name: refused.name, reason: text(refused.reason) }) : err('background_image');

  return (
    <form onSubmit={outcome.submit(form)} noValidate aria-label={t(`hero.${tab}Form`)}>
      {tab === 'update' && <Hint>{t('hero.updateHint')}</Hint>}
      <FormikField form={form} name="title" id={id('title')} label={t('hero.title')} error={err('title')} maxLength={200} />
      <FormikField
        form={form}
        name="subtitle"
        id={id('subtitle')}
        label={t('hero.subtitle')}
        error={err('subtitle')}
        rows={2}
        maxLength={400}
      />
      <Field id={id('cta')} label={t('hero.callToAction')} error={err('call_to_action') && text(err('call_to_action')!)}>
        <Input id={id('cta')} maxLength={120} {...form.getFieldProps('call_to_action')} {...ariaFor(id('cta'), err('call_to_action'))} />
      </Field>
      <Field id={id('image')} label={t('hero.image')} error={imageError && text(imageError)}>
        <FileInput
          key={inputKey}
          id={id('image')}
          buttonLabel={t('files.chooseImage')}
          noneLabel={t('files.noImage')}
          accept="image/*"
          data-testid={id('image')}
          onChange={(e) => pick(e.currentTarget.files?.[0])}
          {...ariaFor(id('image'), imageError ?? undefined)}
        />
      </Field>
      <HeroPreview file={form.values.background_image} saved={tab === 'update' ? hero?.background_image : undefined} />
      {outcome.errorText && <Alert>{outcome.errorText}</Alert>}
      <SaveBar
        form={form}
        label={tab === 'create' ? t('hero.create') : t('hero.update')}
        disabled={!!refused || (tab === 'update' && !form.dirty)}
        onDiscard={discard}
      />
    </form>
  );
}
