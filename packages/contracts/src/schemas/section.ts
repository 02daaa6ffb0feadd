import * as yup from 'yup';
import { SECTION_ORDER_MAX, SECTION_TYPES } from '../constants';
import { rule } from './rule';
import { requiredText } from './common';

export type SectionContent = Record<string, string>;

/** Form rows with a blank key are dropped; text keeps only its single `text` entry. */
export function normalizeSectionContent(type: string, content: unknown): SectionContent {
  const source = content && typeof content === 'object' && !Array.isArray(content) ? (content as Record<string, unknown>) : {};
  if (type === 'text') return { text: String(source.text ?? '') };
  // fromEntries defines own properties: a form field named `__proto__` is kept as a field, not set as the prototype.
  return Object.fromEntries(
    Object.entries(source)
      .filter(([k]) => k.trim() !== '')
      .map(([k, v]) => [k.trim(), v == null ? '' : String(v)]),
  );
}

export const sectionSchema = yup.object({
  title: requiredText(120, 'titleRequired'),
  type: yup
    .string()
    .required(rule('typeRequired'))
    .oneOf([...SECTION_TYPES], rule('typeUnknown')),
  order: yup
    .number()
    .typeError(rule('orderNumber'))
    .integer(rule('orderWhole'))
    .min(0, rule('atLeast'))
    .max(SECTION_ORDER_MAX, rule('atMost'))
    .default(0),
  content: yup
    .mixed<Record<string, unknown>>()
    .test('object', rule('contentObject'), (v) => v == null || (typeof v === 'object' && !Array.isArray(v)))
    .test('size', rule('contentTooLarge'), (v) => v == null || JSON.stringify(v).length <= 20_000)
    .default({}),
});
