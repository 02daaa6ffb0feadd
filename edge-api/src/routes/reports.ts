// GET /reports/summary?days=30: revenue, order count, average order value, sales per day and top products.
import { Hono } from 'hono';
import { ops } from '@app/contracts';
import type { AppEnv } from '../env';
import { query, route } from '../lib/operations';
import { requireStore } from '../lib/own-website';
import { reportSummary } from '../db/reports';

export const reportRoutes = new Hono<AppEnv>();

route(reportRoutes, ops.reportSummary, async (c) => {
  const { days } = await query(c, ops.reportSummary);
  const { id: websiteId, db } = await requireStore(c);
  return c.json(await reportSummary(db, websiteId, days));
});
