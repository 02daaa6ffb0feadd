// The owner's payment settings (DESIGN §18): GET|PUT /website/payments, always the session's own website (there is
// no id to guess: another merchant's settings cannot be named). Logic in payments/settings.ts.
import { Hono } from 'hono';
import { ops } from '@app/contracts';
import type { AppEnv } from '../env';
import { readJson } from '../lib/http';
import { body, route } from '../lib/operations';
import { requireStore } from '../lib/own-website';
import { readPaymentSettings, updatePaymentSettings } from '../payments/settings';

export const paymentSettingsRoutes = new Hono<AppEnv>();

route(paymentSettingsRoutes, ops.paymentSettingsGet, async (c) => {
  return c.json(await readPaymentSettings(c.env, (await requireStore(c)).id));
});

route(paymentSettingsRoutes, ops.paymentSettingsUpdate, async (c) => {
  const { id: websiteId } = await requireStore(c);
  const input = await body(ops.paymentSettingsUpdate, await readJson(c));
  return c.json(await updatePaymentSettings(c.env, websiteId, input));
});
