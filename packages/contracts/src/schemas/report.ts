// GET /reports/summary's query: the period in days, one of REPORT_PERIODS.
import * as yup from 'yup';
import { REPORT_PERIODS } from '../constants';
import { rule } from './rule';

export const reportQuerySchema = yup.object({
  days: yup
    .number()
    .typeError(rule('mustBeNumber'))
    .oneOf([...REPORT_PERIODS], rule('daysOneOf', { values: REPORT_PERIODS.join(', ') }))
    .default(30),
});
