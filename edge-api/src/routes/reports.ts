// GET /reports/summary?days=30: revenue, order count, average order value, sales per day and top products.
import { Hono } from 'hono';
import * as yup from 'yup';
import { REPORT_PERIODS, rule } from '@app/contracts';
import type { AppEnv } from '../env';
import { requireWebsiteId } from '../lib/owner';
import { requireAuth } from '../middleware/auth';
import { reportSummary } from '../db/reports';
import { validateQuery } from './orders';

export const reportRoutes = new Hono<AppEnv>();

const summaryQuery = yup.object({
  days: yup
    .number()
    .typeError(rule('mustBeNumber'))
    .oneOf([...REPORT_PERIODS], rule('daysOneOf', { values: REPORT_PERIODS.join(', ') }))
    .default(30),
});

reportRoutes.use('*', requireAuth);

reportRoutes.get('/summary', async (c) => {
  const { days } = await validateQuery<{ days: number }>(summaryQuery, c);
  const websiteId = await requireWebsiteId(c);
  return c.json(await reportSummary(c.env.DB, websiteId, days));
});
