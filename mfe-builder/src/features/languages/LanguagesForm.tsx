import { LANGUAGE_LIST, LANGUAGE_NAMES, localesSchema, normalizeLocales, type Language, type StoreLocales } from '@app/contracts';
import { Field, Select } from '@app/ui';
import { ariaFor, fieldError } from '@app/remote-kit';
import { useFormik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Checkbox, Hint, Warning } from '../../shared/layout';
import { SaveBar } from '../../shared/SaveBar';
import { serverError, useOutcome } from '../../shared/use-outcome';
import { useText } from '../../shared/use-text';
import { saveLocales } from '../translations/locales.store';

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 8px;
  padding: 0;
  legend {
    font-weight: 600;
    font-size: 0.92rem;
    margin-bottom: 8px;
  }
  label {
    display: flex;
    margin-bottom: 8px;
  }
`;
const Error = styled.p`
  margin: 0 0 10px;
  color: ${(p) => p.theme.color.danger};
  font-size: 0.88rem;
`;

/** One checkbox per language; the default's is always on (content is written in it). */
function EnabledLanguages({ form }: { form: FormikProps<StoreLocales> }) {
  const { t } = useTranslation('builder');
  const text = useText();
  const error = fieldError(form, 'enabled') ?? serverError(form, 'enabled');
  const toggle = (code: Language, on: boolean) =>
    void form.setFieldValue('enabled', on ? [...form.values.enabled, code] : form.values.enabled.filter((l) => l !== code));
  return (
    <Group aria-describedby={error ? 'locales-enabled-error' : undefined}>
      <legend>{t('languages.enabled')}</legend>
      {LANGUAGE_LIST.map(({ code, name }) => {
        const isDefault = code === form.values.default;
        return (
          <Checkbox
            key={code}
            id={`locales-enabled-${code}`}
            label={<span lang={code}>{isDefault ? t('languages.isDefault', { name }) : name}</span>}
            checked={isDefault || form.values.enabled.includes(code)}
            disabled={isDefault}
            onChange={(e) => toggle(code, e.target.checked)}
          />
        );
      })}
      {error && <Error id="locales-enabled-error">{text(error)}</Error>}
    </Group>
  );
}

/** The store's default language and the ones it offers (PUT /website/locales), part of the draft like its content. */
export function LanguagesForm({ locales }: { locales: StoreLocales }) {
  const { t } = useTranslation('builder');
  const text = useText();
  const outcome = useOutcome();
  const form = useFormik<StoreLocales>({
    initialValues: { default: locales.default, enabled: [...locales.enabled] },
    enableReinitialize: true,
    validationSchema: localesSchema,
    onSubmit: async (values) => {
      outcome.show(await saveLocales(normalizeLocales(values.default, values.enabled)), form);
    },
  });
  const defaultError = fieldError(form, 'default') ?? serverError(form, 'default');
  const changed = form.values.default !== locales.default;
  return (
    <form onSubmit={outcome.submit(form)} noValidate aria-label={t('languages.formLabel')}>
      <Hint>{t('languages.hint')}</Hint>
      <Field id="locales-default" label={t('languages.default')} error={defaultError && text(defaultError)}>
        <Select id="locales-default" {...form.getFieldProps('default')} {...ariaFor('locales-default', defaultError)}>
          {LANGUAGE_LIST.map(({ code, name }) => (
            <option key={code} value={code} lang={code}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
      {changed && (
        <Warning role="note" data-testid="default-change-warning">
          {t('languages.defaultChangeWarning', { from: LANGUAGE_NAMES[locales.default], to: LANGUAGE_NAMES[form.values.default] })}
        </Warning>
      )}
      <EnabledLanguages form={form} />
      <Hint>{t('languages.draftHint')}</Hint>
      {outcome.errorText && <Error role="alert">{outcome.errorText}</Error>}
      <SaveBar form={form} label={t('languages.save')} />
    </form>
  );
}
