// The body of PUT .../products/:product_id/variants (DESIGN §17): each field's own rules. The rules that span
// fields (combinations, values of the options, compare-at above price) are checkVariants in ../variants.ts.
import * as yup from 'yup';
import { MAX_OPTIONS, MAX_VARIANTS, OPTION_NAME_MAX, OPTION_VALUE_MAX } from '../constants';
import { priceSchema, stockSchema } from './product';
import { rule } from './rule';

const text = (max: number) => yup.string().trim().required(rule('fillAllFields')).max(max, rule('tooLong'));

const optionSchema = yup.object({
  // An option's name says what it needs (not the form-wide "Please fill in all fields."): the setup's only empty field.
  name: yup.string().trim().required(rule('optionNameNeeded')).max(OPTION_NAME_MAX, rule('tooLong')),
  values: yup
    .array(text(OPTION_VALUE_MAX).defined())
    .required(rule('optionValuesRequired'))
    .min(1, rule('optionValuesRequired'))
    .max(MAX_VARIANTS, rule('arrayMax')),
});

const variantSchema = yup.object({
  id: yup.number().typeError(rule('whole')).integer(rule('whole')).min(1, rule('whole')).optional(),
  options: yup.array(yup.string().trim().defined()).max(MAX_OPTIONS, rule('arrayMax')).default([]),
  price: priceSchema().required(rule('fillAllFields')),
  compare_at_price: priceSchema().nullable().optional(),
  sku: yup.string().trim().max(40, rule('tooLong')).default(''),
  stock: stockSchema().required(rule('fillAllFields')),
  image_url: yup.string().trim().max(2048, rule('tooLong')).nullable().optional(),
  image_id: yup.number().typeError(rule('whole')).integer(rule('whole')).min(1, rule('whole')).nullable().optional(),
});

export const variantsPutSchema = yup.object({
  options: yup
    .array(optionSchema.required())
    .max(MAX_OPTIONS, rule('optionsMax', { max: MAX_OPTIONS }))
    .default([]),
  variants: yup
    .array(variantSchema.required())
    .required(rule('variantsCount', { max: MAX_VARIANTS }))
    .min(1, rule('variantsCount', { max: MAX_VARIANTS }))
    .max(MAX_VARIANTS, rule('variantsCount', { max: MAX_VARIANTS })),
});

export const variantInputs = {
  variantsGet: {},
  variantsPut: { body: variantsPutSchema },
};
