// Inputs of the translation operations (DESIGN §16). A PUT's `fields` is only checked for shape here: which fields a
// resource has and how long each may be depend on the resource (translations.ts checkTranslationFields, in the route).
import * as yup from 'yup';
import { MAX_PAGE_SIZE } from '../constants';
import { LANGUAGES } from '../languages';
import { RESOURCE_TYPES, TRANSLATION_STATUSES, TRANSLATIONS_PAGE_SIZE } from '../translations';
import { pageQuerySchema } from './common';
import { rule } from './rule';

const values = LANGUAGES.join(', ');
const locale = () =>
  yup
    .string()
    .trim()
    .oneOf([...LANGUAGES], rule('localeUnknown', { values }));

export const localesSchema = yup.object({
  default: locale().required(rule('localeUnknown', { values })),
  enabled: yup
    .array(locale().required(rule('localeUnknown', { values })))
    .max(LANGUAGES.length * 2, rule('arrayMax'))
    .default([]),
});

export const translationListQuerySchema = pageQuerySchema(TRANSLATIONS_PAGE_SIZE, MAX_PAGE_SIZE).shape({
  locale: locale().required(rule('localeUnknown', { values })),
  type: yup
    .string()
    .trim()
    .oneOf([...RESOURCE_TYPES], rule('resourceTypeUnknown'))
    .optional(),
  status: yup
    .string()
    .trim()
    .oneOf([...TRANSLATION_STATUSES], rule('oneOf', { values: TRANSLATION_STATUSES.join(', ') }))
    .optional(),
});

export const translationPutSchema = yup.object({
  fields: yup
    .mixed<Record<string, unknown>>()
    .required(rule('required'))
    .test('object', rule('contentObject'), (v) => v == null || (typeof v === 'object' && !Array.isArray(v))),
});

/** A translation's path names its type and locale: text params, checked by the route (400 naming which is wrong). */
export const TRANSLATION_PARAMS = { type: yup.string().required(), locale: yup.string().required() };

export const translationInputs = {
  localesGet: {},
  localesUpdate: { body: localesSchema },
  translationList: { query: translationListQuerySchema },
  translationPut: { body: translationPutSchema },
  translationDelete: {},
};
