import * as yup from 'yup';
import { PREVIEW_TTL_HOURS } from '../publishing';
import { ISO_UTC } from '../constants';
import { rule } from './rule';

/** POST /website/publish. `at` is only checked for shape here: its range depends on the clock (the route checks it). */
export const publishSchema = yup.object({
  note: yup.string().trim().max(200, rule('tooLong')).default(''),
  expected_live_id: yup.number().typeError(rule('whole')).integer(rule('whole')).min(1, rule('whole')).nullable().optional(),
  at: yup
    .string()
    .trim()
    .optional()
    .test('at', rule('dateTime'), (v) => v == null || (ISO_UTC.test(v) && !Number.isNaN(Date.parse(v)))),
});

export const previewLinkSchema = yup.object({
  ttl_hours: yup
    .number()
    .typeError(rule('mustBeNumber'))
    .integer(rule('whole'))
    .min(PREVIEW_TTL_HOURS.min, rule('atLeast'))
    .max(PREVIEW_TTL_HOURS.max, rule('atMost'))
    .default(PREVIEW_TTL_HOURS.default),
});

/** Rollback and restore take no input but an optional compare-and-swap guard (rollback) and are sent as `{}`. */
export const publicationRollbackSchema = yup.object({
  expected_live_id: yup.number().typeError(rule('whole')).integer(rule('whole')).min(1, rule('whole')).nullable().optional(),
});
export const publicationRestoreSchema = yup.object({});
/** The builder's preview session takes no input (sent as `{}` or nothing). */
export const previewSessionSchema = publicationRestoreSchema;
