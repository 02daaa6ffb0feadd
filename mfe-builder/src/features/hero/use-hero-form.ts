import { heroSchema, type Hero } from '@app/contracts';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { imageProblem, type Refused } from '../../shared/images';
import { useOutcome } from '../../shared/use-outcome';
import { heroImageErrors, heroValues, type HeroTab, type HeroValues } from './hero';
import { saveHero, selectHeroTab } from './hero.store';

/**
 * The hero form's state: formik over the contracts' heroSchema plus the image file. A refused pick (its name and
 * why) is dropped from the file input, and saving waits for a good one; a new `inputKey` empties the input.
 */
export function useHeroForm(tab: HeroTab, hero: Hero | null) {
  const outcome = useOutcome();
  const [refused, setRefused] = useState<Refused | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const emptyInput = () => setInputKey((k) => k + 1);
  const initialValues = useMemo(() => heroValues(tab, hero), [tab, hero]);
  const form = useFormik<HeroValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: heroSchema,
    validate: (values) => heroImageErrors(tab, values),
    onSubmit: async (values) => {
      if (!outcome.show(await saveHero(tab, values), form)) return;
      emptyInput();
      if (tab === 'create') selectHeroTab('update');
    },
  });

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file);
    setRefused(problem ? { name: file.name, reason: problem } : null);
    if (problem) {
      emptyInput();
      void form.setFieldValue('background_image', null);
    } else void form.setFieldValue('background_image', file);
  };
  const discard = () => {
    setRefused(null);
    emptyInput();
  };
  return { outcome, form, refused, inputKey, pick, discard };
}
