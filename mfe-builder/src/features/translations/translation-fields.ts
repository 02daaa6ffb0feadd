// A resource's translatable fields as one form: names, limits, labels and the form's values. Field names may hold
// dots (`content.text`, `label.<key>`), which Formik reads as paths, so the form keys its values by position (f0, f1...).
import {
  checkTranslationFields,
  CONTENT_FIELD,
  fieldLimits,
  LABEL_FIELD,
  optionFieldParts,
  type TranslationFields,
  type TranslationItem,
} from '@app/contracts';
import type { TFunction } from 'i18next';

export interface FormField {
  /** The form's key for it */
  key: string;
  /** The API's field name */
  name: string;
  max: number;
}

/** Fields this long or longer get a multi-line input. */
const LONG_FIELD = 300;
export const isLong = (f: FormField) => f.max >= LONG_FIELD;

export function formFields(item: TranslationItem): FormField[] {
  const limits = fieldLimits(item.type, item.source);
  return Object.entries(limits).map(([name, max], i) => ({ key: `f${i}`, name, max }));
}

export type Values = Record<string, string>;

export const formValues = (fields: FormField[], saved: TranslationFields | null): Values =>
  Object.fromEntries(fields.map((f) => [f.key, saved?.[f.name] ?? '']));

/** What a save sends: every field by its name (an empty one means "show the original"; the server drops it). */
export const toTranslation = (fields: FormField[], values: Values): TranslationFields =>
  Object.fromEntries(fields.map((f) => [f.name, values[f.key] ?? '']));

/** The contracts' own check of a PUT, as Formik errors keyed like the form (the server runs the same one). */
export function validateValues(fields: FormField[], values: Values): Record<string, string> {
  const limits = Object.fromEntries(fields.map((f) => [f.name, f.max]));
  const { problems } = checkTranslationFields(limits, toTranslation(fields, values));
  const keyOf = new Map(fields.map((f) => [f.name, f.key]));
  // Formik types errors as text; ours are rule messages, translated where they are shown (as remote-kit's formError).
  return Object.fromEntries(problems.map((p) => [keyOf.get(p.field) ?? p.field, p.message as unknown as string]));
}

/** A field's label: a known name from the catalogue; a form section's fields by their key; a product's options by name. */
export function fieldLabel(t: TFunction, name: string): string {
  const option = optionFieldParts(name);
  if (option) {
    return option.value === undefined
      ? t('translations.field.optionName', { option: option.option })
      : t('translations.field.optionValue', { option: option.option, value: option.value });
  }
  if (name.startsWith(LABEL_FIELD)) return t('translations.field.formLabel', { key: name.slice(LABEL_FIELD.length) });
  if (name === `${CONTENT_FIELD}text`) return t('translations.field.text');
  if (name.startsWith(CONTENT_FIELD)) return t('translations.field.formHint', { key: name.slice(CONTENT_FIELD.length) });
  return t(`translations.field.${name}`, { defaultValue: name });
}

/** What the resource is: its type, or where a navigation link is (a header and a footer link may share a title). */
export const resourceKind = (t: TFunction, item: TranslationItem): string =>
  item.place ? t(`translations.place.${item.place}`) : t(`translations.type.${item.type}`);

/** The resource's name in the list: its title (or a product's name), else its type and number. */
export function resourceName(t: TFunction, item: TranslationItem): string {
  const own = item.source.title ?? item.source.name ?? '';
  return own.trim() || t('translations.untitled', { id: item.id });
}
