import { LANGUAGE_NAMES, type Language, type TranslationItem } from '@app/contracts';
import { Alert, Button, Field, Input, Textarea } from '@app/ui';
import { useFormik, type FormikProps } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fieldError } from '@app/remote-kit';
import { Clamp, Hint } from '../../shared/layout';
import { SaveBar } from '../../shared/SaveBar';
import { serverError, useOutcome } from '../../shared/use-outcome';
import { useText } from '../../shared/use-text';
import { ConfirmDialog } from '../publishing/ConfirmDialog';
import { StatusBadge } from './StatusBadge';
import {
  fieldLabel,
  formFields,
  formValues,
  isLong,
  resourceKind,
  resourceName,
  toTranslation,
  validateValues,
  type FormField,
  type Values,
} from './translation-fields';
import { clearTranslation, saveTranslation } from './translations.store';

const Card = styled.article`
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 8px;
  padding: 12px 14px 4px;
  background: #fff;
  > header {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 10px;
    align-items: baseline;
    margin-bottom: 10px;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
    min-width: 0;
  }
`;
// The original beside its translation on wide screens, above it on narrow ones.
const Pair = styled.div`
  display: grid;
  gap: 0 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(240px, 100%), 1fr));
  > * {
    min-width: 0;
  }
`;
const Source = styled.div`
  margin-bottom: 14px;
  font-size: 0.92rem;
  > span {
    display: block;
    font-weight: 600;
    margin-bottom: 6px;
  }
  > p {
    margin: 0;
    padding: 8px 10px;
    border-radius: 6px;
    background: #f8fafc;
    border: 1px dashed ${(p) => p.theme.color.border};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    max-height: 12em;
    overflow: auto;
    line-height: 1.6;
  }
`;

interface Langs {
  source: Language;
  target: Language;
}

/** One field: the original (read-only, in the default language) beside its input in the target language. */
function FieldPair({
  form,
  field,
  item,
  langs,
  idBase,
}: {
  form: FormikProps<Values>;
  field: FormField;
  item: TranslationItem;
  langs: Langs;
  idBase: string;
}) {
  const { t } = useTranslation('builder');
  const text = useText();
  const id = `${idBase}-${field.key}`;
  const label = fieldLabel(t, field.name);
  const error = fieldError(form, field.key) ?? serverError(form, field.key);
  const original = item.source[field.name] ?? '';
  const describedBy = [`${id}-source`, `${id}-max`, error && `${id}-error`].filter(Boolean).join(' ');
  const props = {
    id,
    lang: langs.target,
    maxLength: field.max,
    'aria-describedby': describedBy,
    $invalid: !!error,
    ...form.getFieldProps(field.key),
  };
  return (
    <Pair>
      <Source>
        <span>{t('translations.original', { field: label, language: LANGUAGE_NAMES[langs.source] })}</span>
        <p id={`${id}-source`} lang={langs.source}>
          {original || <em>{t('translations.emptyOriginal')}</em>}
        </p>
      </Source>
      <Field
        id={id}
        label={t('translations.inLanguage', { field: label, language: LANGUAGE_NAMES[langs.target] })}
        error={error && text(error)}
      >
        {isLong(field) ? (
          <Textarea rows={4} {...props} aria-invalid={!!error || undefined} />
        ) : (
          <Input {...props} aria-invalid={!!error || undefined} />
        )}
        <Hint id={`${id}-max`} style={{ margin: 0 }}>
          {t('translations.maxLength', { max: field.max, used: (form.values[field.key] ?? '').trim().length })}
        </Hint>
      </Field>
    </Pair>
  );
}

/** Save and clear of one resource's translation; the server's refusal of a field shows at that field. */
function useItemForm(item: TranslationItem, fields: FormField[], target: Language) {
  const outcome = useOutcome();
  const keyOf = (name?: string) => fields.find((f) => f.name === name)?.key;
  const form = useFormik<Values>({
    initialValues: formValues(fields, item.fields),
    enableReinitialize: true,
    validate: (values) => validateValues(fields, values),
    onSubmit: async (values) => {
      const r = await saveTranslation(item, target, toTranslation(fields, values));
      outcome.show(
        r.ok ? { ok: true, toast: 'translationSaved' } : { ok: false, error: { ...r.error, field: keyOf(r.error.field) } },
        form,
      );
    },
  });
  const clear = async () => {
    const r = await clearTranslation(item, target);
    if (r.ok) form.resetForm({ values: formValues(fields, null) });
    outcome.show(r.ok ? { ok: true, toast: 'translationCleared' } : { ok: false, error: r.error });
  };
  return { form, outcome, clear };
}

/** One resource (the store, a page, a product...) with its status, each field's original and translation, Save, Clear. */
export function TranslationItemForm({ item, langs }: { item: TranslationItem; langs: Langs }) {
  const { t } = useTranslation('builder');
  const fields = useMemo(() => formFields(item), [item]);
  const { form, outcome, clear } = useItemForm(item, fields, langs.target);
  const [confirming, setConfirming] = useState(false);
  const idBase = `tr-${item.type}-${item.id}`;
  const name = resourceName(t, item);
  return (
    <Card aria-labelledby={`${idBase}-title`}>
      <header>
        <h3 id={`${idBase}-title`}>
          {resourceKind(t, item)}: <Clamp lang={langs.source}>{name}</Clamp>
        </h3>
        <StatusBadge status={item.status} />
      </header>
      {item.status === 'outdated' && <Hint>{t('translations.outdatedHint')}</Hint>}
      <form
        onSubmit={outcome.submit(form)}
        noValidate
        aria-label={t('translations.formLabel', { name: `${resourceKind(t, item)}: ${name}` })}
      >
        {fields.map((f) => (
          <FieldPair key={f.key} form={form} field={f} item={item} langs={langs} idBase={idBase} />
        ))}
        {outcome.errorText && <Alert>{outcome.errorText}</Alert>}
        <SaveBar form={form} label={t('translations.save')}>
          {item.fields && (
            <Button type="button" $variant="ghost" onClick={() => setConfirming(true)}>
              {t('translations.clear')}
            </Button>
          )}
        </SaveBar>
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('translations.clearTitle')}
          text={t('translations.clearText', { name, language: LANGUAGE_NAMES[langs.target] })}
          confirmLabel={t('translations.clear')}
          onConfirm={clear}
          onClose={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}
