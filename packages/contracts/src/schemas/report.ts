// GET /reports/summary's query: the period in days, one of REPORT_PERIODS.
import * as yup from 'yup';
import { REPORT_PERIODS } from '../constants';

export const reportQuerySchema = yup.object({
  days: yup
    .number()
    .typeError('days must be a number')
    .oneOf([...REPORT_PERIODS], `days must be one of ${REPORT_PERIODS.join(', ')}`)
    .default(30),
});
