import { heroSchema, type Hero } from '@app/contracts';
import { Alert, Field, Input, Textarea } from '@app/ui';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ariaFor, fieldError } from '@app/remote-kit';
import { imageProblem, type Refused } from '../../shared/images';
import { Hint } from '../../shared/layout';
import { SaveBar } from '../../shared/SaveBar';
import { useObjectUrls } from '../../shared/use-object-urls';
import { serverError, useOutcome } from '../../shared/use-outcome';
import { useText } from '../../shared/use-text';
import { heroImageErrors, heroValues, type HeroTab, type HeroValues } from './hero';
import { saveHero, selectHeroTab } from './hero.store';

const Preview = styled.img`
  display: block;
  width: 100%;
  max-height: 180px;
  object-fit: cover;
  border-radius: 8px;
  margin-bottom: 14px;
  border: 1px solid ${(p) => p.theme.color.border};
`;

/** Create or update the hero (multipart). In update mode the submit stays disabled until something changed. */
export function HeroForm({ tab, hero }: { tab: HeroTab; hero: Hero | null }) {
  const { t } = useTranslation('builder');
  const text = useText();
  const outcome = useOutcome();
  // A refused pick: the file's name and why; it is dropped from the input, and saving waits for a good one.
  const [refused, setRefused] = useState<Refused | null>(null);
  // A new key empties the file input once its file is saved.
  const [inputKey, setInputKey] = useState(0);
  const initialValues = useMemo(() => heroValues(tab, hero), [tab, hero]);
  const form = useFormik<HeroValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: heroSchema,
    validate: (values) => heroImageErrors(tab, values),
    onSubmit: async (values) => {
      if (!outcome.show(await saveHero(tab, values), form)) return;
      setInputKey((k) => k + 1);
      if (tab === 'create') selectHeroTab('update');
    },
  });
  const chosen = useMemo(() => (form.values.background_image ? [form.values.background_image] : []), [form.values.background_image]);
  const [chosenUrl] = useObjectUrls(chosen);
  const previewUrl = chosenUrl ?? (tab === 'update' ? hero?.background_image : undefined);
  const id = (name: string) => `hero-${tab}-${name}`;
  const err = (name: keyof HeroValues) => fieldError(form, name) ?? serverError(form, name);
  const imageError = refused ? t('products.refusedFile', { name: refused.name, reason: text(refused.reason) }) : err('background_image');

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file);
    setRefused(problem ? { name: file.name, reason: problem } : null);
    if (problem) {
      setInputKey((k) => k + 1);
      void form.setFieldValue('background_image', null);
    } else void form.setFieldValue('background_image', file);
  };

  return (
    <form onSubmit={outcome.submit(form)} noValidate aria-label={t(`hero.${tab}Form`)}>
      {tab === 'update' && <Hint>{t('hero.updateHint')}</Hint>}
      <Field id={id('title')} label={t('hero.title')} error={err('title') && text(err('title')!)}>
        <Input
          id={id('title')}
          maxLength={200}
          $invalid={!!err('title')}
          {...form.getFieldProps('title')}
          {...ariaFor(id('title'), err('title'))}
        />
      </Field>
      <Field id={id('subtitle')} label={t('hero.subtitle')} error={err('subtitle') && text(err('subtitle')!)}>
        <Textarea
          id={id('subtitle')}
          rows={2}
          maxLength={400}
          $invalid={!!err('subtitle')}
          {...form.getFieldProps('subtitle')}
          {...ariaFor(id('subtitle'), err('subtitle'))}
        />
      </Field>
      <Field id={id('cta')} label={t('hero.callToAction')} error={err('call_to_action') && text(err('call_to_action')!)}>
        <Input id={id('cta')} maxLength={120} {...form.getFieldProps('call_to_action')} {...ariaFor(id('cta'), err('call_to_action'))} />
      </Field>
      <Field id={id('image')} label={t('hero.image')} error={imageError && text(imageError)}>
        <Input
          key={inputKey}
          id={id('image')}
          type="file"
          accept="image/*"
          data-testid={id('image')}
          onChange={(e) => pick(e.currentTarget.files?.[0])}
          {...ariaFor(id('image'), imageError ?? undefined)}
        />
      </Field>
      {previewUrl && <Preview src={previewUrl} alt={t('hero.preview')} />}
      {outcome.errorText && <Alert>{outcome.errorText}</Alert>}
      <SaveBar
        form={form}
        label={tab === 'create' ? t('hero.create') : t('hero.update')}
        disabled={!!refused || (tab === 'update' && !form.dirty)}
        onDiscard={() => {
          setRefused(null);
          setInputKey((k) => k + 1);
        }}
      />
    </form>
  );
}
