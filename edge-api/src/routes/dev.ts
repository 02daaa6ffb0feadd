// /__dev: local-only helpers. Off unless DEV_ROUTES === 'true'; when off they answer exactly like a missing route.
import { normalizePhone } from '@app/contracts';
import { Hono } from 'hono';
import { devRoutesEnabled, type AppEnv } from '../env';
import { notFound } from '../errors';
import { invalid } from '../lib/http';
import { outboxFor } from '../db/sms-outbox';

export const devRoutes = new Hono<AppEnv>();

devRoutes.use('*', async (c, next) => {
  if (!devRoutesEnabled(c.env)) throw notFound();
  await next();
});

/** The SMS outbox for one phone, newest first (the codes a developer would have received). */
devRoutes.get('/sms', async (c) => {
  const raw = c.req.query('phone') ?? '';
  const phone = raw ? normalizePhone(raw) : null;
  if (!phone) throw invalid({ rule: 'queryPhone' });
  return c.json({ messages: await outboxFor(c.env.DB, phone) });
});
