// /__dev: local-only helpers. Off unless DEV_ROUTES === 'true'; when off they answer exactly like a missing route.
import { normalizePhone, ops } from '@app/contracts';
import { Hono } from 'hono';
import { devRoutesEnabled, type AppEnv } from '../env';
import { notFound } from '../errors';
import { invalid } from '../lib/http';
import { outboxFor } from '../db/sms-outbox';
import { query, route } from '../lib/operations';

export const devRoutes = new Hono<AppEnv>();

/** The SMS outbox for one phone, newest first (the codes a developer would have received). */
route(devRoutes, ops.devSms, async (c) => {
  if (!devRoutesEnabled(c.env)) throw notFound();
  const raw = (await query(c, ops.devSms)).phone;
  const phone = raw ? normalizePhone(raw) : null;
  if (!phone) throw invalid({ rule: 'queryPhone' });
  return c.json({ messages: await outboxFor(c.env.DB, phone) });
});
